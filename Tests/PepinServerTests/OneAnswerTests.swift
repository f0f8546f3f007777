import Foundation
import Hummingbird
import HummingbirdTesting
import Pepin
import PepinCookbook
import PepinServer
import Testing

/// One answer: for every line, factor and view, the page `pepin serve` renders, the API (its text
/// and its structured amount) and the page's JSON-LD read what ``PreparedLine/presented(_:)`` says,
/// the path `pepin scale` and the WebAssembly core take too (the core's parity check in
/// Wasm/smoke.mjs holds the browser to the same).
@Suite struct OneAnswerTests {
    static let lines = [
        "1 teaspoon kosher salt", "2 tablespoons sugar", "1/2 cup unsalted butter, melted", "3 large eggs",
        "2 1/4 cups all-purpose flour", "1 cup whole milk", "8 cups chicken broth", "500 g strong white flour",
        "300 ml warm water", "1 (14.5 ounce) can diced tomatoes", "2-3 cloves garlic, minced", "1½ cups rice",
        "¾ cup packed brown sugar", "1 pinch nutmeg", "salt and pepper to taste", "1 cup frobnitz",
        "1 lb ground beef", "4 ounces cream cheese, softened", "1 1/2 teaspoons baking powder",
        "2 cups semisweet chocolate chips", "1 cup chopped walnuts", "0.25 cups olive oil",
        "1 cup plus 2 tablespoons flour", "1 quart heavy cream", "1.5 kg potatoes", "100 g dark chocolate (70%)",
        "1 tablespoon vanilla extract", "2 sticks butter", "3 tbsp. honey & lemon", "1/3 cup <b>maple</b> syrup",
        "About 2 cups cooked rice", "1 large onion, chopped", "2 to 3 tablespoons lime juice", "6 cups water",
    ]
    static let factors = ["1/3", "1", "3/2", "3"]

    static var recipe: String {
        let quoted = lines.map { "  - \"" + $0.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\"" }
        return "---\ntitle: Everything\nserves: 4\ningredients:\n" + quoted.joined(separator: "\n") + "\ninstructions:\n  - Mix.\n---\n"
    }

    static func expected(_ factor: String, _ view: IngredientView, _ format: TextFormat) throws -> [PresentedLine] {
        let scale = try ScaleFactor.parse(factor)
        return lines.map { PreparedLine($0).presented(scale: scale, view: view, format: format) }
    }

    /// The inner HTML of each `<li itemprop="recipeIngredient" …>`, in order.
    static func listItems(_ page: String) -> [String] {
        page.components(separatedBy: "<li itemprop=\"recipeIngredient\"").dropFirst().map { item in
            let start = item.range(of: ">")!.upperBound
            return String(item[start..<item.range(of: "</li>")!.lowerBound])
        }
    }

    /// The JSON-LD object of a page.
    static func jsonLD(_ page: String) throws -> [String: Any] {
        let start = page.range(of: "<script type=\"application/ld+json\">")!.upperBound
        let end = page.range(of: "</script>", range: start..<page.endIndex)!.lowerBound
        return try JSONSerialization.jsonObject(with: Data(page[start..<end].utf8)) as! [String: Any]
    }

    @Test("the served page, the API and the JSON-LD read as the core presents, in every view and at every factor")
    func oneAnswer() async throws {
        let cookbook = try TemporaryCookbook(["everything.md": Self.recipe])
        defer { cookbook.remove() }
        let store = CookbookStore(folder: cookbook.folder, displayPrefix: "cookbook", title: "Test Kitchen")
        let server = CookbookServer(store: store, assets: SiteAssets(coreScript: nil, wasm: nil), port: 0)
        try await server.makeApplication().test(.router) { client in
            for factor in Self.factors {
                for view in IngredientView.allCases {
                    let query = "?scale=\(factor)&view=\(view.name)"
                    let html = try Self.expected(factor, view, .html)
                    let text = try Self.expected(factor, view, .text)
                    let pageNutrition = try await client.execute(uri: "/recipes/everything" + query, method: .get) { response in
                        try Self.jsonLD(String(buffer: response.body))["nutrition"] as? NSDictionary
                    }
                    #expect(pageNutrition?["calories"] != nil, "JSON-LD nutrition \(query)")
                    try await client.execute(uri: "/recipes/everything" + query, method: .get) { response in
                        let page = String(buffer: response.body)
                        #expect(Self.listItems(page) == html.map(\.text), "page \(query)")
                        let ld = try Self.jsonLD(page)
                        #expect(ld["recipeIngredient"] as? [String] == text.map(\.text), "JSON-LD \(query)")
                        // It serves 4 at 1x: the JSON-LD's servings follow the scale with the lines.
                        let serves = YieldPresenter(YieldParser("4").yield!, scale: try ScaleFactor.parse(factor), format: .text).text
                        #expect(ld["recipeYield"] as? [String] == [serves + " servings"], "JSON-LD yield \(query)")
                    }
                    try await client.execute(uri: "/api/recipes/everything" + query, method: .get) { response in
                        let json = try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as! [String: Any]
                        // The same facts per serving as the page publishes, whatever the scale.
                        #expect(json["nutrition"] as? NSDictionary == pageNutrition, "API nutrition \(query)")
                        let sections = json["ingredientSections"] as! [[String: Any]]
                        let items = sections.flatMap { $0["ingredients"] as! [[String: Any]] }
                        #expect(items.map { $0["text"] as? String } == text.map(\.text), "API text \(query)")
                        for (item, line) in zip(items, text) {
                            let parts = ((item["amount"] as? [String: Any])?["parts"] as? [[String: Any]]) ?? []
                            let written = parts.map { "\($0["quantityText"] as? String ?? "") \($0["unit"] as? String ?? "")" }
                            let core = (line.amount?.parts ?? []).map {
                                "\(QuantityPresenter($0.quantity).text) \($0.unit?.singular ?? "")"
                            }
                            #expect(written == core, "API amount \(query): \(line.text)")
                            #expect((item["keptAsWritten"] as? String) == line.issue?.reason, "API issue \(query): \(line.text)")
                        }
                    }
                }
            }
        }
    }
}
