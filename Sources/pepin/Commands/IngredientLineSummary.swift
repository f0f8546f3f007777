import Pepin

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
