public import Pepin

/// The one JSON shape of an ingredient line, written straight into a ``JSONWriter``'s bytes by
/// `pepin parse` and by the API alike. Every quantity is written twice: `"quantity"` a JSON number
/// (or `[low, high]` for a range; 6 decimal places where a fraction does not end) for programs,
/// and `"quantityText"` the exact amount ("1/3", "1-2") for anyone who needs it exact.
///
/// ```json
/// {"original":"1/3 cup sugar","parsed":true,"quantity":0.333333,"quantityText":"1/3","unit":"cup",
///  "name":"sugar","size":null,"preparation":null,"comment":null,"total":0.333333,
///  "containerSize":null,"parts":[{"quantity":0.333333,"quantityText":"1/3","unit":"cup"}],"alternatives":[]}
/// ```
public enum IngredientLineJSON {
    /// The whole object for one line.
    public static func write(_ line: IngredientLine, into w: inout JSONWriter) {
        w.raw("{\"original\":")
        w.string(line.original)
        writeFields(of: line, into: &w)
        w.raw("}")
    }

    /// The parsed fields, each after a comma, for an object whose first member is written.
    public static func writeFields(of line: IngredientLine, into w: inout JSONWriter) {
        w.raw(line.isParsed ? ",\"parsed\":true" : ",\"parsed\":false")
        // The primary quantity is the first part's ("1" in "1 cup plus 2 tablespoons"); "total" adds the parts.
        let amount = line.amount.flatMap { $0.isImplied ? nil : $0 }
        w.raw(",")
        writeQuantity(amount?.parts[0].quantity, into: &w)
        w.raw(",\"unit\":")
        w.string(line.unit?.singular)
        w.raw(",\"name\":")
        w.string(line.name.isEmpty ? nil : line.name)
        w.raw(",\"size\":")
        w.string(line.size)
        w.raw(",\"preparation\":")
        w.string(line.preparation)
        w.raw(",\"comment\":")
        w.string(line.comment)
        w.raw(",\"total\":")
        number(amount.flatMap { try? $0.total() }, into: &w)
        w.raw(",\"containerSize\":")
        w.string(line.amount?.containerSize)
        w.raw(",\"parts\":[")
        for (index, part) in (line.amount?.parts ?? []).enumerated() {
            if index > 0 { w.raw(",") }
            writePart(part.quantity, part.unit, into: &w)
        }
        w.raw("],\"alternatives\":[")
        for (index, alternative) in line.alternatives.enumerated() {
            if index > 0 { w.raw(",") }
            writePart(try? alternative.total(), alternative.parts[0].unit, into: &w)
        }
        w.raw("]")
    }

    /// `,"amount":{"parts":[...],"approximate":false}`: an amount as presented, in the same shape.
    public static func writeAmount(_ amount: ReducedAmount, into w: inout JSONWriter) {
        w.raw(",\"amount\":{\"parts\":[")
        for (index, part) in amount.parts.enumerated() {
            if index > 0 { w.raw(",") }
            writePart(part.quantity, part.unit, into: &w)
        }
        w.raw(amount.isApproximate ? "],\"approximate\":true}" : "],\"approximate\":false}")
    }

    /// `{"quantity":2,"quantityText":"2","unit":"cup"}`.
    static func writePart(_ quantity: Quantity?, _ unit: Unit?, into w: inout JSONWriter) {
        w.raw("{")
        writeQuantity(quantity, into: &w)
        w.raw(",\"unit\":")
        w.string(unit?.singular)
        w.raw("}")
    }

    /// `"quantity":0.5,"quantityText":"1/2"`, both `null` without a quantity.
    static func writeQuantity(_ quantity: Quantity?, into w: inout JSONWriter) {
        w.raw("\"quantity\":")
        number(quantity, into: &w)
        w.raw(",\"quantityText\":")
        w.string(quantity.map { QuantityPresenter($0).text })
    }

    private static func number(_ quantity: Quantity?, into w: inout JSONWriter) {
        switch quantity {
        case nil: w.raw("null")
        case .exact(let value)?: w.raw(number(value))
        case .range(let range)?:
            w.raw("[")
            w.raw(number(range.low))
            w.raw(",")
            w.raw(number(range.high))
            w.raw("]")
        }
    }

    /// A rational as a JSON number: exact where it is an integer, else 6 decimal places.
    static func number(_ value: Rational) -> String {
        if value.isInteger { return String(value.numerator) }
        let double = value.doubleValue
        return String((double * 1_000_000).rounded() / 1_000_000)
    }
}
