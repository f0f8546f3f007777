/// The author's words around an amount that ``IngredientLinePresenter`` keeps or changes: a unit
/// that describes the noun after it, an imperial pint, a decimal comma.
extension IngredientLinePresenter {
    /// True when the unit describes the noun after it: a measure before its container ("8 ounce
    /// jar honey mustard"), or a counted unit ("4 fillet steaks", "2 cube steaks",
    /// "4 stem ginger balls"): a shape or a cut (never a container or a pinch), which the author
    /// left singular after a plural count, before a name with a plural in it. It stays singular
    /// ("8 fillet steaks" doubled, not "8 fillets steaks"); "2 clove garlic" is still "4 cloves garlic".
    @inline(never)
    func describesNoun(_ part: AmountPart, author: String, span: Range<Int>) -> Bool {
        // A measure before its container: "8 ounce jar honey mustard" (an 8-ounce jar), the unit
        // written singular (not in "s": "ounce", "g").
        if part.unit?.dimension != .count {
            guard let last = author.lastUTF8Byte, last | 0x20 != 0x73 else { return false }
            // "2 inch knob ginger": a length the author wrote singular after a plural number describes
            // the piece; so does one before a piece ("1 inch chunk ginger" doubled is "2 inch chunk"),
            // but not "1 inch fresh ginger", 2 inches of it.
            if part.unit?.dimension == .length {
                return part.quantity.takesPlural || SizedContainerReader.startsWithContainer(line.original, span.upperBound..<Int.max, orPiece: true)
            }
            return SizedContainerReader.startsWithContainer(line.original, span.upperBound..<Int.max)
        }
        guard case .count(let counted)? = part.unit else { return false }
        switch counted {  // the shapes and cuts English puts before a noun: "strip steaks", "bar cookies"
        case .fillet, .cube, .square, .ball, .stem, .rib, .strip, .bar, .block, .stick, .sheet, .link, .round, .wedge, .chunk: break
        default: return false
        }
        guard part.quantity.takesPlural, Inflector.singular(author).isSameText(author) else { return false }
        // A word of the name in "s" but not "ss", "us" or "is" ("steaks", "pieces", "Buns"; not
        // "swiss", "asparagus").
        return line.foodName.withUTF8Bytes { bytes in
            for end in bytes.indices where bytes[end] | 0x20 == 0x73 && end > 0 && (end + 1 == bytes.count || bytes[end + 1] == 0x20) {
                let before = bytes[end - 1] | 0x20
                if before != 0x73, before != 0x75, before != 0x69, before >= 0x61, before <= 0x7A { return true }
            }
            return false
        }
    }

    /// True for a pint, quart or gallon written after a metric volume: a British recipe's.
    static func isImperial(_ unit: Unit, after primary: IngredientAmount?) -> Bool {
        guard case .volume(let volume) = unit, volume == .pint || volume == .quart || volume == .gallon,
            case .volume(let first)? = primary?.parts[0].unit else { return false }
        return first.system == .metric
    }

    /// True when the author wrote a decimal comma: one or two digits after a comma ("0,5", "1,25";
    /// "1,500" parts thousands).
    static func hasDecimalComma(_ text: String) -> Bool {
        var digitsAfterComma = -1
        for byte in text.utf8 {
            if byte == 0x2C {
                digitsAfterComma = 0
            } else if digitsAfterComma >= 0, byte >= 0x30, byte <= 0x39 {
                digitsAfterComma += 1
            } else if digitsAfterComma >= 0 {
                break
            }
        }
        return digitsAfterComma == 1 || digitsAfterComma == 2
    }
}
