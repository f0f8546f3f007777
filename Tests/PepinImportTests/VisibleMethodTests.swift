import Testing
import Pepin
@testable import PepinImport

/// Methods a page shows without a plugin's markup: paragraphs after a heading, headings that only
/// start with the list's word, and steps the page shows apart where schema.org glued them.
@Suite struct VisibleMethodTests {
    private static func page(schema instructions: String? = nil, body: String) -> String {
        let method = instructions.map { #","recipeInstructions":"# + $0 } ?? ""
        return """
            <html><head><script type="application/ld+json">{"@type":"Recipe","name":"Leek Soup",
            "recipeIngredient":["2 leeks","1 l stock"]\(method)}</script></head><body>\(body)</body></html>
            """
    }

    @Test("a method written as paragraphs after its heading: the paragraphs up to the next heading, no copyright notice")
    func paragraphsAfterHeading() throws {
        let html = Self.page(body: """
            <div class="facts"><p>Preparation</p><p>35 min</p></div>
            <article><p>We love this soup in winter, and so will you.</p>
            <h2>Preparation of the soup</h2>
            <p>Wash the leeks well and slice them into rings.</p>
            <p>For the stock:</p>
            <p>Bring the stock to a boil and add the leeks.<br>Simmer for twenty minutes.</p>
            <p>Photo credit: © Leek Soup Kitchen</p>
            <h3>More soups</h3><p>Try our pea soup, it is just as quick.</p></article>
            """)
        let recipe = try RecipePageImporter(html: html, pageName: "soup.html").recipe()
        #expect(recipe.allSteps == [
            "Wash the leeks well and slice them into rings.", "For the stock:",
            "Bring the stock to a boil and add the leeks.", "Simmer for twenty minutes.",
        ])
    }

    @Test("the paragraphs of a method are siblings: those after their parent closes are not steps")
    func paragraphsEndWithTheirParent() throws {
        let html = Self.page(body: """
            <h2>Method</h2><div class="method"><p>Slice the leeks and fry them gently.</p>
            <p>Add the stock and simmer for twenty minutes.</p></div>
            <div class="comments"><p>I added some cream at the end, lovely.</p></div>
            """)
        let scan = VisibleRecipeScanner(Array(html.utf8))
        #expect(scan.steps == ["Slice the leeks and fry them gently.", "Add the stock and simmer for twenty minutes."])
    }

    @Test("a list after a method heading wins over paragraphs after one")
    func listBeatsParagraphs() {
        let html = """
            <h2>Instructions</h2><p>Read all the steps before you start cooking.</p>
            <ol><li>Slice the leeks.</li><li>Simmer them in the stock.</li></ol>
            """
        #expect(VisibleRecipeScanner(Array(html.utf8)).steps == ["Slice the leeks.", "Simmer them in the stock."])
    }

    @Test("a list of steps none of which reads as a step is no method")
    func noStepsInLabels() {
        let html = """
            <ul class="recipe-preparation"><li>35 min</li><li>Easy</li><li>Serves 4</li></ul>
            <h2>Directions</h2><ol><li>Slice the leeks thinly.</li><li>Simmer them in the stock.</li></ol>
            """
        #expect(VisibleRecipeScanner(Array(html.utf8)).steps == ["Slice the leeks thinly.", "Simmer them in the stock."])
    }

    @Test("one visible list item is one step, line breaks and all")
    func lineBreakInItem() {
        let html = "<h2>Method</h2><ol><li>Heat the oil.<br>Use a heavy pan.</li><li>Fry the leeks.</li></ol>"
        #expect(VisibleRecipeScanner(Array(html.utf8)).steps == ["Heat the oil. Use a heavy pan.", "Fry the leeks."])
    }

    @Test("a heading that ends a step after its text (links to more recipes) is no part of it; one before the text stays")
    func headingEndingAStep() {
        let html = """
            <h2>Method</h2><ol><li>Slice the leeks.</li>
            <li>Bake for 20 minutes. Serve hot. <br><h2><a href="/pie">LEEK PIE &gt;&gt;&gt;</a><a href="/tart">LEEK TART</a></h2></li>
            <li><h3>1</h3>Cool the soup.</li><li>2 <h4>The topping</h4> Grate the cheese.</li></ol>
            """
        #expect(VisibleRecipeScanner(Array(html.utf8)).steps == [
            "Slice the leeks.", "Bake for 20 minutes. Serve hot.", "1 Cool the soup.", "2 The topping Grate the cheese.",
        ])
    }

    @Test("headings that start with the list's word and say what for", arguments: [
        ("Ingredients for the dough", VisibleListKind?.some(.ingredients)), ("Zutaten für 4 Personen", .ingredients),
        ("Ingredientes para la masa:", .ingredients), ("Składniki na ciasto", .ingredients),
        ("Zubereitung der Soße", .instructions), ("Elaboración de la crema de calabaza", .instructions),
        ("Préparation de la pâte", .instructions), ("Method for the filling", .instructions),
        ("Étapes de la recette", .instructions),
        ("Preparation time", nil), ("Ingredients we love", nil), ("Directions to our shop", nil),
    ])
    func headingStarts(heading: String, kind: VisibleListKind?) {
        #expect(VisibleListMarks.headingKind(heading) == kind)
        // A step or a list line that is such a heading stays: only whole list words are headings there.
        #expect(VisibleListMarks.headingKind(heading, whole: true) == nil)
    }

    @Test("a list after a heading that starts with the list's word")
    func listAfterStartingHeading() {
        let html = "<h3>Ingredients for the soup</h3><ul><li>2 leeks</li><li>1 l stock</li></ul>"
        #expect(VisibleRecipeScanner(Array(html.utf8)).ingredients == ["2 leeks", "1 l stock"])
    }

    @Test("steps the page shows apart, which schema.org glued, are the page's; never for ingredients")
    func gluedSteps() throws {
        func prefers(_ kind: VisibleListKind, _ schema: [String], _ visible: [String]) -> Bool {
            VisibleListChoice(kind, schema: schema, visible: visible).prefersVisible
        }
        #expect(prefers(.instructions, ["Slice the leeks. Wash them.", "Simmer."], ["Slice the leeks.", "Wash them.", "Simmer."]))
        #expect(!prefers(.instructions, ["Slice the leeks. Wash them.", "Simmer."], ["Slice the leeks.", "Wash them."]))
        #expect(!prefers(.instructions, ["Slice the leeks.", "Simmer."], ["Slice the leeks.", "Simmer.", "Enjoy our newsletter"]))
        #expect(!prefers(.ingredients, ["250 g fish 1 clove garlic", "salt"], ["250 g fish", "1 clove garlic", "salt"]))

        let html = Self.page(
            schema: #"[{"@type":"HowToStep","text":"Slice the leeks. Wash them."},{"@type":"HowToStep","text":"Simmer."}]"#,
            body: "<h2>Method</h2><ol><li>Slice the leeks.</li><li>Wash them.</li><li>Simmer.</li></ol>")
        let recipe = try RecipePageImporter(html: html, pageName: "soup.html").recipe()
        #expect(recipe.allSteps == ["Slice the leeks.", "Wash them.", "Simmer."])
    }

    @Test("an introduction the page shows above its steps, which schema.org took as steps, is no step")
    func introductionBeforeSteps() throws {
        func prefers(_ schema: [String], _ visible: [String]) -> Bool {
            VisibleListChoice(.instructions, schema: schema, visible: visible).prefersVisible
        }
        #expect(prefers(["My take on leek soup.", "Slice the leeks.", "Simmer."], ["Slice the leeks.", "Simmer."]))
        // Not steps the page leaves out after its list, nor more than two lines, nor a list of one.
        #expect(!prefers(["Slice the leeks.", "Simmer.", "Enjoy."], ["Slice the leeks.", "Simmer."]))
        #expect(!prefers(["Soak.", "Rinse.", "Drain.", "Slice the leeks.", "Simmer."], ["Slice the leeks.", "Simmer."]))
        #expect(!prefers(["Slice the leeks.", "Simmer."], ["Simmer."]))

        let html = Self.page(
            schema: #""My take on leek soup.Slice the leeks.Simmer them in the stock.""#,
            body: "<h2>Method</h2>My take on leek soup.<ol><li>Slice the leeks.</li><li>Simmer them in the stock.</li></ol>")
        let recipe = try RecipePageImporter(html: html, pageName: "soup.html").recipe()
        #expect(recipe.allSteps == ["Slice the leeks.", "Simmer them in the stock."])
    }

    @Test("the recipe's name as a heading after its ingredients heads the paragraphs of its method, not the lists after it")
    func recipeNameHeadsMethod() throws {
        let html = Self.page(body: """
            <h2>Leek Soup</h2><p>A soup we make all winter long, every week.</p>
            <ul class="recipe-ingredients"><li>2 leeks</li><li>1 l stock</li></ul>
            <h2>Leek soup</h2><p>Wash the leeks and slice them into rings.</p>
            <p>Simmer them in the stock for twenty minutes.</p>
            <ul><li>More leek recipes and soups</li><li>Our favourite winter dishes</li></ul>
            """)
        let recipe = try RecipePageImporter(html: html, pageName: "soup.html").recipe()
        #expect(recipe.allSteps == ["Wash the leeks and slice them into rings.", "Simmer them in the stock for twenty minutes."])
        // Before the ingredients, the name heads no method.
        let early = Self.page(body: "<h2>Leek Soup</h2><p>A soup we make all winter long, every week.</p>")
        #expect(try RecipePageImporter(html: early, pageName: "soup.html").recipe().allSteps.isEmpty)
    }
}
