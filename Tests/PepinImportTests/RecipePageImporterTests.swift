import Testing
import Pepin
import PepinImport

@Suite struct RecipePageImporterTests {
    @Test("a top-level JSON-LD object gives every field")
    func topLevelObject() throws {
        let expected = Recipe(
            title: "Lemon Drizzle Cake", description: "A light sponge & a sharp glaze.",
            source: "https://kitchen.test/lemon-drizzle", author: "Ana Cook", image: "https://kitchen.test/cake.jpg",
            tags: ["cake", "lemon", "Baking", "Dessert", "British"], serves: "8",
            prepTime: RecipeTime(minutes: 20), cookTime: RecipeTime(minutes: 45), totalTime: RecipeTime(minutes: 65),
            ingredientSections: [.init(lines: ["225 g butter, softened", "225 g caster sugar", "4 eggs", "zest of 1 lemon"])],
            instructionSections: [.init(steps: [
                "Heat the oven to 180C.", "Cream", "Beat the butter and sugar until pale.", "Bake the cake for 45 minutes.",
            ])],
            nutrition: [.init(name: "calories", value: "320 kcal"), .init(name: "fat", value: "14 g")])
        let recipe = try FixtureLoader.recipe("jsonld-object.html")
        #expect(recipe == expected)
    }

    @Test("a JSON-LD list with @type as a list, several authors and a yield list")
    func list() throws {
        let expected = Recipe(
            title: "Tomato Soup", source: "https://soup.test/tomato", author: "Ben, Cleo", yields: "4 bowls",
            totalTime: RecipeTime(minutes: 45),
            ingredientSections: [.init(lines: ["1 kg tomatoes", "1 onion"])],
            instructionSections: [.init(steps: ["Chop the onion.", "Simmer everything for 30 minutes.", "Blend."])])
        let recipe = try FixtureLoader.recipe("jsonld-array.html")
        #expect(recipe == expected)
    }

    @Test("@graph with references, ingredient headings and HowToSections keeps the sections")
    func graph() throws {
        let expected = Recipe(
            title: "Apple Pie", author: "Dora Baker", image: "https://pie.test/pie.jpg", yields: "1 pie",
            prepTime: RecipeTime(minutes: 30), cookTime: RecipeTime(minutes: 60),
            ingredientSections: [
                .init(title: "For the crust", lines: ["2 cups flour", "1 cup butter"]),
                .init(title: "For the filling", lines: ["6 apples", "1/2 cup sugar"]),
            ],
            instructionSections: [
                .init(title: "Make the crust", steps: ["Rub the butter into the flour.", "Chill for 1 hour."]),
                .init(title: "Fill and bake", steps: ["Slice the apples.", "Bake at 190C for 1 hour."]),
            ])
        let recipe = try FixtureLoader.recipe("jsonld-graph.html")
        #expect(recipe == expected)
    }

    @Test("several JSON-LD blocks: nodes of one recipe merge, other types are skipped")
    func severalBlocks() throws {
        let expected = Recipe(
            title: "Green Salad", ingredientSections: [.init(lines: ["1 lettuce", "2 tbsp vinaigrette"])],
            instructionSections: [.init(steps: ["Toss the lettuce with the vinaigrette."])])
        let recipe = try FixtureLoader.recipe("jsonld-several.html")
        #expect(recipe == expected)
    }

    @Test("an ItemList of steps and directions, a URL @type, ingredients as one text")
    func itemList() throws {
        let expected = Recipe(
            title: "Flatbread", yields: "Makes 6 flatbreads", prepTime: RecipeTime(minutes: 90),
            cookTime: RecipeTime(minutes: 30),
            ingredientSections: [.init(lines: ["300 g flour", "1 tsp salt", "200 ml water"])],
            instructionSections: [.init(steps: ["Mix into a dough.", "Rest for 1 hour.", "Cook in a hot pan."])])
        let recipe = try FixtureLoader.recipe("jsonld-itemlist.html")
        #expect(recipe == expected)
    }

    @Test("instructions as one HTML text split at paragraphs and line breaks, not inside a sentence")
    func textInstructions() throws {
        let recipe = try FixtureLoader.recipe("jsonld-text-instructions.html")
        #expect(recipe.instructionSections == [.init(steps: [
            "Put the oats and milk in a pan.", "Simmer for 5 minutes, stirring.", "Serve hot.",
        ])])
        #expect(recipe.serves == "2-3")
        #expect(recipe.yields == nil)
    }

    @Test("broken JSON-LD (CDATA, comments, raw line breaks, single quotes, trailing commas) still reads")
    func broken() throws {
        let expected = Recipe(
            title: "Broken Brownies", description: "Fudgy, chewy, dark.", yields: "16 brownies",
            ingredientSections: [.init(lines: ["200 g dark chocolate", "3 eggs"])],
            instructionSections: [.init(steps: ["Melt the chocolate. It's easy.", "Bake for 25 minutes."])])
        let recipe = try FixtureLoader.recipe("jsonld-broken.html")
        #expect(recipe == expected)
    }

    @Test("microdata only")
    func microdata() throws {
        let expected = Recipe(
            title: "Pesto Pasta", author: "Heather", image: "https://pasta.test/pesto.jpg", serves: "4",
            prepTime: RecipeTime(minutes: 10), cookTime: RecipeTime(minutes: 10),
            ingredientSections: [.init(lines: ["1 lb pasta", "2 cups basil & mint"])],
            instructionSections: [.init(steps: ["Boil the pasta.", "Blend the basil, then toss."])],
            nutrition: [.init(name: "calories", value: "450 calories")])
        let recipe = try FixtureLoader.recipe("microdata.html")
        #expect(recipe == expected)
    }

    @Test("entities decoded, tags stripped, whitespace normalised")
    func entitiesAndWhitespace() throws {
        let recipe = try FixtureLoader.recipe("entities-whitespace.html")
        #expect(recipe.title == "Mac & Cheese – Grandma’s")
        #expect(recipe.allIngredientLines == [
            "½ cup butter (melted)", "2 cups macaroni", "1 tsp salt (or to taste)", "cheddar – grated",
        ])
        #expect(recipe.allSteps == ["Cook ’til done…"])
    }

    @Test("a page without a recipe gives a one-line message naming the page")
    func noRecipe() throws {
        let importer = RecipePageImporter(page: try FixtureLoader.page("no-recipe.html"), pageName: "pages/about.html")
        #expect(throws: RecipeImportError.noRecipe(page: "pages/about.html", detail: nil)) { try importer.recipe() }
        #expect("\(RecipeImportError.noRecipe(page: "pages/about.html", detail: nil))"
            == "no recipe found in pages/about.html (no schema.org Recipe, and no ingredient list shown under a heading or in a recipe card)")
    }

    @Test("empty and garbage pages fail cleanly", arguments: ["", "<", "<<<>>>&&&;", "<script type=application/ld+json>{{{{"])
    func garbage(page: String) {
        #expect(throws: RecipeImportError.self) { try RecipePageImporter(html: page, pageName: "x").recipe() }
    }

    @Test("deeply nested JSON-LD cannot exhaust the stack; the message says why")
    func deepNesting() {
        let page = "<script type=\"application/ld+json\">" + String(repeating: "[", count: 200_000) + "</script>"
        #expect(throws: RecipeImportError.noRecipe(
            page: "deep.html", detail: "a JSON-LD block could not be read: nesting deeper than 200 levels at byte 200")
        ) { try RecipePageImporter(html: page, pageName: "deep.html").recipe() }
    }

    // The 10 MB case is timed by `pepin-bench import --huge`; here a smaller page shows the
    // behaviour without slowing the debug test run.
    @Test("a large page with the recipe at the end imports")
    func largePage() throws {
        let filler = String(repeating: "<div class=\"ad\"><p>Lorem &amp; ipsum <b>dolor</b></p></div>\n", count: 17_000)
        let recipe = #"<script type="application/ld+json">{"@type":"Recipe","name":"Late Toast","recipeIngredient":["1 slice bread"]}</script>"#
        let page = "<html><body>" + filler + recipe + "</body></html>"
        #expect(page.utf8.count > 1_000_000)
        let imported = try RecipePageImporter(html: page, pageName: "big.html").recipe()
        #expect(imported == Recipe(title: "Late Toast", ingredientSections: [.init(lines: ["1 slice bread"])]))
    }

    @Test("hostile shapes: thousands of recipes, unclosed tags in text, a recipe with thousands of members")
    func hostileShapes() throws {
        let many = (0..<20_000).map { #"{"@type":"Recipe","name":"R\#($0)"}"# }.joined(separator: ",")
        let page1 = "<script type=\"application/ld+json\">[\(many)]</script>"
        #expect(try RecipePageImporter(html: page1, pageName: "many").recipe() == Recipe(title: "R0"))

        let tags = String(repeating: "<a", count: 100_000)
        let page2 = #"<script type="application/ld+json">{"@type":"Recipe","name":"\#(tags)"}</script>"#
        #expect(try RecipePageImporter(html: page2, pageName: "tags").recipe().title == tags)

        let members = (0..<20_000).map { #""k\#($0)":1"# }.joined(separator: ",")
        let twice = ##"{"@type":"Recipe","@id":"#r",\##(members)}"##
        let page3 = "<script type=\"application/ld+json\">[\(twice),\(twice)]</script>"
        #expect(try RecipePageImporter(html: page3, pageName: "members").recipe().title == "Untitled recipe")
    }
}
