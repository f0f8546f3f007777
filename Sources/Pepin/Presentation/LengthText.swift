/// How a length converted in a view is written in the author's sentence: "cut into 1-inch
/// pieces" (an inch before the noun it describes is joined to it and singular), "2 inches long",
/// "cut into 2.5 cm pieces"; "8 13-cm tortillas" (after a count, joined, so the two numbers do not
/// read as one). So is a weight before the container it sizes ("14-ounce can").
enum LengthText {
    /// `amount` (one length, or a weight before a container) written for the bytes `span` of
    /// `line`, or `nil` when it is neither. The words after it are read from `next` (past the author's other amounts, which go).
    static func replacement(
        _ amount: ReducedAmount, replacing span: Range<Int>, before next: Int? = nil, in line: IngredientLine
    ) -> SpanEdits.Replacement? {
        text(amount, replacing: span, before: next, in: line.original).map(SpanEdits.Replacement.word)
    }

    /// ``replacement(_:replacing:before:in:)``'s words, in `original`'s sentence. A weight in
    /// words before the container it sizes is written as a length before its noun is, joined and
    /// singular: "400g/14oz can" in US measures is "14-ounce can", not "14 ounces can" (grams read
    /// as they are, "400 g can"; a volume is not how a cook buys a can).
    static func text(_ amount: ReducedAmount, replacing span: Range<Int>, before next: Int? = nil, in original: String) -> String? {
        guard amount.parts.count == 1, let unit = amount.parts[0].unit else { return nil }
        let quantity = amount.parts[0].quantity
        let end = max(span.upperBound, next ?? 0)
        var text = TextBuffer()
        let joined: Bool
        let word: String
        if case .length(let length) = unit {
            joined = original.withUTF8Bytes { bytes -> Bool in
                // "1/2-inch-thick": the unit stays joined to its shape ("1-cm-thick").
                if end < bytes.count, bytes[end] == 0x2D { return true }
                return length == .inch ? describesNoun(bytes, after: end) : followsCount(bytes, before: span.lowerBound)
            }
            // A side before "x" or "by" is written as a number: "10 by 4 cm", "4x1 1/2-inch".
            if original.withUTF8Bytes({ isSide($0, after: span.upperBound) }) { word = "" } else {
                word = length == .inch ? (quantity.takesPlural && !joined ? "inches" : "inch") : length.names.abbreviation
            }
        } else {
            guard case .mass(let mass) = unit, mass.system != .metric,
                SizedContainerReader.startsWithContainer(original, end..<Int.max)
            else { return nil }
            if amount.isApproximate { text.append("≈ ") }
            joined = true
            word = mass == .ounce ? "ounce" : "pound"
        }
        AmountPresenter.writeQuantity(quantity, unit: unit, format: .text, into: &text)
        if !word.isEmpty {
            text.append(joined ? "-" : " ")
            text.append(word)
        }
        return text.text
    }

    /// True when a word follows that the length describes ("pieces", "square tin"), not a
    /// measure's own word ("long", "thick") or the sentence's.
    private static func describesNoun(_ bytes: UnsafeBufferPointer<UInt8>, after end: Int) -> Bool {
        let end = end < bytes.count && bytes[end] == 0x29 ? end + 1 : end  // past the ")" of "(2.5 cm)"
        guard end + 1 < bytes.count, bytes[end] == 0x20, bytes[end + 1] | 0x20 >= 0x61, bytes[end + 1] | 0x20 <= 0x7A else { return false }
        var wordEnd = end + 1
        while wordEnd < bytes.count, bytes[wordEnd] | 0x20 >= 0x61, bytes[wordEnd] | 0x20 <= 0x7A { wordEnd += 1 }
        return !measureWords.contains(String(decoding: UnsafeBufferPointer(rebasing: bytes[end + 1..<wordEnd]), as: UTF8.self))
    }

    /// True when "x", "by" or "×" and a number follow: the length is a rectangle's first side.
    static func isSide(_ bytes: UnsafeBufferPointer<UInt8>, after end: Int) -> Bool {
        var k = end
        while k < bytes.count, bytes[k] == 0x20 { k += 1 }
        if k < bytes.count, bytes[k] | 0x20 == 0x78 {
            k += 1
        } else if k + 1 < bytes.count, bytes[k] | 0x20 == 0x62, bytes[k + 1] | 0x20 == 0x79 {
            k += 2
        } else if k + 1 < bytes.count, bytes[k] == 0xC3, bytes[k + 1] == 0x97 {
            k += 2
        } else {
            return false
        }
        while k < bytes.count, bytes[k] == 0x20 { k += 1 }
        return k < bytes.count && bytes[k] >= 0x30 && bytes[k] <= 0x39
    }

    /// True when a number and a space come right before the length: "8 5-inch tortillas".
    private static func followsCount(_ bytes: UnsafeBufferPointer<UInt8>, before start: Int) -> Bool {
        start >= 2 && bytes[start - 1] == 0x20 && bytes[start - 2] >= 0x30 && bytes[start - 2] <= 0x39
    }

    /// Words after a length that say what it measures, or join it to the sentence: it keeps its
    /// own number ("2 inches long", "1/2 inch or so").
    private static let measureWords = WordSet("""
        long thick wide deep high tall across apart in into of or and to thickness diameter square round lengthwise
        """)
}
