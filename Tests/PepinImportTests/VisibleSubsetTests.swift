import Testing
import Pepin
@testable import PepinImport

/// Pages whose schema.org leaves out lines the page shows: the page's list stands, so no
/// ingredient or step is lost, but only when the lines it adds are lines of the list.
@Suite struct VisibleSubsetTests {
    static let chiliIngredients = ["400 g beef mince", "1 onion, chopped", "2 tsp chili powder", "1 tin tomatoes", "1 tbsp oil"]
    static let chiliSteps = [
        "Brown the mince in a large pan.", "Stir in the onion and the chili powder and cook for 5 minutes.",
        "Add the tomatoes and simmer for 30 minutes.",
    ]

    @Test("schema.org leaves out lines a WP Recipe Maker card or the lists after headings show: the page's lists", arguments: [
        "subset-wprm.html", "subset-headings.html",
    ])
    func leftOutLines(page: String) throws {
        let recipe = try FixtureLoader.recipe(page)
        #expect(recipe.allIngredientLines == Self.chiliIngredients)
        #expect(recipe.allSteps == Self.chiliSteps)
    }

    @Test("lines the page adds that are group titles, notes, equipment or step titles: schema.org's lists stay")
    func addedLinesNotOfTheList() throws {
        let recipe = try FixtureLoader.recipe("subset-not-lines.html")
        #expect(recipe.allIngredientLines == ["400 g beef mince", "1 tin tomatoes"])
        #expect(VisibleRecipeScanner(try FixtureLoader.page("subset-not-lines.html")).ingredients.count > 2)
        #expect(recipe.allSteps == ["Brown the mince in a large pan.", "Add the tomatoes and simmer for 30 minutes."])
    }

    @Test("the page's list stands in only when it holds every schema.org line, in order, and adds lines between them")
    func choice() {
        func prefers(_ kind: VisibleListKind, _ schema: [String], _ visible: [String]) -> Bool {
            VisibleListChoice(kind, schema: schema, visible: visible).prefersVisible
        }
        #expect(prefers(.ingredients, ["1 cup rice", "2 cups water"], ["1 cup rice", "1 onion", "2 cups water"]))
        // Out of order, or a schema.org line the page does not show: not the same list.
        #expect(!prefers(.ingredients, ["2 cups water", "1 cup rice"], ["1 cup rice", "1 onion", "2 cups water"]))
        #expect(!prefers(.ingredients, ["1 cup rice", "salt"], ["1 cup rice", "1 onion", "2 cups water"]))
        // A line without an amount is no line schema.org forgot ("Optional", "For the sauce").
        #expect(!prefers(.ingredients, ["1 cup rice", "2 cups water"], ["1 cup rice", "For the sauce:", "2 cups water"]))
        #expect(!prefers(.ingredients, ["1 cup rice", "2 cups water"], ["1 cup rice", "Scale 1x2x3x", "2 cups water"]))
        // Lines before schema.org's first or after its last are not left out: notes, a second card.
        #expect(!prefers(.ingredients, ["1 cup rice", "2 cups water"], ["1 cup rice", "2 cups water", "1 onion"]))
        #expect(!prefers(.ingredients, ["1 cup rice", "2 cups water"], ["1 onion", "1 cup rice", "2 cups water"]))
        // A line shown twice: the page's list is not one list.
        #expect(!prefers(.ingredients, ["1 cup rice", "2 cups water"], ["1 cup rice", "1 onion", "2 cups water", "1 cup rice"]))
        let steps = ["Wash the rice twice.", "Boil the rice for ten minutes."]
        #expect(prefers(.instructions, steps, [steps[0], "Drain it and add the water.", steps[1]]))
        #expect(!prefers(.instructions, steps, [steps[0], "Cook the rice", steps[1]]))
        #expect(!prefers(.instructions, steps, steps + ["Leave a review if you make this recipe!"]))
    }

    @Test("lines schema.org leaves out before its first line or after its last, in the same list element: the page's list")
    func leftOutAtTheEnds() throws {
        let recipe = try FixtureLoader.recipe("subset-ends.html")
        #expect(recipe.allIngredientLines == Self.chiliIngredients)
        // In a list element of its own (a serving suggestion, a second card), a line after schema.org's is not taken.
        let apart = try FixtureLoader.recipe("subset-ends-apart.html")
        #expect(apart.allIngredientLines == ["1 onion, chopped", "2 tsp chili powder", "1 tin tomatoes"])
    }

    @Test("a line before the first or after the last counts only when it shares that line's list element")
    func choiceAtTheEnds() {
        func prefers(_ visible: [String], _ lists: [Int]) -> Bool {
            VisibleListChoice(.ingredients, schema: ["1 cup rice", "2 cups water"], visible: visible, visibleLists: lists).prefersVisible
        }
        #expect(prefers(["1 onion", "1 cup rice", "2 cups water"], [10, 10, 10]))
        #expect(prefers(["1 cup rice", "2 cups water", "1 onion"], [10, 10, 10]))
        #expect(!prefers(["1 cup rice", "2 cups water", "1 onion"], [10, 10, 90]))
        #expect(!prefers(["1 cup rice", "2 cups water", "1 onion"], [-1, -1, -1]))
        // Still a line of the list: an amount and a word.
        #expect(!prefers(["1 cup rice", "2 cups water", "Enjoy!"], [10, 10, 10]))
    }
}
