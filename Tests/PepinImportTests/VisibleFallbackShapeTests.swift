import Foundation
import Testing
import Pepin
@testable import PepinImport

/// Pages without schema.org whose lists the heading fallback reads in less common shapes: an
/// ingredient list as one paragraph of line breaks under a bold heading, a method without a heading.
@Suite struct VisibleFallbackShapeTests {
    @Test("ingredients as one paragraph with line breaks under a bold heading; a bold word inside a sentence is no heading")
    func paragraphOfLineBreaks() throws {
        let recipe = try FixtureLoader.recipe("paragraph-breaks-de.html")
        #expect(recipe.allIngredientLines == ["200 g Mehl", "100 g Zucker", "2 Eier", "150 g Haselnüsse"])
        #expect(recipe.allSteps == [
            "Mehl, Zucker und Eier zu einem Teig verkneten.",
            "Die Nüsse darauf verteilen und bei 180 °C 25 Minuten backen.",
        ])
        #expect(recipe.notes == nil)
    }

    @Test("an ordered list right after the ingredient list, in the same element, is the method")
    func methodWithoutHeading() throws {
        let recipe = try FixtureLoader.recipe("ingredients-then-list.html")
        #expect(recipe.allIngredientLines == ["4 lemons", "100 g sugar", "1 l cold water"])
        #expect(recipe.allSteps == ["Squeeze the lemons.", "Stir in the sugar and the water."])
        #expect(recipe.notes == nil)
    }

    @Test("ingredients without any method import with no steps, and the notes say so")
    func noMethod() throws {
        let recipe = try FixtureLoader.recipe("ingredients-only.html")
        #expect(recipe.allIngredientLines == ["2 tsp cumin", "2 tsp ginger", "1 tsp cinnamon"])
        #expect(recipe.allSteps.isEmpty)
        #expect(recipe.notes == RecipePageImporter.noMethodNote)
    }

    @Test("a heading's paragraph without a line break after the heading is no list")
    func headingInSentence() {
        let visible = VisibleRecipeScanner(Array("""
            <p><strong>Ingredients</strong> matter more than technique.</p>
            <p><b>Ingredients:</b><br>1 egg<br>salt</p>
            """.utf8))
        #expect(visible.ingredients == ["1 egg", "salt"])
    }

    @Test("a method as one paragraph with line breaks under a bold heading")
    func methodParagraphOfLineBreaks() throws {
        let recipe = try RecipePageImporter(html: """
            <p><b>Zutaten:</b><br>1 Ei<br>Salz</p>
            <p><b>Zubereitung:</b><br>Das Ei in eine Schüssel aufschlagen.<br>Mit Salz würzen und verquirlen.</p>
            """, pageName: "ei.html").recipe()
        #expect(recipe.allIngredientLines == ["1 Ei", "Salz"])
        #expect(recipe.allSteps == ["Das Ei in eine Schüssel aufschlagen.", "Mit Salz würzen und verquirlen."])
    }

    @Test("EasyRecipe's steps under a method heading Pepin does not know are steps, never ingredient lines")
    func easyRecipeUnknownMethodHeading() throws {
        let page = """
            <html><body><div class="easyrecipe"><div class="ERSName">Salsa de tomate</div>
            <div class="ERSIngredients"><div class="ERSIngredientsHeader ERSHeading">Ingredientes</div><ul>
            <li class="ingredient">1 kg de tomates</li><li class="ingredient">Sal al gusto</li></ul></div>
            <div class="ERSInstructions"><div class="ERSInstructionsHeader ERSHeading">Lo que hay que hacer</div><ol>
            <li class="instruction">Cuece los tomates.</li><li class="instruction">Sazona.</li></ol></div></div></body></html>
            """
        let recipe = try RecipePageImporter(html: page, pageName: "salsa.html").recipe()
        #expect(recipe.title == "Salsa de tomate")
        #expect(recipe.allIngredientLines == ["1 kg de tomates", "Sal al gusto"])
        #expect(recipe.allSteps == ["Cuece los tomates.", "Sazona."])
    }

    @Test("ingredients as the line breaks of the paragraph after their own heading (older blogs)")
    func paragraphAfterHeading() throws {
        let page = """
            <html><body><h1>Meatloaf</h1><p>This is mom's meatloaf.</p><h3>Ingredients</h3>
            <p>2 lb ground beef<br />1 cup breadcrumbs<br />2 eggs</p>
            <p><b>Directions:</b></p><p>Mix everything.</p><p>Bake for 1 hour.</p></body></html>
            """
        let recipe = try RecipePageImporter(html: page, pageName: "meatloaf.html").recipe()
        #expect(recipe.allIngredientLines == ["2 lb ground beef", "1 cup breadcrumbs", "2 eggs"])
        #expect(recipe.allSteps == ["Mix everything.", "Bake for 1 hour."])
        // The page's own numbering goes, as from schema.org's steps: `pepin steps` never prints "1. 1. Mix".
        let numbered = page.replacingOccurrences(of: "<p>Mix everything.</p><p>Bake for 1 hour.</p>", with: "<p>1. Mix everything.<br />2. Bake for 1 hour.</p>")
        #expect(try RecipePageImporter(html: numbered, pageName: "meatloaf.html").recipe().allSteps == ["Mix everything.", "Bake for 1 hour."])
        // A paragraph with no line break after the heading is prose, not a list.
        let prose = page.replacingOccurrences(of: "<br />", with: ", ")
        #expect(throws: (any Error).self) { try RecipePageImporter(html: prose, pageName: "meatloaf.html").recipe() }
    }
}
