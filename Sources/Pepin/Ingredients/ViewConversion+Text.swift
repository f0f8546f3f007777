extension ViewConversion {
    /// The original line with `amount` replaced by `shown` and the author's other amounts
    /// ("/5oz", " (125 g)", see ``IngredientLine/alternativeGroups``) removed, since they no longer add anything. An amount the author
    /// marked "≈" stays marked, whatever its new units.
    func replacing(_ amount: IngredientAmount, with shown: ReducedAmount) -> SpanEdits {
        var edits = SpanEdits()
        let spans = PackedMeasure.spans(amount, in: line, keeping: shown.parts[0].unit?.dimension == .volume)
        edits.replace(
            spans.replaced,
            with: LengthText.replacement(shown, replacing: amount.span, before: line.alternatives.last?.span.upperBound, in: line)
                ?? Self.replacement(shown, marked: amount.isMarkedApproximate))
        if let removed = spans.removed { edits.replace(removed, with: .nothing) }
        ArticleAgreement.edit(line, before: amount.span.lowerBound, quantity: shown.parts[0].quantity, into: &edits)
        // Read once with the line: "(6 ounces/169 grams)" goes whole, its ")" too.
        // Those that read the same in every view stay ("(1 stick)", "plus 2 tablespoons").
        for group in line.alternativeGroups where !group.staysInViews {
            if let removal = group.removal { edits.replace(removal, with: .nothing) }
        }
        return edits
    }

    /// The bytes of an alternative amount with its separator: "/5oz", " (125 g)", " (about 250 g)".
    static func removalSpan<Bytes: RandomAccessCollection>(of span: Range<Int>, in bytes: Bytes) -> Range<Int>
    where Bytes.Element == UInt8, Bytes.Index == Int {
        var start = span.lowerBound
        var end = span.upperBound
        // Words before the amount inside its parentheses ("about", "approx."): up to the "("; and
        // after a slash ("2 tablespoons/ about 1.5 ounces/ 40 grams").
        var probe = start
        while probe > 0, probe > span.lowerBound - 16, Self.isWordOrSpace(bytes[probe - 1]) { probe -= 1 }
        if probe > 0, bytes[probe - 1] == UInt8(ascii: "(") || bytes[probe - 1] == UInt8(ascii: "/") {
            start = probe
        } else {
            // "1 tsp or 1 tbsp", "2 teaspoons to 1 tablespoon": the word joining it goes with it.
            var word = start
            while word > 0, bytes[word - 1] == UInt8(ascii: " ") { word -= 1 }
            if word < start, word >= 2, Self.isJoiner(bytes[word - 2], bytes[word - 1]),
                word == 2 || bytes[word - 3] == UInt8(ascii: " ")
            {
                start = word - 2
            }
        }
        var opened = false
        while start > 0, [UInt8(ascii: " "), UInt8(ascii: "/"), UInt8(ascii: "(")].contains(bytes[start - 1]) {
            if bytes[start - 1] == UInt8(ascii: "(") { opened = true }
            start -= 1
        }
        if opened {
            while end < bytes.count, bytes[end] == UInt8(ascii: " ") { end += 1 }
            if end < bytes.count, bytes[end] == UInt8(ascii: ")") { end += 1 }
        }
        return start..<end
    }

    /// "or", "to", in any case.
    private static func isJoiner(_ first: UInt8, _ second: UInt8) -> Bool {
        let pair = (first | 0x20, second | 0x20)
        return pair == (UInt8(ascii: "o"), UInt8(ascii: "r")) || pair == (UInt8(ascii: "t"), UInt8(ascii: "o"))
    }

    static func isWordOrSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: ".") || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
    }
}

extension IngredientLine {
    /// The upper end of the line's amount when the author wrote it in another unit after "to"
    /// ("1 tsp to 1 tbsp", read as an amount and its alternative): the first alternative, one part
    /// of the same measure; `nil` otherwise. A view reads the two as one range.
    @inline(never)
    var upperEnd: IngredientAmount? {
        guard let amount, amount.parts.count == 1, let end = alternatives.first, end.isRangeEnd, end.parts.count == 1,
            end.parts[0].unit?.dimension == amount.parts[0].unit?.dimension
        else { return nil }
        return end
    }
}
