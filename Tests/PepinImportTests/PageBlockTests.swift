import Testing
import Pepin
@testable import PepinImport

/// A list that schema.org gives as one text is split where the page itself breaks it; lists in
/// elements whose class names them (`recipe_ingredients`) stand in where schema.org has none.
@Suite struct PageBlockTests {
    private static func page(schema: String, body: String) -> String {
        """
        <html><head><title>Soup</title><script type="application/ld+json">
        {"@context": "https://schema.org", "@type": "Recipe", "name": "Soup", \(schema)}
        </script></head><body>\(body)</body></html>
        """
    }

    @Test("A one-text method is split into the page's paragraphs")
    func methodInParagraphs() throws {
        let html = Self.page(
            schema: #""recipeIngredient": ["1 leek", "1 l stock"], "recipeInstructions": "Slice the leek and soften it in butter Add the stock, then simmer for 20 minutes""#,
            body: "<h2>How it goes</h2><p>Slice the leek and soften it in butter.</p>\n<p>Add the stock, then <b>simmer</b> for 20&nbsp;minutes.</p><p>Enjoy!</p>")
        let recipe = try RecipePageImporter(html: html, pageName: "soup.html").recipe()
        #expect(recipe.allSteps == ["Slice the leek and soften it in butter.", "Add the stock, then simmer for 20 minutes."])
    }

    @Test("A one-line ingredient list is split at the page's line breaks")
    func ingredientsAtLineBreaks() throws {
        let html = Self.page(
            schema: #""recipeIngredient": ["2 leeks 1 l stock salt"], "recipeInstructions": ["Cook."]"#,
            body: "<div><span>Ingredients:</span><br>2 leeks<br>1 l stock<br/>salt</div>")
        let recipe = try RecipePageImporter(html: html, pageName: "soup.html").recipe()
        #expect(recipe.allIngredientLines == ["2 leeks", "1 l stock", "salt"])
    }

    @Test("A text the page does not show block for block stays as it is")
    func notShownStaysWhole() throws {
        let text = "Slice the leek. Add the stock and simmer"
        #expect(PageBlockSplitter(Array("<p>Slice the leek.</p><p>Add the stock.</p>".utf8)).split(text) == nil)
        #expect(PageBlockSplitter(Array("<p>Slice the leek. Add the stock and simmer.</p>".utf8)).split(text) == nil)
        #expect(PageBlockSplitter(Array("<p>Slice the leek.</p><p>Add the stock and simmer.</p>".utf8)).split(text)
            == ["Slice the leek.", "Add the stock and simmer."])
    }

    @Test("A list in an element whose class names it, when schema.org has none; a group title is no line")
    func namingClasses() throws {
        let html = Self.page(
            schema: #""recipeInstructions": ["Cook the leeks in the stock."]"#,
            body: """
                <div class="Ingredients"><ul><li><h3>For the soup</h3></li><li>2 leeks</li><li>1 l stock</li></ul></div>
                <ul class="shop-list"><li>Newsletter</li></ul>
                """)
        let recipe = try RecipePageImporter(html: html, pageName: "soup.html").recipe()
        #expect(recipe.allIngredientLines == ["2 leeks", "1 l stock"])
    }

    @Test("Which classes name a list", arguments: [
        ("Ingredients", VisibleListKind.ingredients), ("recipe_ingredients", .ingredients), ("hf-ingredients", .ingredients),
        ("ingredient-list", .ingredients), ("recipe--preparation", .instructions), ("directions", .instructions),
        ("steps-list", .instructions),
    ])
    func namingClassKinds(name: String, kind: VisibleListKind) {
        #expect(VisibleListMarks.namingClassKind(Substring(name)) == kind)
    }

    @Test("Classes of a part of a list, or of a cooking method, name none",
        arguments: ["ingredients-group", "ingredient-name", "single-method", "ingredient", "steps", "prep-time"])
    func notNamingClasses(name: String) {
        #expect(VisibleListMarks.namingClassKind(Substring(name)) == nil)
    }

    @Test("A plugin's list wins over a list named by a class")
    func pluginFirst() throws {
        let html = Self.page(
            schema: #""recipeInstructions": ["Cook."]"#,
            body: """
                <ul class="recipe-ingredients"><li>leeks</li></ul>
                <ul><li class="wprm-recipe-ingredient">2 leeks</li><li class="wprm-recipe-ingredient">1 l stock</li></ul>
                """)
        let recipe = try RecipePageImporter(html: html, pageName: "soup.html").recipe()
        #expect(recipe.allIngredientLines == ["2 leeks", "1 l stock"])
    }

    @Test("A plugin's step inside the list after a heading is the plugin's: the plugin's lists stay whole")
    func pluginItemInHeadedList() throws {
        let html = Self.page(
            schema: #""recipeIngredient": ["1 pear"]"#,
            body: """
                <h3>Instructions</h3>
                <ul><li><div class="wprm-recipe-instruction-text">Wash the pear.</div></li></ul>
                <h4>For a baby of six months</h4>
                <ul><li><div class="wprm-recipe-instruction-text">Stew it.</div></li></ul>
                """)
        let recipe = try RecipePageImporter(html: html, pageName: "pear.html").recipe()
        #expect(recipe.allSteps == ["Wash the pear.", "Stew it."])
    }

    @Test("In a list of lines named by a class, a heading's line titles the list, it is no step")
    func headingInLines() throws {
        let html = Self.page(
            schema: #""recipeIngredient": ["1 l milk", "200 g rice"]"#,
            body: """
                <article class="recipe-preparation"><h3>Here is how it is made:</h3>
                <p>Simmer the rice in the milk.</p><p>Serve warm.</p></article>
                """)
        let recipe = try RecipePageImporter(html: html, pageName: "rice.html").recipe()
        #expect(recipe.allSteps == ["Simmer the rice in the milk.", "Serve warm."])
    }
}
