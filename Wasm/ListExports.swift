// The shopping list entry point, called by Wasm/pepin-core.js. Conventions as in Exports.swift.
//
// A list page hands over every recipe on the list (its ingredient lines and its scale) and the
// cookbook's aisles and staples, and gets back the merged list through ``ShoppingList``: the
// same merge `pepin list` and `/api/list` answer with.

/// Merges recipes into one shopping list.
///
/// The input is lines. A line starting with U+001E is an instruction: `\u{1E}r 3/2` starts a
/// recipe at that scale (a factor ``ScalePolicy`` refuses skips the recipe), `\u{1E}a AISLE\tFOOD`
/// puts a food in an aisle, `\u{1E}s FOOD` marks a staple. Every other line is an ingredient line
/// of the current recipe. The result has one line per item, in list order:
/// `aisle \t staple (1 or 0) \t key \t text`, the text in `format`. `NULL` when a code is unknown.
@_cdecl("pepin_list")
public func pepinList(_ bytes: UnsafePointer<UInt8>?, _ byteCount: Int, _ view: Int, _ style: Int, _ format: Int)
    -> UnsafeMutableRawPointer?
{
    guard let view = ExportedCode<IngredientView>(view).value,
        let style = ExportedCode<ReductionStyle>(style).value,
        let format = ExportedCode<TextFormat>(format).value
    else { return nil }
    var recipes: [ShoppingRecipe] = []
    var lines: [PreparedLine] = []
    var scale: Rational? = nil
    var aisles: [(aisle: String, foods: [String])] = []
    var staples: [String] = []
    func finish() {
        if let scale { recipes.append(ShoppingRecipe(lines: lines, scale: scale)) }
        lines = []
    }
    for case let line? in ExportedText.lines(bytes, byteCount) {
        let utf8 = Array(line.utf8)
        guard utf8.count >= 3, utf8[0] == 0x1E else {
            if scale != nil { lines.append(PreparedLine(line)) }
            continue
        }
        let rest = String(decoding: utf8[3...], as: UTF8.self)
        switch utf8[1] {
        case UInt8(ascii: "r"):
            finish()
            if case .success(let factor) = ScalePolicy.read(rest) { scale = factor } else { scale = nil }
        case UInt8(ascii: "a"):
            let parts = rest.split(separator: "\t", maxSplits: 1)
            if parts.count == 2 { aisles.append((String(parts[0]), [String(parts[1])])) }
        case UInt8(ascii: "s"): staples.append(rest)
        default: break
        }
    }
    finish()
    let list = ShoppingList(recipes, guide: AisleGuide(aisles: aisles, staples: staples), view: view, style: style, format: format)
    var output = ""
    for item in list.items {
        output += cell(item.aisle) + (item.isStaple ? "\t1\t" : "\t0\t") + cell(item.key.text) + "\t" + cell(item.text) + "\n"
    }
    return ExportedText.result(output)
}

/// `text` on one line without tabs, for one cell of a result line.
private func cell(_ text: String) -> String {
    let single = ExportedText.singleLine(text)
    guard single.utf8.contains(9) else { return single }
    return String(decoding: single.utf8.map { $0 == 9 ? 32 : $0 }, as: UTF8.self)
}
