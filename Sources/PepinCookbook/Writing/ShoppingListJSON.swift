public import Pepin

/// The one JSON shape of a shopping list, for `pepin list --format json` and `GET /api/list`:
/// the aisles in walking order with their items, then the staples.
///
/// ```json
/// {"aisles":[{"aisle":"baking","items":[{"key":"food:20081","name":"all-purpose flour",
///  "text":"≈ 750 g all-purpose flour (4 cups + 250 g)","total":{"parts":[...],"approximate":true},
///  "amounts":[{"parts":[...],"approximate":false},...],"notes":[],"tooLarge":false}]}],"staples":[]}
/// ```
public enum ShoppingListJSON {
    /// The whole list as one JSON object.
    public static func write(_ list: ShoppingList, into w: inout JSONWriter) {
        w.raw("{\"aisles\":[")
        for (index, group) in list.aisles.enumerated() {
            w.raw(index > 0 ? ",{\"aisle\":" : "{\"aisle\":")
            w.string(group.aisle)
            w.raw(",\"items\":")
            write(group.items, into: &w)
            w.raw("}")
        }
        w.raw("],\"staples\":")
        write(list.staples, into: &w)
        w.raw("}")
    }

    /// The list as JSON text.
    public static func text(_ list: ShoppingList) -> String {
        var w = JSONWriter(capacity: 256 * (list.items.count + 1))
        write(list, into: &w)
        return w.text
    }

    private static func write(_ items: [ShoppingItem], into w: inout JSONWriter) {
        w.raw("[")
        for (index, item) in items.enumerated() {
            w.raw(index > 0 ? ",{\"key\":" : "{\"key\":")
            w.string(item.key.text)
            w.raw(",\"name\":")
            w.string(item.name)
            w.raw(",\"aisle\":")
            w.string(item.aisle)
            w.raw(",\"text\":")
            w.string(item.text)
            w.raw(",\"total\":")
            if let total = item.total { amount(total, into: &w) } else { w.raw("null") }
            w.raw(",\"amounts\":[")
            for (index, each) in item.amounts.enumerated() {
                if index > 0 { w.raw(",") }
                amount(each, into: &w)
            }
            w.raw("],\"notes\":[")
            for (index, note) in item.notes.enumerated() {
                if index > 0 { w.raw(",") }
                w.string(note)
            }
            w.raw(item.isTooLarge ? "],\"tooLarge\":true}" : "],\"tooLarge\":false}")
        }
        w.raw("]")
    }

    /// `{"parts":[{"quantity":2,"quantityText":"2","unit":"cup"}],"approximate":false}`.
    private static func amount(_ amount: ReducedAmount, into w: inout JSONWriter) {
        w.raw("{\"parts\":[")
        for (index, part) in amount.parts.enumerated() {
            if index > 0 { w.raw(",") }
            IngredientLineJSON.writePart(part.quantity, part.unit, into: &w)
        }
        w.raw(amount.isApproximate ? "],\"approximate\":true}" : "],\"approximate\":false}")
    }
}

/// A shopping list as text for a terminal or as Markdown: a heading per aisle, one line per food,
/// the staples last under "You probably have".
public struct ShoppingListTextRenderer: Sendable {
    public let list: ShoppingList
    public let markdown: Bool
    public let title: String?

    public init(_ list: ShoppingList, markdown: Bool, title: String? = nil) {
        self.list = list
        self.markdown = markdown
        self.title = title
    }

    public var text: String {
        var out = ""
        if let title { out += markdown ? "# \(Self.markdownEscaped(title))\n\n" : "\(title)\n\n" }
        var groups = list.aisles.map { (ShoppingListTextRenderer.heading($0.aisle), $0.items) }
        if !list.staples.isEmpty { groups.append(("You probably have", list.staples)) }
        for (index, (heading, items)) in groups.enumerated() {
            if index > 0 { out += "\n" }
            out += markdown ? "## \(Self.markdownEscaped(heading))\n\n" : "\(heading)\n"
            for item in items { out += markdown ? "- [ ] " + Self.markdownEscaped(item.text) + "\n" : "  " + item.text + "\n" }
        }
        return out
    }

    /// Text with Markdown's and HTML's special characters escaped, so a recipe's words stay words.
    static func markdownEscaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case "\\", "*", "_", "[", "]", "`", "#", "|": out += "\\" + String(character)
            default: out.append(character)
            }
        }
        return out
    }

    /// "dairy and eggs" reads "Dairy and eggs".
    static func heading(_ aisle: String) -> String { aisle.prefix(1).uppercased() + aisle.dropFirst() }
}
