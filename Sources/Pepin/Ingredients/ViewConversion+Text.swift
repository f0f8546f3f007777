extension ViewConversion {
    /// The original line with `amount` replaced by `amountText` and the author's other amounts
    /// ("/5oz", " (125 g)") removed, since they no longer add anything.
    func replacing(_ amount: IngredientAmount, with amountText: String) -> String {
        // An amount the author marked "≈" stays marked, whatever its new units.
        let text = amount.isMarkedApproximate && !amountText.hasPrefix("≈") ? "≈ " + amountText : amountText
        var edits = SpanEdits()
        edits.replace(amount.span, with: text)
        let bytes = Array(line.original.utf8)
        for alternative in line.alternatives {
            edits.replace(removalSpan(of: alternative.span, in: bytes), with: "")
        }
        return edits.applied(to: line, format: format)
    }

    /// `written` with ` (weight)` after the name: "3 large eggs (150 g), beaten".
    func inserting(_ weightText: String, into written: String) -> String {
        let length = line.original.utf8.count
        let nameEnd = line.nameSpan?.upperBound ?? length
        let suffix = escaped(line.slice(nameEnd..<length))
        guard written.hasSuffix(suffix) else { return written + " (" + weightText + ")" }
        let writtenBytes = Array(written.utf8)
        let cut = writtenBytes.count - suffix.utf8.count
        return String(decoding: writtenBytes[..<cut], as: UTF8.self) + " (" + weightText + ")" + suffix
    }

    /// The bytes of an alternative amount with its separator: "/5oz", " (125 g)", " (about 250 g)".
    private func removalSpan(of span: Range<Int>, in bytes: [UInt8]) -> Range<Int> {
        var start = span.lowerBound
        var end = span.upperBound
        // Words before the amount inside its parentheses ("about", "approx."): up to the "(".
        var probe = start
        while probe > 0, probe > span.lowerBound - 16, Self.isWordOrSpace(bytes[probe - 1]) { probe -= 1 }
        if probe > 0, bytes[probe - 1] == UInt8(ascii: "(") { start = probe }
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

    static func isWordOrSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: ".") || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
    }

    private func escaped(_ text: String) -> String {
        format == .html ? HTMLEscaper.escape(text) : text
    }
}
