import Pepin
import Yams

extension RecipeNodeReader {
    /// The scales a cook reaches with the page's scaler, from its smallest step to its largest.
    static let scalerExtremes = [Rational(1, 6), Rational(1, 3), Rational(2), Rational(3), Rational(10)]

    /// Warns when an ingredient line holds an amount too large to scale: its page keeps it as
    /// written with a note, and the author should hear it first.
    mutating func checkScalable(_ text: String, at mark: Mark?, keyPath: String) {
        // A number beyond 2^31, or a denominator beyond it, takes ten digits to write: a line
        // with fewer is not parsed here (the prepared recipe parses every line once).
        var digits = 0
        for byte in text.utf8 where byte >= 0x30 && byte <= 0x39 { digits += 1 }
        guard digits >= 10 else { return }
        let line = IngredientLineParser(text).line
        guard line.isParsed, let amount = line.amount, Self.hasLargeNumbers(amount) || line.alternatives.contains(where: Self.hasLargeNumbers)
        else { return }
        let prepared = PreparedLine(line, food: nil)
        for scale in Self.scalerExtremes where prepared.presented(scale: scale).isTooLargeToScale {
            report(
                "the amount is too large to scale (at \(scale)x); the page keeps it as written",
                at: mark, keyPath: keyPath, severity: .warning)
            return
        }
    }

    /// The first ``LoadLimits/listItems`` items; a longer list is an error at its position.
    mutating func bounded(_ items: [Node], at mark: Mark?, keyPath: String) -> ArraySlice<Node> {
        if items.count > LoadLimits.listItems {
            report("the list has \(items.count) items; at most \(LoadLimits.listItems) are read", at: mark, keyPath: keyPath)
        }
        return items.prefix(LoadLimits.listItems)
    }

    /// False, with an error, for a line longer than ``LoadLimits/lineCharacters`` or once the
    /// file's lines (aliases expanded) pass ``LoadLimits/expandedCharacters``.
    mutating func withinLimits(_ text: String, at mark: Mark?, keyPath: String) -> Bool {
        let count = text.utf8.count
        if count > LoadLimits.lineCharacters {
            report("the line is \(count) characters long; at most \(LoadLimits.lineCharacters) are read", at: mark, keyPath: keyPath)
            return false
        }
        let before = expandedCharacters
        expandedCharacters += count
        if expandedCharacters > LoadLimits.expandedCharacters {
            if before <= LoadLimits.expandedCharacters {
                report(
                    "the lists add up to more than \(LoadLimits.expandedCharacters / 1_048_576) MB of text (YAML aliases repeat text); "
                        + "the rest is not read", at: mark, keyPath: keyPath)
            }
            return false
        }
        return true
    }

    /// Warns about a list item indented one space too far: YAML folds it into the item before
    /// ("1 cup flour - 2 eggs"), which is never what the author meant.
    mutating func checkFolded(_ text: String, item: Node, keyPath: String) {
        guard case .scalar(let scalar) = item, scalar.style == .plain, let mark = item.mark, Self.hasSpacedDash(text) else { return }
        let index = mark.line - 1 + lineOffset
        guard let written = lines[index], !written.contains(text) else { return }
        let next = lines[index + 1] ?? ""
        let column = (next.firstIndex(of: "-").map { next.distance(from: next.startIndex, to: $0) } ?? 0) + 1
        report(
            "this line joins the one before it (\"\(text)\"): a \"- \" indented further than the items above "
                + "continues the previous item; line the dashes up",
            yamlLine: mark.line + 1, column: column, keyPath: keyPath, severity: .warning)
    }

    /// True when `text` holds " - " (searched on the bytes: this runs for every list item).
    private static func hasSpacedDash(_ text: String) -> Bool {
        var previous: (UInt8, UInt8) = (0, 0)
        for byte in text.utf8 {
            if byte == 0x20 && previous == (0x20, 0x2D) { return true }
            previous = (previous.1, byte)
        }
        return false
    }

    /// True when some number of the amount is beyond what any kitchen measures (2^31): only then
    /// can scaling overflow 64-bit exact arithmetic, so ordinary lines cost nothing here.
    private static func hasLargeNumbers(_ amount: IngredientAmount) -> Bool {
        amount.parts.contains { part in
            [part.quantity.low, part.quantity.high].contains { value in
                value.numerator.magnitude > 1 << 31 || value.denominator > 1 << 31
            }
        }
    }
}
