import Testing
import Pepin
@testable import PepinImport

/// The shapes in which pages give their method, each read into one step per step.
@Suite struct InstructionShapeTests {
    private func steps(jsonLD instructions: String) throws -> [String] {
        let page = """
            <html><head><script type="application/ld+json">{"@type":"Recipe","name":"Soup",
            "recipeIngredient":["1 leek"],"recipeInstructions":\(instructions)}</script></head></html>
            """
        return try RecipePageImporter(html: page, pageName: "soup.html").recipe().allSteps
    }

    @Test("a step name that is only its number is a label, not a step")
    func numberedNames() throws {
        let steps = try steps(jsonLD: """
            [{"@type":"HowToStep","name":"Step 1","text":"Wash the leek."},
             {"@type":"HowToStep","name":"stap 2","text":"Slice it."},
             {"@type":"HowToStep","name":"Rest","text":"Leave it for an hour."}]
            """)
        #expect(steps == ["Wash the leek.", "Slice it.", "Rest", "Leave it for an hour."])
    }

    @Test("one string of a list is one step, line breaks and all")
    func stringWithBreaks() throws {
        let steps = try steps(jsonLD: #"["Heat the oil.\nTip: use a heavy pan.", "Fry the leek."]"#)
        #expect(steps == ["Heat the oil. Tip: use a heavy pan.", "Fry the leek."])
    }

    @Test("a method in one string numbered inline splits at the numbers")
    func inlineNumbering() throws {
        let steps = try steps(jsonLD: #""1. Wash the leek. Dry it.2. Slice it into 2 cm rings. 3. Fry for 5 minutes.""#)
        #expect(steps == ["Wash the leek. Dry it.", "Slice it into 2 cm rings.", "Fry for 5 minutes."])
    }

    @Test("a method in one HowToStep with sentences glued together splits between them")
    func gluedSentences() throws {
        let steps = try steps(jsonLD: #"[{"@type":"HowToStep","text":"Wash the leek.Slice it (thinly).Fry it!"}]"#)
        #expect(steps == ["Wash the leek.", "Slice it (thinly).", "Fry it!"])
    }

    @Test("a method in one text with paragraphs splits at them; numbers alone are dropped")
    func paragraphs() throws {
        let steps = try steps(jsonLD: #""<p>Step 1</p><p>Wash the leek.</p><p>Step 2</p><p>Slice it.<br>Fry it.</p>""#)
        #expect(steps == ["Wash the leek.", "Slice it.", "Fry it."])
    }

    @Test("a paragraph or line break inside a sentence does not end a step; a step ending in \";\" before a capital does")
    func fragments() throws {
        let joined = try steps(jsonLD: #""<p>Fry the onion,</p><p>then the garlic.</p><p>Add the water;<br>simmer 20 minutes.</p>""#)
        #expect(joined == ["Fry the onion, then the garlic.", "Add the water; simmer 20 minutes."])
        let clauses = try steps(jsonLD: #""<p>Melt the butter;</p><p>Add the meat;</p><p>Serve with rice.</p>""#)
        #expect(clauses == ["Melt the butter;", "Add the meat;", "Serve with rice."])
        // Separate strings of a list stay separate steps.
        #expect(try steps(jsonLD: #"["Fry the onion,", "then the garlic."]"#) == ["Fry the onion,", "then the garlic."])
    }

    @Test("one microdata element is one step, whatever its blocks")
    func microdataElement() throws {
        let page = """
            <div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Soup</h1>
            <ul><li itemprop="recipeIngredient">1 leek</li></ul>
            <ol><li itemprop="recipeInstructions"><p>Wash the leek.</p><p>Dry it well.</p></li>
            <li itemprop="recipeInstructions">Slice it.</li></ol></div>
            """
        let recipe = try RecipePageImporter(html: page, pageName: "soup.html").recipe()
        #expect(recipe.allSteps == ["Wash the leek. Dry it well.", "Slice it."])
    }

    @Test("one microdata step holding the whole method splits at its own paragraphs, numbers and all")
    func loneMicrodataStep() throws {
        let page = """
            <div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Soup</h1>
            <ul><li itemprop="recipeIngredient">1 leek</li></ul>
            <ol itemprop="recipeInstructions" itemscope itemtype="https://schema.org/HowToSection">
            <div itemprop="itemListElement" itemscope itemtype="https://schema.org/HowToStep">
            <meta itemprop="name" content="Soup1. Wa..."><span itemprop="text"><p><b>Soup</b></p>
            <p>1. Wash the leek and dry it.</p><p>2. Slice it, <em>thinly</em>.</p><p>Topping:</p><p>3. Fry the rings.</p></span>
            </div></ol></div>
            """
        let recipe = try RecipePageImporter(html: page, pageName: "soup.html").recipe()
        // The name is the text's start cut short: no step of its own.
        #expect(recipe.allSteps == ["Soup", "1. Wash the leek and dry it.", "2. Slice it, thinly.", "Topping:", "3. Fry the rings."])
    }

    @Test("a step name cut short is no step only when it is the text's start")
    func cutShortNames() throws {
        let steps = try steps(jsonLD: """
            [{"@type":"HowToStep","name":"Wash th...","text":"Wash the leek."},
             {"@type":"HowToStep","name":"Rest…","text":"Leave it for an hour."}]
            """)
        #expect(steps == ["Wash the leek.", "Rest…", "Leave it for an hour."])
    }

    @Test("a step or the one section that only says \"Method\" is the method's heading, not a step")
    func methodHeadings() throws {
        #expect(try steps(jsonLD: #"["Zubereitung", "Wash the leek.", "Slice it."]"#) == ["Wash the leek.", "Slice it."])
        let page = """
            <script type="application/ld+json">{"@type":"Recipe","name":"Soup","recipeInstructions":[
            {"@type":"HowToSection","name":"Modo de Preparo","itemListElement":["Wash the leek.","Slice it."]}]}</script>
            """
        let recipe = try RecipePageImporter(html: page, pageName: "soup.html").recipe()
        #expect(recipe.instructionSections == [InstructionSection(steps: ["Wash the leek.", "Slice it."])])
        #expect(try steps(jsonLD: #"["Finish the preparation.", "Serve."]"#) == ["Finish the preparation.", "Serve."])
    }

    @Test("step labels", arguments: [
        ("Step 3", true), ("stap 1", true), ("Schritt 2:", true), ("Étape 4", true), ("step1", true),
        ("3.", true), ("1:", true), ("gazpacho_r step 2", true), ("Passo 10", true),
        ("Stir in 3", false), ("Rest", false), ("Bake at 180", false), ("Step", false), ("2 eggs", false),
    ])
    func label(text: String, isLabel: Bool) {
        #expect(StepNumberLabel(text).isLabel == isLabel)
    }

    @Test("a text without numbering or glued sentences stays one step")
    func plainText() {
        #expect(MethodTextSplitter(["Bake for 1.5 hours at 180 C. Serve with 2 spoons of cream."]).steps
            == ["Bake for 1.5 hours at 180 C. Serve with 2 spoons of cream."])
        #expect(MethodTextSplitter(["Add 1. Then stir."]).steps == ["Add 1. Then stir."])
        #expect(MethodTextSplitter(["Bereiden: Verhit de olie.Bak de ui."]).steps == ["Verhit de olie.", "Bak de ui."])
        #expect(MethodTextSplitter(["Note: serve hot."]).steps == ["Note: serve hot."])
    }

    @Test("a section title the page shows none of is no title, where the page shows the steps; a page that shows no step keeps its titles")
    func unshownSectionTitles() throws {
        let data = """
            <script type="application/ld+json">{"@type":"Recipe","name":"Soup","recipeIngredient":["1 leek"],
            "recipeInstructions":[
            {"@type":"HowToSection","name":"First instruction","itemListElement":[{"@type":"HowToStep","text":"Wash the leek."}]},
            {"@type":"HowToSection","name":"Baker's topping","itemListElement":[{"@type":"HowToStep","text":"Fry the rings."}]}]}</script>
            """
        let shown = data + "<ol><li>Wash the leek.</li></ol><h4>Baker&#8217;s <em>topping</em></h4><ol><li>Fry the rings.</li></ol>"
        let recipe = try RecipePageImporter(html: shown, pageName: "soup.html").recipe()
        #expect(recipe.instructionSections == [
            InstructionSection(steps: ["Wash the leek."]), InstructionSection(title: "Baker's topping", steps: ["Fry the rings."]),
        ])
        let dataOnly = try RecipePageImporter(html: data, pageName: "soup.json").recipe()
        #expect(dataOnly.instructionSections.map(\.title) == ["First instruction", "Baker's topping"])
    }

    @Test("the words a page shows: text between tags, references decoded, not scripts")
    func shownWords() {
        let page = #"<p>Fry the <b>rings</b> &amp; serve.</p><h4>TOPPING</h4><h4>CR&Egrave;ME Brûlée</h4><script>var t = "Hidden step";</script>"#
        let words = ShownWords(text: VisibleRecipeScanner(Array(page.utf8), keepingText: true).text)
        #expect(words.shows("the rings & serve"))
        #expect(words.shows("Fry the rings."))
        #expect(words.shows("Topping"))
        #expect(words.shows("Crème brûlée"))
        #expect(!words.shows("Hidden step"))
        #expect(!words.shows("serve the rings"))
        // A long step whose first word the page says everywhere is read a few words at each place.
        let common = ShownWords(text: Array(String(repeating: "the soup\n", count: 20_000).utf8))
        let long = "The leek " + String(repeating: "and then the soup ", count: 300)
        let elapsed = ContinuousClock().measure { #expect(!common.shows(long)) }
        #expect(elapsed < .seconds(3))
    }
}
