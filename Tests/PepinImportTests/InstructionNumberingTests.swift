import Testing
import Pepin
@testable import PepinImport

/// Methods whose numbering, labels and punctuation are the page's layout, not steps.
@Suite struct InstructionNumberingTests {
    private func steps(jsonLD instructions: String) throws -> [String] {
        let page = """
            <html><head><script type="application/ld+json">{"@type":"Recipe","name":"Toast",
            "recipeIngredient":["1 slice bread"],"recipeInstructions":\(instructions)}</script></head></html>
            """
        return try RecipePageImporter(html: page, pageName: "toast.html").recipe().allSteps
    }

    @Test("the \",\" between <p> blocks is no step, in a list or as one string")
    func commasBetweenParagraphs() throws {
        let method = #""<p>Toast the bread.</p>,<p>Add the butter.</p>,<p>Stir the jam.</p>""#
        let expected = ["Toast the bread.", "Add the butter.", "Stir the jam."]
        #expect(try steps(jsonLD: method) == expected)
        #expect(try steps(jsonLD: "[\(method)]") == expected)
        #expect(try steps(jsonLD: #"["Toast the bread.", ",", "Add the butter."]"#) == ["Toast the bread.", "Add the butter."])
    }

    @Test("a step that is only a number, or a HowToStep named only \"Step 1\" with no text, is a label")
    func numberLabels() throws {
        #expect(try steps(jsonLD: #"["1", "Beat the egg.", "2.", "Whisk in the milk.", "3", "Fry it."]"#)
            == ["Beat the egg.", "Whisk in the milk.", "Fry it."])
        // A text with a step word is kept, as the pages that give "Etape 1" are read; so is a
        // sentence's broken end "6).".
        #expect(try steps(jsonLD: #"["Etape 1", "Beat the egg.", "Bake at 180 °C (th.", "6)."]"#)
            == ["Etape 1", "Beat the egg.", "Bake at 180 °C (th.", "6)."])
        #expect(try steps(jsonLD: """
            [{"@type":"HowToStep","name":"Step 1"},{"@type":"HowToStep","text":"Beat the egg."},
             {"@type":"HowToStep","name":"Step 2"},{"@type":"HowToStep","text":"Fry it."}]
            """) == ["Beat the egg.", "Fry it."])
    }
}
