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

    @Test("lines numbered 1, 2, 3 in order lose their numbers")
    func numberedLines() throws {
        #expect(try steps(jsonLD: #""1. Boil the macaroni.\n2. Melt the butter.\n3) Stir in the cheese.""#)
            == ["Boil the macaroni.", "Melt the butter.", "Stir in the cheese."])
        #expect(try steps(jsonLD: #""Step 1: Boil the macaroni.\nStep 2 - Melt the butter.""#)
            == ["Boil the macaroni.", "Melt the butter."])
        // Numbers out of order, or on some lines only, are the text's own.
        #expect(try steps(jsonLD: #""1. Boil the macaroni.\n3. Melt the butter.""#)
            == ["1. Boil the macaroni.", "3. Melt the butter."])
        #expect(try steps(jsonLD: #""Boil the macaroni.\n2. Melt the butter.""#)
            == ["Boil the macaroni.", "2. Melt the butter."])
    }

    @Test("Paprika directions numbered line by line lose their numbers")
    func paprikaNumberedLines() throws {
        let recipe = try #require(PaprikaRecipeReader(Array(#"{"name":"Mac","directions":"1. Boil the macaroni.\n2. Melt the butter."}"#.utf8))).recipe
        #expect(recipe.allSteps == ["Boil the macaroni.", "Melt the butter."])
    }

    @Test("a method in one string numbered \"Step 1: ... Step 2: ...\" splits at the numbers")
    func inlineStepWords() throws {
        #expect(try steps(jsonLD: #""Step 1: Beat the egg. Step 2: Whisk in the milk. Step 3: Fry it.""#)
            == ["Beat the egg.", "Whisk in the milk.", "Fry it."])
        #expect(MethodTextSplitter(["Repeat step 2 with the rest."]).steps == ["Repeat step 2 with the rest."])
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

    @Test("sentences glued after °C, °F or a quote split in a one-line method; abbreviations do not")
    func gluedAfterUnits() throws {
        #expect(try steps(jsonLD: #"[{"@type":"HowToStep","text":"Toast at 200°C.Cool on a rack."}]"#)
            == ["Toast at 200°C.", "Cool on a rack."])
        #expect(MethodTextSplitter(["Bake 20 minutes at 180°C.Cool before cutting."]).steps
            == ["Bake 20 minutes at 180°C.", "Cool before cutting."])
        #expect(MethodTextSplitter(["Preheat oven to 350°F.Grease a pan."]).steps == ["Preheat oven to 350°F.", "Grease a pan."])
        #expect(MethodTextSplitter(["Bake in a 9x13\" pan.Cool on a rack."]).steps == ["Bake in a 9x13\" pan.", "Cool on a rack."])
        #expect(MethodTextSplitter(["Bake in a 9\".Cool it."]).steps == ["Bake in a 9\".", "Cool it."])
        // Among several lines a glued sentence stays: pages that break lines read that way.
        #expect(MethodTextSplitter(["Mix the dry ones.", "Add the wet ones.Stir."]).steps
            == ["Mix the dry ones.", "Add the wet ones.Stir."])
        #expect(MethodTextSplitter(["Use a firm fruit, e.g. Bramley, or 1.5 kg from www.example.com. Serve."]).steps
            == ["Use a firm fruit, e.g. Bramley, or 1.5 kg from www.example.com. Serve."])
    }
}
