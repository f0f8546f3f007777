import Testing
import Pepin
@testable import PepinImport

/// A list that schema.org gives as one text is split where the page itself breaks it.
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
}
