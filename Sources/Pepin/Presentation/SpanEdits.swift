/// Edits to an ingredient line's own text, by UTF-8 byte span: the one place where new amounts are
/// spliced into the author's words. Untouched text is kept (and escaped for HTML); an edit that
/// overlaps an earlier one is dropped, so the author's words are never written twice.
///
/// Edits say what goes in, not how it is written: the same edits are applied in any format, so a
/// line shown as text and as HTML is scaled and converted once.
///
/// ```swift
/// var edits = SpanEdits()
/// edits.replace(0..<1, with: .quantity(.exact(Rational(3)), unit: nil, comma: false))  // "1 large egg" reads "3 large egg" ...
/// edits.replace(8..<11, with: .word("eggs"))                            // ... and "3 large eggs"
/// edits.applied(to: line, format: .text)
/// ```
struct SpanEdits {
    /// What replaces a span.
    enum Replacement {
        /// Words (a noun, a unit word), escaped for HTML.
        case word(String)
        /// A number alone, in the unit's notation (decimals for metric): an amount, so HTML marks it.
        /// With `comma`, decimals are written as the author wrote them, with a comma ("2,4 l").
        case quantity(Quantity, unit: Unit?, comma: Bool)
        /// A whole amount: "1/4 cup + 2 tablespoons", "≈ 240 ml"; with `marked`, an amount the
        /// author marked "≈" stays marked whatever its new units.
        case amount(ReducedAmount, abbreviated: Bool, marked: Bool)
        /// Nothing: the span is removed.
        case nothing
        /// An amount added in parentheses, " (≈ 17 g)": a count's weight.
        case note(ReducedAmount)

        /// The replacement written in `format`.
        func text(_ format: TextFormat) -> String {
            var text = TextBuffer()
            write(format, into: &text)
            return text.text
        }

        /// Appends the replacement written in `format` to `text`.
        func write(_ format: TextFormat, into text: inout TextBuffer) {
            switch self {
            case .word(let word): if format == .html { text.appendEscaped(word) } else { text.append(word) }
            case .quantity(let quantity, let unit, let comma):
                if format == .html { text.append("<span class=\"amount\">") }
                if comma {  // as the author wrote it: decimals, with a comma ("1,5 TL")
                    let start = text.bytes.count
                    QuantityPresenter(quantity, format: format, decimal: true).write(into: &text)
                    text.writeDecimalCommas(from: start)
                } else {
                    AmountPresenter.writeQuantity(quantity, unit: unit, format: format, into: &text)
                }
                if format == .html { text.append("</span>") }
            case .amount(let amount, let abbreviated, let marked):
                if format == .html { text.append("<span class=\"amount\">") }
                AmountPresenter(
                    parts: amount.parts, isApproximate: amount.isApproximate || marked, format: format, abbreviated: abbreviated,
                    ends: amount.ends
                ).write(into: &text)
                if format == .html { text.append("</span>") }
            case .nothing: break
            case .note(let amount):
                text.append(" (")
                ViewConversion.replacement(amount).write(format, into: &text)
                text.append(")")
            }
        }
    }

    private var edits: [(span: Range<Int>, replacement: Replacement)] = []

    init() {
        // A line rarely takes more than a quantity, a unit word and a noun: one allocation.
        edits.reserveCapacity(4)
    }

    /// Replaces the bytes in `span` with `replacement`.
    @inline(never)  // one copy: the WebAssembly module's size
    mutating func replace(_ span: Range<Int>, with replacement: Replacement) {
        edits.append((span, replacement))
    }

    /// Inserts `replacement` at byte `position`, or at `end` when an edit already reaches past
    /// `position` (the insertion would overlap it and be dropped).
    mutating func insert(_ replacement: Replacement, at position: Int, elseAt end: Int) {
        let at = edits.contains { $0.span.upperBound > position } ? end : position
        edits.append((at..<at, replacement))
    }

    /// The line's text with every edit applied, written in `format`.
    func applied(to line: IngredientLine, format: TextFormat) -> String {
        applied(to: line, format: format, also: nil).first
    }

    /// The line's text written in `format` and, when `second` is given, in that format too, in
    /// one pass over the edits (a page shows each line as HTML and as text).
    func applied(to line: IngredientLine, format: TextFormat, also second: TextFormat?) -> (first: String, second: String?) {
        var original = line.original
        // The edits by position; most lines add them in order already.
        var order: [Int]?
        if edits.indices.dropFirst().contains(where: { edits[$0].span.lowerBound < edits[$0 - 1].span.lowerBound }) {
            order = Self.order(edits.map { $0.span.lowerBound })
        }
        return original.withUTF8 { utf8 in
            var result = TextBuffer(capacity: utf8.count + 48)
            var other = TextBuffer(capacity: second == nil ? 0 : utf8.count + 48)
            // The author's text between edits, copied from the original's bytes.
            func keep(_ span: Range<Int>) {
                let span = span.clamped(to: 0..<utf8.count)
                guard !span.isEmpty else { return }
                let text = UnsafeBufferPointer(rebasing: utf8[span])
                if format == .html { result.appendEscaped(text) } else { result.append(text) }
                if let second { if second == .html { other.appendEscaped(text) } else { other.append(text) } }
            }
            var position = 0
            for step in edits.indices {
                let index = order?[step] ?? step
                let span = edits[index].span
                guard span.lowerBound >= position else { continue }
                keep(position..<span.lowerBound)
                edits[index].replacement.write(format, into: &result)
                if let second { edits[index].replacement.write(second, into: &other) }
                position = span.upperBound
            }
            keep(position..<utf8.count)
            return (result.text, second == nil ? nil : other.text)
        }
    }

    /// The places of `starts` in increasing order, equal ones as they come: a merge sort by hand,
    /// since the library's sort, specialized here, would bring 4 KB to the WebAssembly core.
    static func order(_ starts: [Int]) -> [Int] {
        let count = starts.count
        var order = Array(0..<count)
        var merged = order
        var width = 1
        while width < count {
            var low = 0
            while low < count {
                let middle = min(low + width, count)
                let high = min(middle + width, count)
                var left = low
                var right = middle
                for k in low..<high {
                    if left < middle, right >= high || starts[order[left]] <= starts[order[right]] {
                        merged[k] = order[left]
                        left += 1
                    } else {
                        merged[k] = order[right]
                        right += 1
                    }
                }
                low = high
            }
            swap(&order, &merged)
            width *= 2
        }
        return order
    }
}
