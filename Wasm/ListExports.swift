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
/// `aisle \t staple (1 or 0) \t key \t text`, the text in `format` (a key or aisle holding a tab
/// is the page's own doing; the binding reads the text as everything after the third tab). `NULL`
/// when a code is unknown.
@_cdecl("pepin_list")
public func pepinList(_ bytes: UnsafePointer<UInt8>?, _ byteCount: Int, _ view: Int, _ style: Int, _ format: Int)
    -> UnsafeMutableRawPointer?
{
    guard let view = ExportedCode<IngredientView>(view).value,
        let style = ExportedCode<ReductionStyle>(style).value,
        let format = ExportedCode<TextFormat>(format).value
    else { return nil }
    var recipes: [ListedRecipe] = []
    var aisles: [(aisle: String, foods: [String])] = []
    var staples: [String] = []
    for case let line? in ExportedText.lines(bytes, byteCount) {
        let utf8 = Array(line.utf8)
        guard utf8.count >= 3, utf8[0] == 0x1E else {
            if !recipes.isEmpty { recipes[recipes.count - 1].append(PreparedLine(line)) }
            continue
        }
        let rest = String(decoding: utf8[3...], as: UTF8.self)
        if utf8[1] == UInt8(ascii: "r") {
            // A scale the policy refuses: the recipe's lines go to one that is never merged.
            let factor: Rational? = if case .success(let factor) = ScalePolicy.read(rest) { factor } else { nil }
            recipes.append(ListedRecipe(scale: factor))
        } else if utf8[1] == UInt8(ascii: "s") {
            staples.append(rest)
        } else if utf8[1] == UInt8(ascii: "a"), let tab = utf8.firstIndex(of: 9) {
            aisles.append((String(decoding: utf8[3..<tab], as: UTF8.self), [String(decoding: utf8[(tab + 1)...], as: UTF8.self)]))
        }
    }
    let list = ShoppingList(
        recipes.compactMap { $0.shopping }, guide: AisleGuide(aisles: aisles, staples: staples), view: view, style: style, format: format)
    var output = ""
    for item in list.items {
        output += item.aisle + (item.isStaple ? "\t1\t" : "\t0\t") + item.key.text + "\t" + ExportedText.singleLine(item.text) + "\n"
    }
    return ExportedText.result(output)
}

/// A recipe of the input: its scale (`nil` when refused) and its lines.
private struct ListedRecipe {
    let scale: Rational?
    var lines: [PreparedLine] = []

    mutating func append(_ line: PreparedLine) { lines.append(line) }

    var shopping: ShoppingRecipe? { scale.map { ShoppingRecipe(lines: lines, scale: $0) } }
}
