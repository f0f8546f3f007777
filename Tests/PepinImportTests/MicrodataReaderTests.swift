import PepinCookbook
import Testing
@testable import PepinImport

@Suite struct MicrodataReaderTests {
    @Test("an item with text, attribute and nested properties reads as a JSON-LD shaped object")
    func item() {
        let html = """
            <div itemscope itemtype="http://schema.org/Recipe"> <link itemprop="image" href="https://x.test/a.jpg"/>
            <div itemprop="name" class="n">Basil &amp; Mint Pasta</div>
            <time itemprop="prepTime" datetime="PT10M">10 mins</time>
            <ul><li itemprop="ingredients">1 cup <a href="#">basil</a><li itemprop="ingredients">2 tbsp oil</ul>
            <div itemprop="author" itemscope itemtype="https://schema.org/Person"><span itemprop="name">Heather</span></div>
            </div>
            """
        let items = MicrodataReader(Array(html.utf8)).items
        let expected: JSONValue = .object(JSONObject([
            .init(name: "@type", value: .array([.string("Recipe")])),
            .init(name: "image", value: .string("https://x.test/a.jpg")),
            .init(name: "name", value: .string("Basil &amp; Mint Pasta")),
            .init(name: "prepTime", value: .string("PT10M")),
            .init(name: "ingredients", value: .array([.string("1 cup basil"), .string("2 tbsp oil")])),
            .init(name: "author", value: .object(JSONObject([
                .init(name: "@type", value: .array([.string("Person")])),
                .init(name: "name", value: .string("Heather")),
            ]))),
        ]))
        #expect(items == [expected])
    }

    @Test("items nested deeper than the limit are read as plain elements")
    func deepItems() {
        let html = String(repeating: "<div itemscope itemprop=\"x\" itemtype=\"https://schema.org/Thing\">", count: 5_000)
        let items = MicrodataReader(Array(html.utf8)).items
        var depth = 0
        var value = items.first
        while case .object(let object)? = value {
            depth += 1
            value = object["x"]
        }
        #expect(items.count == 1)
        #expect(depth == MicrodataState.maximumItemDepth)
        // Nested text properties are bounded the same way (each would copy all text inside it).
        let nested = "<div itemscope itemtype=\"https://schema.org/Thing\">"
            + String(repeating: "<div><span itemprop=\"x\">", count: 5_000)
        guard case .object(let thing)? = MicrodataReader(Array(nested.utf8)).items.first else {
            Issue.record("no item")
            return
        }
        #expect(thing["x"]?.elements.count == MicrodataState.maximumItemDepth)
    }

    @Test("a table row's cells are separate words: the amount in one cell, the name in the next")
    func tableCells() throws {
        let html = """
            <div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Risotto</h1><table>
            <tr itemprop="recipeIngredient"><td><span>1</span></td><th>garlic clove, pressed</th></tr>
            <tr itemprop="recipeIngredient"><td>150 g</td><th>rice</th></tr></table></div>
            """
        let recipe = try RecipePageImporter(html: html, pageName: "risotto.html").recipe()
        #expect(recipe.allIngredientLines == ["1 garlic clove, pressed", "150 g rice"])
    }
}
