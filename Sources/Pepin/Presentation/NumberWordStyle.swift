/// A count the author wrote as a word stays a word when scaled to a whole number up to twelve,
/// in the author's capitals: "Two 14.5 oz (411g) cans" doubled reads "Four 14.5 oz (411g) cans",
/// not "4 14.5 oz (411g) cans", which reads as one number.
enum NumberWordStyle {
    /// The twelve words, in order (``Lexicon/numberWords`` goes on with "dozen", "half" and more,
    /// which keep their own readings).
    private static let words: StaticString = "one two three four five six seven eight nine ten eleven twelve"

    /// The word for `quantity` written as `author` wrote its number, or `nil` when the author wrote
    /// figures or the quantity is not a whole number from one to twelve; the author's "a" or "an"
    /// for one.
    static func word(for quantity: Quantity, author: String) -> String? {
        guard case .exact(let value) = quantity, value.isInteger, value.numerator >= 1, value.numerator <= 12 else { return nil }
        let written = Array(author.utf8)
        // "a pinch of salt" in a view, its one unchanged: the author's article stays ("1 pinch").
        if value.numerator == 1, written.count <= 2, written.count > 0, written[0] | 0x20 == 0x61 { return author }
        guard written.count >= 3, written.count <= 6 else { return nil }
        let list = words.utf8Start
        let count = words.utf8CodeUnitCount
        var isNumberWord = false
        var target = 0..<0
        var start = 0
        var index = 1
        // One pass over the list: is the author's word one of them, and where is the new one.
        for end in 0...count where end == count || list[end] == 0x20 {
            if end - start == written.count {
                var same = true
                for k in 0..<written.count where written[k] | 0x20 != list[start + k] { same = false }
                if same { isNumberWord = true }
            }
            if Int64(index) == value.numerator { target = start..<end }
            index += 1
            start = end + 1
        }
        guard isNumberWord else { return nil }
        // The author's capitals: "Two" gives "Four", "TWO" gives "FOUR".
        let capital = written[0] < 0x61
        let allCapitals = capital && written[1] < 0x61
        var bytes: [UInt8] = []
        for k in target {
            bytes.append((k == target.lowerBound && capital) || allCapitals ? list[k] & 0xDF : list[k])
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
