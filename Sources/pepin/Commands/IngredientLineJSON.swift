import Pepin
import PepinCookbook

/// A parsed line as one JSON object (the object layer's job: the core has no JSON).
struct IngredientLineJSON {
    let line: IngredientLine
    init(_ line: IngredientLine) { self.line = line }

    var text: String {
        var fields: [(String, String)] = [("line", JSONText.string(line.original)), ("parsed", line.isParsed ? "true" : "false")]
        // The primary quantity is the first part's ("1" in "1 cup plus 2 tablespoons"); "total" adds the parts.
        fields.append(("quantity", quantityJSON(line.amount.flatMap { $0.isImplied ? nil : $0.parts[0].quantity })))
        fields.append(("total", quantityJSON(line.amount.flatMap { $0.isImplied ? nil : try? $0.total() })))
        fields.append(("quantityText", line.quantity.map { JSONText.string(QuantityPresenter($0).text) } ?? "null"))
        fields.append(("unit", line.unit.map { JSONText.string($0.singular) } ?? "null"))
        fields.append(("name", line.name.isEmpty ? "null" : JSONText.string(line.name)))
        fields.append(("size", line.size.map(JSONText.string) ?? "null"))
        fields.append(("preparation", line.preparation.map(JSONText.string) ?? "null"))
        fields.append(("comment", line.comment.map(JSONText.string) ?? "null"))
        if let amount = line.amount {
            fields.append(("containerSize", amount.containerSize.map(JSONText.string) ?? "null"))
            let parts = amount.parts.map { part in
                "{\"quantity\":\(quantityJSON(part.quantity)),\"unit\":\(part.unit.map { JSONText.string($0.singular) } ?? "null")}"
            }
            fields.append(("parts", "[" + parts.joined(separator: ",") + "]"))
        }
        let alternatives = line.alternatives.map { alternative in
            "{\"quantity\":\(quantityJSON(try? alternative.total())),\"unit\":\(alternative.parts[0].unit.map { JSONText.string($0.singular) } ?? "null")}"
        }
        fields.append(("alternatives", "[" + alternatives.joined(separator: ",") + "]"))
        return "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
    }

    private func quantityJSON(_ quantity: Quantity?) -> String {
        switch quantity {
        case nil: "null"
        case .exact(let value)?: JSONText.number(value)
        case .range(let range)?: "[\(JSONText.number(range.low)),\(JSONText.number(range.high))]"
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
    /// A JSON string literal, escaped as the cookbook's JSON writer does.
    static func string(_ text: String) -> String { JSONValue.string(text).text }

    /// A rational as a JSON number: exact decimals where they end, else 6 significant places.
    static func number(_ value: Rational) -> String {
        if value.isInteger { return String(value.numerator) }
        let double = value.doubleValue
        return String((double * 1_000_000).rounded() / 1_000_000)
    }
}
