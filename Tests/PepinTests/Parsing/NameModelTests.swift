import Pepin
import Testing

/// The learned name model (``NameModel``, ``NameTagger``): it loads, it changes only the reported
/// name, and on lines it never saw (from dev.jsonl; it is trained on train.jsonl) it reads the
/// name as the labels do where the rules did not.
/// The model is opt-in (`pepin parse --names learned`): it costs about a third of parsing.
@Suite struct NameModelTests {
    /// The compiled model; a test fails when it does not load.
    static func learned() throws -> NameModel {
        let model: NameModel? = NameModel.standard
        return try #require(model)
    }

    @Test func theCompiledModelLoads() throws {
        // A malformed weights file would leave `--names learned` on the rules alone.
        let model = try Self.learned()
        let line = IngredientLineParser("3 tbsp groundnut oil (or peanut oil)", model: model).line
        let rules = IngredientLineParser("3 tbsp groundnut oil (or peanut oil)").line
        #expect(line.name != rules.name)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let line: String
        /// The labelled name (dev.jsonl), which the model reads.
        let name: String
        /// The rules' reading, which the food is still matched on.
        let rules: String
        var testDescription: String { line }
    }

    static let cases: [Case] = [
        // An alternative in parentheses is part of the name in the labels ("(or X)").
        Case(line: "3 tbsp groundnut oil (or peanut oil)", name: "groundnut oil or peanut oil", rules: "groundnut oil"),
        Case(
            line: "150g/5oz gorgonzola (or a similar vegetarian blue cheese), thickly sliced",
            name: "gorgonzola or a similar vegetarian blue cheese", rules: "gorgonzola"),
        // "cooked" before a noun with a comma after names the product.
        Case(line: "1 cooked beetroot, peeled and roughly chopped", name: "cooked beetroot", rules: "beetroot"),
        // "Hot cooked" before the food is how it is served, not its name.
        Case(line: "3 cups hot cooked pasta or rice", name: "pasta or rice", rules: "hot pasta or rice"),
    ]

    @Test(arguments: cases) func readsTheLabelledName(_ c: Case) throws {
        let line = IngredientLineParser(c.line, model: try Self.learned()).line
        #expect(line.name == c.name)
        #expect(line.foodName == c.rules)
        // The rules alone (the default) give their own reading as both.
        let rules = IngredientLineParser(c.line).line
        #expect(rules.name == c.rules)
        #expect(rules.foodName == c.rules)
    }

    @Test func theModelChangesOnlyTheName() throws {
        let model = try Self.learned()
        // Amounts, the name's place and the food's name are the rules': the WebAssembly core,
        // which has no model, presents every line exactly as native builds do.
        for text in ["2 cups all-purpose flour, sifted", "1 (14.5 ounce) can stewed, diced tomatoes", "3 celery sticks, chopped",
            "100g/3½oz dried egg noodles (or other dried noodles)", "Vanilla extract, 1½ teaspoons", "salt and pepper to taste"]
        {
            let line = IngredientLineParser(text, model: model).line
            let rules = IngredientLineParser(text).line
            #expect(line.amount == rules.amount, "\(text)")
            #expect(line.alternatives == rules.alternatives, "\(text)")
            #expect(line.foodName == rules.name, "\(text)")
            #expect(line.isParsed == rules.isParsed, "\(text)")
            #expect(line.quantity == rules.quantity, "\(text)")
        }
    }

    @Test(arguments: ["", "zz:1", "10:", ":5", "1:2:3", "40000:1", "1:40000", "1!"])
    func malformedWeightsAreRefused(_ text: String) {
        #expect(NameModel(text: text) == nil)
    }

    @Test func weightsAreRead() throws {
        let model = try #require(NameModel(text: "0:5 1ffff:-7 a:12"))
        #expect(NameModel(weights: [0]) == nil)
        // A model that takes every word (a large bias) reads the whole rest of the line.
        var weights = [Int16](repeating: 0, count: NameModel.bucketCount)
        for bucket in weights.indices { weights[bucket] = 1 }
        let all = try #require(NameModel(weights: weights))
        #expect(IngredientLineParser("2 cups all-purpose flour, sifted", model: all).line.name == "all-purpose flour sifted")
        _ = model
    }

    @Test func aModelMadeForOneParseIsBorrowedWhileItLives() throws {
        // The parse borrows the model's weights as pointers: a model made for the call alone,
        // released right after it, reads as a kept one; so does the initializer given the bytes.
        let all = try #require(NameModel(weights: [Int16](repeating: 1, count: NameModel.bucketCount)))
        for text in ["2 cups all-purpose flour, sifted", "3 tbsp groundnut oil (or peanut oil)", "1 cooked beetroot, peeled"] {
            let kept = IngredientLineParser(text, model: all).line
            let made = IngredientLineParser(text, model: NameModel(weights: [Int16](repeating: 1, count: NameModel.bucketCount))).line
            #expect(made == kept, "\(text)")
            #expect(IngredientLineParser(text, utf8: Array(text.utf8), model: all).line == kept, "\(text)")
            #expect(IngredientLineParser(text, utf8: Array(text.utf8), model: try Self.learned()).line.name
                == IngredientLineParser(text, model: try Self.learned()).line.name, "\(text)")
        }
    }

    @Test func aOneWordNameBeforePreparationIsSettled() throws {
        // The rules' one-word name with nothing after it is kept without weighing: even a model
        // that takes every word leaves it.
        let all = try #require(NameModel(weights: [Int16](repeating: 1, count: NameModel.bucketCount)))
        for text in ["1 onion", "2 cups flour", "1 (14.5 ounce) can tomatoes"] {
            #expect(IngredientLineParser(text, model: all).line.name == IngredientLineParser(text).line.name, "\(text)")
        }
        // Anything else after the name is weighed.
        #expect(IngredientLineParser("2 cups flour (sifted)", model: all).line.name == "flour sifted")
        #expect(IngredientLineParser("2 cups flour, sifted", model: all).line.name == "flour sifted")
    }

    @Test func anotherWordAfterTheNameIsToldFromOneBefore() throws {
        // Three states: a model that takes the first word, leaves any word after a name word,
        // never takes a word after one left before the name, and always takes one after a word
        // left after the name, alternates from the first word on.
        let text = "2 cups aa bb cc dd ee"
        let candidates = NameCandidates(text).candidates
        try #require(candidates.count == 5)
        var weights = [Int16](repeating: 0, count: NameModel.bucketCount)
        let mask = UInt32(NameModel.bucketCount - 1)
        let bias: [(NameCandidate.Previous, Int16)] = [(.start, 1000), (.name, -1000), (.other, -1000), (.afterName, 1000)]
        for (previous, weight) in bias { weights[Int(candidates[1].dynamic(previous).0 & mask)] = weight }
        let model = try #require(NameModel(weights: weights))
        #expect(IngredientLineParser(text, model: model).line.name == "aa cc ee")
    }
}
