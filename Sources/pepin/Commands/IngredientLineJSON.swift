import Pepin
import PepinCookbook

/// A parsed line as one JSON object (the object layer's job: the core has no JSON), written
/// straight into the JSON writer's bytes.
struct IngredientLineJSON {
    let line: IngredientLine
    init(_ line: IngredientLine) { self.line = line }

    var text: String {
        var writer = JSONWriter()
        write(into: &writer)
        return writer.text
    }

    func write(into w: inout JSONWriter) {
        w.raw("{\"line\":")
        w.string(line.original)
        w.raw(line.isParsed ? ",\"parsed\":true" : ",\"parsed\":false")
        // The primary quantity is the first part's ("1" in "1 cup plus 2 tablespoons"); "total" adds the parts.
        w.raw(",\"quantity\":")
        quantity(line.amount.flatMap { $0.isImplied ? nil : $0.parts[0].quantity }, into: &w)
        w.raw(",\"total\":")
        quantity(line.amount.flatMap { $0.isImplied ? nil : try? $0.total() }, into: &w)
        w.raw(",\"quantityText\":")
        w.string(line.quantity.map { QuantityPresenter($0).text })
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
        if let amount = line.amount {
            w.raw(",\"containerSize\":")
            w.string(amount.containerSize)
            w.raw(",\"parts\":")
            w.raw("[")
            for (index, part) in amount.parts.enumerated() {
                if index > 0 { w.raw(",") }
                self.part(part.quantity, part.unit, into: &w)
            }
            w.raw("]")
        }
        w.raw(",\"alternatives\":")
        w.raw("[")
        for (index, alternative) in line.alternatives.enumerated() {
            if index > 0 { w.raw(",") }
            part(try? alternative.total(), alternative.parts[0].unit, into: &w)
        }
        w.raw("]}")
    }

    private func part(_ value: Quantity?, _ unit: Unit?, into w: inout JSONWriter) {
        w.raw("{\"quantity\":")
        quantity(value, into: &w)
        w.raw(",\"unit\":")
        w.string(unit?.singular)
        w.raw("}")
    }

    private func quantity(_ quantity: Quantity?, into w: inout JSONWriter) {
        switch quantity {
        case nil: w.raw("null")
        case .exact(let value)?: w.raw(JSONText.number(value))
        case .range(let range)?:
            w.raw("[")
            w.raw(JSONText.number(range.low))
            w.raw(",")
            w.raw(JSONText.number(range.high))
            w.raw("]")
        }
    }
}

/// A parsed line as readable text, for `--format text`.
struct IngredientLineSummary {
    let line: IngredientLine
    init(_ line: IngredientLine) { self.line = line }

    var text: String {
        guard line.isParsed else { return "\(line.original)\n  (not understood; kept as written)" }
        var rows = [line.original]
        if let quantity = line.quantity { rows.append("  quantity: " + QuantityPresenter(quantity).text) }
        if let unit = line.unit { rows.append("  unit: " + unit.singular) }
        if !line.name.isEmpty { rows.append("  name: " + line.name) }
        if let size = line.size { rows.append("  size: " + size) }
        if let preparation = line.preparation { rows.append("  preparation: " + preparation) }
        if let comment = line.comment { rows.append("  comment: " + comment) }
        return rows.joined(separator: "\n")
    }
}

/// JSON literals.
enum JSONText {
    /// A rational as a JSON number: exact decimals where they end, else 6 significant places.
    static func number(_ value: Rational) -> String {
        if value.isInteger { return String(value.numerator) }
        let double = value.doubleValue
        return String((double * 1_000_000).rounded() / 1_000_000)
    }
}
