/// Reads a measure and a container with no count before them ("400g tin chopped tomatoes",
/// "28-ounce can crushed tomatoes", "750 ml bottle rosé wine") as one container of that size, as
/// the author would have written "1 x 400g tin chopped tomatoes". The line's amount stays the
/// measure (400 g is what the recipe uses); a scaled line counts the containers a cook buys.
enum SizedContainerReader {
    /// The line as "1 x " and its text, parsed, when that reads one container of a stated size;
    /// `nil` for any other line. (The food stays the one matched on the author's line.)
    static func counted(_ line: IngredientLine) -> IngredientLine? {
        guard line.isParsed, let amount = line.amount, amount.parts.count == 1, amount.span.lowerBound == 0, !amount.isImplied,
            !amount.isVague, amount.containerSize == nil, case .exact = amount.parts[0].quantity,
            let unit = amount.parts[0].unit, unit.dimension == .mass || unit.dimension == .volume,
            let name = line.nameSpan, case let end = line.alternatives.reduce(amount.span.upperBound, { max($0, $1.span.upperBound) }),
            name.lowerBound > end + 1,  // more than a space between the amounts ("400g/14oz") and the name
            // The word after the measure, passed over by the grammar, a container's: "2 cups
            // chopped onions" and "2 cups of flour" are read once.
            startsWithContainer(line.original, end..<name.lowerBound)
        else { return nil }
        let counted = IngredientLineParser("1 x " + line.original).line
        guard let container = counted.amount, container.parts.count == 1, case .count(let count)? = container.parts[0].unit,
            count.isContainer, container.containerSize != nil
        else { return nil }
        return counted
    }

    /// True when the first word in `span` of `text` is a container's, a whole word ("block", not
    /// "block-style"), and not a stick's ("1 pound stick butter" is butter sold in sticks, not a
    /// stick of a pound).
    /// With `orPiece`, any counted piece's word too ("piece", "chunk", "knob").
    static func startsWithContainer(_ text: String, _ span: Range<Int>, orPiece: Bool = false) -> Bool {
        text.withUTF8Bytes { bytes in
            let upper = min(span.upperBound, bytes.count)  // to the text's end: `Int.max`
            var start = span.lowerBound
            while start < upper, bytes[start] == 0x20 || bytes[start] == 0x2D { start += 1 }
            var end = start
            while end < upper, bytes[end] | 0x20 >= 0x61, bytes[end] | 0x20 <= 0x7A { end += 1 }
            guard end > start, end == bytes.count || bytes[end] == 0x20, let key = WordKey(bytes, start, end), case .count(let unit)? = Lexicon.words.token(key).unit else { return false }
            return orPiece || unit.isContainer && unit != .stick
        }
    }
}
