/// Reads a scale factor as a cook types it: "3", "1.5", "3/2", "1 1/2", "½", "x3", "3x", "×2".
public enum ScaleFactor {
    /// The factor in `text`.
    /// - Throws: ``QuantityError/notANumber`` when the text is not a number,
    ///   ``QuantityError/notPositive`` for zero or a negative factor.
    /// With `rangeReadsLow`, a range ("4-6") reads as its low end: a wanted yield typed as the
    /// recipe writes its own.
    public static func parse(_ text: String, rangeReadsLow: Bool = false) throws(QuantityError) -> Rational {
        let bytes = Array(text.utf8)
        // Strip white space and a leading or trailing "x" / "×" (by indices: no array edits).
        var end = bytes.count
        while end > 0, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x78 || bytes[end - 1] == 0x58 { end -= 1 }
        var start = 0
        while start < end, bytes[start] == 0x20 || bytes[start] == 0x78 || bytes[start] == 0x58 { start += 1 }
        if start + 1 < end, bytes[start] == 0xC3, bytes[start + 1] == 0x97 { start += 2 }
        if end >= 2, bytes[end - 2] == 0xC3, bytes[end - 1] == 0x97 { end -= 2 }
        guard start < end else { throw .notANumber }
        if bytes[start] == 0x2D { throw .notPositive }  // "-2"
        let trimmed = Array(bytes[start..<end])
        let whole = LineTokenizer.withViews(trimmed) { bytes, tokens in
            QuantityReader(bytes: bytes, tokens: tokens).read(at: 0).flatMap { $0.next == tokens.count ? $0 : nil }
        }
        guard let reading = whole else { throw .notANumber }
        let value: Rational
        switch reading.quantity {
        case .exact(let exact): value = exact
        case .range(let range) where rangeReadsLow: value = range.low
        case .range: throw .notANumber
        }
        if value.isZero || value.isNegative { throw .notPositive }
        return value
    }

    /// The factor that turns a recipe for `from` servings (or items) into one for `to`.
    /// For a range ("serves 4-6") the low end is used, so the scaled recipe makes at least enough.
    public static func toYield(from yield: RecipeYield, target: Rational) throws(QuantityError) -> Rational {
        let base = yield.quantity.low
        if base.isZero || target.isZero || target.isNegative { throw .notPositive }
        return try target.divided(by: base)
    }
}
