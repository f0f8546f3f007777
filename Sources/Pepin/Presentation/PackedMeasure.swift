/// "1 packed cup", "2 firmly packed tablespoons": how full the author fills a measure, written
/// between its number and its unit. The words stay when the amount is written in another
/// measure: doubled, "2 firmly packed tablespoons" reads "1/4 cup firmly packed"; in the metric
/// view "1 packed cup" reads "≈ 240 ml packed". (A weight needs no packing: the weight view drops them.)
enum PackedMeasure {
    /// Where the packing words end (a space and the unit follow), or `nil` when the amount has none.
    @inline(never)
    static func wordsEnd(of amount: IngredientAmount, in line: IngredientLine) -> Int? {
        guard amount.parts.count == 1, amount.containerSize == nil, let unit = amount.parts[0].unitSpan else { return nil }
        let start = amount.parts[0].quantitySpan.upperBound
        guard unit.lowerBound > start + 6 else { return nil }
        // (Rare: a slice of the line rather than its bytes, whose access costs the browser's module more.)
        return line.slice(start..<unit.lowerBound).hasUTF8Suffix("packed ") ? unit.lowerBound - 1 : nil
    }

    /// The bytes a new amount replaces, and those removed after the packing words, when
    /// `keeping` them and `amount` has some: "1 " and " cup" of "1 packed cup"; else its span.
    static func spans(_ amount: IngredientAmount, in line: IngredientLine, keeping: Bool) -> (replaced: Range<Int>, removed: Range<Int>?) {
        guard keeping, let end = wordsEnd(of: amount, in: line) else { return (amount.span, nil) }
        return (amount.span.lowerBound..<amount.parts[0].quantitySpan.upperBound, end..<amount.span.upperBound)
    }
}
