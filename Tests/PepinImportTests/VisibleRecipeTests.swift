import Testing
import Pepin
@testable import PepinImport

/// Pages whose schema.org lacks a list, or holds less than the page shows: the visible list of a
/// recipe plugin, the hRecipe microformat or a heading stands in, never mixed with schema.org's.
@Suite struct VisibleRecipeTests {
    @Test("WP Recipe Maker: amounts only in the page, checkboxes dropped, a step of two paragraphs is one step")
    func wpRecipeMaker() throws {
        let recipe = try FixtureLoader.recipe("plugin-wprm.html")
        #expect(recipe.title == "Leek Soup")
        #expect(recipe.allIngredientLines == ["3 leeks", "30 g butter", "1 l stock (chicken & or vegetable)"])
        #expect(recipe.allSteps == ["Slice the leeks.", "Soften them in the butter, 10 minutes.", "Add the stock and simmer."])
    }

    @Test("Tasty Recipes without schema.org: the card's list items, not its group labels; the page title")
    func tastyRecipes() throws {
        let recipe = try FixtureLoader.recipe("plugin-tasty.html")
        #expect(recipe.title == "Pea Salad")
        #expect(recipe.allIngredientLines == ["200 g peas", "1 shallot", "2 tbsp olive oil", "1 lemon"])
        #expect(recipe.allSteps == ["Blanch the peas.", "Whisk the oil and lemon juice.", "Toss everything."])
    }

    @Test("Mediavine Create: empty schema.org instructions are taken from the card")
    func mediavine() throws {
        let recipe = try FixtureLoader.recipe("plugin-mediavine.html")
        #expect(recipe.allIngredientLines == ["100 g rice", "1 l milk"])
        #expect(recipe.allSteps == ["Rinse the rice.", "Simmer it in the milk for 40 minutes."])
    }

    @Test("Zip Recipes, EasyRecipe and hRecipe cards", arguments: [
        ("plugin-zip-easyrecipe.html", ["250 g oats", "125 g butter"], ["Melt the butter.", "Stir in the oats and bake."]),
        ("plugin-zrdn.html", ["2 eggs", "1 tbsp butter"], ["Beat the eggs.", "Scramble them in the butter."]),
        ("easyrecipe.html", ["2 slices bread", "butter"], ["Toast the bread.", "Butter it."]),
        ("hrecipe.html", ["200 g red lentils", "1 onion, chopped"],
            ["Fry the onion.", "Add the lentils and 600 ml water; simmer 20 minutes."]),
    ])
    func cards(page: String, ingredients: [String], steps: [String]) throws {
        let recipe = try FixtureLoader.recipe(page)
        #expect(recipe.allIngredientLines == ingredients)
        #expect(recipe.allSteps == steps)
    }

    @Test("no markup: the lists after the Ingredients and Method headings, not the navigation or related lists")
    func headings() throws {
        let recipe = try FixtureLoader.recipe("heading-lists.html")
        #expect(recipe.title == "Banana Pancakes")
        #expect(recipe.allIngredientLines == ["1 banana", "100 g flour", "maple syrup"])
        #expect(recipe.allSteps == ["Mash the banana.", "Whisk in the flour.", "Fry spoonfuls."])
    }

    @Test("German headings; schema.org ingredients crammed into one line give way to the page's lines")
    func germanHeadings() throws {
        let recipe = try FixtureLoader.recipe("heading-lists-de.html")
        #expect(recipe.allIngredientLines == ["1 kg Kartoffeln", "1 Zwiebel", "3 EL Essig"])
        #expect(recipe.allSteps == ["Kartoffeln kochen.", "Alles mischen."])
    }

    @Test("heading words in several languages", arguments: [
        ("Ingredients", VisibleListKind.ingredients), ("INGRÉDIENTS :", .ingredients), ("Zutaten", .ingredients),
        ("Ingredienti", .ingredients), ("Ingredientes", .ingredients), ("Pizza – die Zutaten", .ingredients),
        ("Directions", .instructions), ("Method", .instructions), ("Préparation", .instructions),
        ("Étapes de préparation", .instructions), ("Étapes", .instructions),
        ("Zubereitung:", .instructions), ("Preparazione", .instructions), ("Preparación", .instructions),
        ("Modo de preparo", .instructions), ("Zutaten*", .ingredients),
    ])
    func headingWords(heading: String, kind: VisibleListKind) {
        #expect(VisibleListMarks.headingKind(heading) == kind)
    }

    @Test("headings that only mention a list word introduce nothing")
    func notHeadings() {
        #expect(VisibleListMarks.headingKind("Ingredients we love for summer salads") == nil)
        #expect(VisibleListMarks.headingKind("The method behind the madness") == nil)
    }

    @Test("the visible list stands in only for a strict subset of it")
    func choice() {
        func prefers(_ kind: VisibleListKind, _ schema: [String], _ visible: [String]) -> Bool {
            VisibleListChoice(kind, schema: schema, visible: visible).prefersVisible
        }
        #expect(prefers(.ingredients, [], ["1 egg"]))
        #expect(prefers(.ingredients, ["Kokoslikör", "ice"], ["6 cl Kokoslikör", "ice"]))
        #expect(prefers(.instructions, ["Mix. Bake."], ["Mix.", "Bake."]))
        #expect(!prefers(.ingredients, ["1/2 cup milk"], ["½ cup milk"]))
        #expect(!prefers(.ingredients, ["1 egg"], []))
        #expect(!prefers(.ingredients, ["1 egg", "salt"], ["1 egg", "salt", "Share this recipe"]))
        #expect(!prefers(.ingredients, ["1 egg (beaten)", "salt"], ["1 egg, beaten", "salt"]))
        #expect(!prefers(.instructions, ["Toss the salad.", "Serve."], ["Toss the salad. 2 cups lettuce", "Serve."]))
        #expect(prefers(.ingredients, ["2 tbsp oil2 onions, chopped.1 tsp fish sauceA bunch of scallions"],
            ["2 tbsp oil", "2 onions, chopped.", "1 tsp fish sauce", "A bunch of scallions"]))
        #expect(!prefers(.ingredients, ["Chicken, rice, peas"], ["1 chicken", "Share on Facebook"]))
        #expect(VisibleListChoice.words("100g Flour, 2x") == ["100", "g", "flour", "2", "x"])
    }

    @Test("the page's lines stand in for schema.org's where the two differ only in capitals")
    func otherCapitals() {
        #expect(VisibleListChoice(.ingredients, schema: ["1 large squash", "1 tsp truffle salt"],
            visible: ["1 Large squash", "1 tsp Truffle salt"]).prefersVisible)
        #expect(!VisibleListChoice(.ingredients, schema: ["1 large squash"], visible: ["1 large squash"]).prefersVisible)
        #expect(!VisibleListChoice(.ingredients, schema: ["1 large squash", "salt"],
            visible: ["1 Large squash", "sea salt"]).prefersVisible)
    }

    @Test("schema.org lines cut apart at their commas give way to the page's whole lines")
    func splitAtCommas() {
        func prefers(_ kind: VisibleListKind, _ schema: [String], _ visible: [String]) -> Bool {
            VisibleListChoice(kind, schema: schema, visible: visible).prefersVisible
        }
        let cut = ["250 g pork", " in pieces", " 1 egg", " 1", "5 tsp mustard"]
        #expect(prefers(.ingredients, cut, ["250 g pork, in pieces", "1 egg", "1,5 tsp mustard"]))
        // Joined without a comma, or with words of its own, the page's line is no whole of schema.org's.
        #expect(!prefers(.ingredients, ["250 g pork", "in pieces"], ["250 g pork in pieces"]))
        #expect(!prefers(.ingredients, ["250 g pork", "1 egg"], ["250 g pork, 1 egg", "salt"]))
        #expect(!prefers(.instructions, ["Fry the onion,", "then the garlic."], ["Fry the onion, then the garlic."]))
    }

    @Test("a class naming a list inside the page's navigation names no list")
    func namingClassInNavigation() throws {
        let html = """
            <html><head><script type="application/ld+json">
            {"@type": "Recipe", "name": "Roast", "recipeIngredient": ["Chicken"], "recipeInstructions": ["Roast."]}
            </script></head><body>
            <nav><ul class="menu-ingredients"><li>Chicken</li><li>Beef</li></ul></nav>
            <ul class="recipe-ingredients"><li>1 whole chicken</li><li>Salt</li></ul>
            </body></html>
            """
        let recipe = try RecipePageImporter(html: html, pageName: "roast.html").recipe()
        #expect(recipe.allIngredientLines == ["1 whole chicken", "Salt"])
    }

    @Test("a list nested in an item: its items are lines, the item's own text titles them (a method keeps the title as a line, as schema.org's sections)")
    func nestedGroups() {
        let html = """
            <h2>Ingredients</h2><ul><li>1 tbsp oil</li>
            <li><strong>Seasonings</strong><ul><li>1 tsp cumin</li><li>2 tsp paprika</li></ul></li>
            <li>400 g beans</li><li><b>Garnish</b><ol><li>coriander</li></ol></li></ul>
            <h2>Method</h2><ol><li>Brownies<ol><li>Heat the oven.</li><li>Mix and bake.</li></ol></li>
            <li>Icing<ol><li>Melt the butter.</li></ol></li><li>Spread the icing on top.</li></ol>
            """
        let scan = VisibleRecipeScanner(Array(html.utf8))
        #expect(scan.ingredients == ["1 tbsp oil", "1 tsp cumin", "2 tsp paprika", "400 g beans", "coriander"])
        #expect(scan.steps == [
            "Brownies", "Heat the oven.", "Mix and bake.", "Icing", "Melt the butter.", "Spread the icing on top.",
        ])
    }

    @Test("elements whose class names them an item of the list are its lines, as <li>s are; their group titles are not")
    func namedItems() {
        let html = """
            <div class="recipe-ingredients"><h4>For the slaw</h4>
            <div class="recipe-ingredients__item"><p>2</p><p>apples, grated</p></div>
            <div class="structured-ingredients__list-item"><span>100 g</span> <span>cabbage</span></div>
            <div class="recipe-ingredients__quantity-change-item"><p>Serves 4</p></div></div>
            """
        #expect(VisibleRecipeScanner(Array(html.utf8)).ingredients == ["2 apples, grated", "100 g cabbage"])
        #expect(VisibleListMarks.namingItemKind("c-recipe-instructions__item") == .instructions)
        #expect(VisibleListMarks.namingItemKind("ingredient-item") == .ingredients)
        #expect(VisibleListMarks.namingItemKind("c__step-icon-item") == nil)
        #expect(VisibleListMarks.namingItemKind("item") == nil)
    }

    @Test("a list the page shows twice (a card and its print copy) is one list; one line over and over stays")
    func repeatedList() throws {
        let card = #"<ul class="recipe-ingredients"><li>2 leeks</li><li>1 l stock</li></ul>"#
            + #"<ol class="recipe-directions"><li>Slice the leeks.</li><li>Simmer them.</li></ol>"#
        let html = #"<html><head><script type="application/ld+json">{"@type":"Recipe","name":"Leek Soup"}</script></head><body>"#
            + card + "<p>Print it:</p>" + card + "</body></html>"
        let recipe = try RecipePageImporter(html: html, pageName: "soup.html").recipe()
        #expect(recipe.allIngredientLines == ["2 leeks", "1 l stock"])
        #expect(recipe.allSteps == ["Slice the leeks.", "Simmer them."])
        #expect(VisibleRecipeScanner.once(["salt", "salt", "salt"]) == ["salt", "salt", "salt"])
        #expect(VisibleRecipeScanner.once(["a", "b", "a"]) == ["a", "b", "a"])
    }

    @Test("hostile visible markup: deep nesting, stray end tags, unclosed lists and items stay fast and bounded")
    func hostileMarkup() throws {
        let clock = ContinuousClock()
        let deep = String(repeating: #"<div class="instructions"><ul class="tasty-recipes-ingredients"><li>"#, count: 20_000)
        let stray = String(repeating: "</span></li></p>", count: 100_000)
        let unclosed = String(repeating: #"<li class="ingredient">1 egg<p><b>Method"#, count: 20_000)
        for page in [deep, stray, unclosed, deep + stray + unclosed] {
            let elapsed = clock.measure { _ = VisibleRecipeScanner(Array(page.utf8)) }
            #expect(elapsed < .seconds(5))
        }
        let scan = VisibleRecipeScanner(Array(("<h2>Ingredients</h2><ul>" + unclosed).utf8))
        #expect(scan.ingredients.count == 20_000)
        #expect(scan.ingredients.allSatisfy { $0 == "1 egg Method" })
    }
}
