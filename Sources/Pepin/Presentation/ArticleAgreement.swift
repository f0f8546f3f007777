/// The article before an amount agrees with the number written in its place.
enum ArticleAgreement {
    /// "A 4-inch piece" doubled is "An 8-inch piece", and "an 8-ounce can" halved "a 4-ounce can":
    /// the article before the number follows how the new number is said.
    static func edit(_ line: IngredientLine, before start: Int, quantity: Quantity, into edits: inout SpanEdits) {
        // Most amounts have no article before them: ask one byte before copying any text.
        guard start >= 2, let last = line.original.withUTF8Bytes({ start <= $0.count ? $0[start - 2] | 0x20 : nil }),
            last == 0x61 || last == 0x6E  // "a" or the "n" of "an"
        else { return }
        let head = ASCIICase.lowercased(line.slice(max(0, start - 4)..<start))
        let written: Bool  // "an"
        if head.isSameText("an ") || head.hasUTF8Suffix(" an ") {
            written = true
        } else if head.isSameText("a ") || head.hasUTF8Suffix(" a ") {
            written = false
        } else {
            return
        }
        var whole: Int64
        switch quantity {
        case .exact(let value): whole = value.wholePart
        case .range(let range): whole = range.low.wholePart
        }
        let exact = whole == 11 || whole == 18
        while whole >= 10 { whole /= 10 }
        let an = exact || whole == 8
        guard an != written else { return }
        let first = start - (written ? 3 : 2)
        let capital = line.slice(first..<first + 1).isSameText("A")
        edits.replace(first..<start - 1, with: .word(an ? (capital ? "An" : "an") : (capital ? "A" : "a")))
    }
}
