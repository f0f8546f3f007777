/// A recipe as a value: what a recipe file, a web page or a JSON-LD document says about a dish.
///
/// Every text is kept as the author wrote it. Ingredient lines stay plain strings here; parse them
/// with ``IngredientLineParser`` when amounts matter. Times are whole minutes; yields stay text
/// (`"12 cookies"`, `"4"`), read with ``YieldParser``.
public struct Recipe: Hashable, Sendable {
    /// The dish's name.
    public var title: String
    /// A sentence or two about the dish.
    public var description: String?
    /// Where the recipe came from: a URL or a book.
    public var source: String?
    /// Who wrote it.
    public var author: String?
    /// An image path or URL.
    public var image: String?
    /// Free-form tags ("bread", "vegetarian").
    public var tags: [String]
    /// What the recipe makes, as written: "12 cookies", "2 loaves".
    public var yields: String?
    /// How many it serves, as written: "4", "4-6".
    public var serves: String?
    /// Preparation time.
    public var prepTime: RecipeTime?
    /// Cooking time.
    public var cookTime: RecipeTime?
    /// Total time, when the source gives one.
    public var totalTime: RecipeTime?
    /// Ingredient lines, grouped in sections ("For the dough"); a recipe without sections has one
    /// section whose title is `nil`.
    public var ingredientSections: [IngredientSection]
    /// Steps, grouped in sections like the ingredients.
    public var instructionSections: [InstructionSection]
    /// Free notes (Markdown), the body of a recipe file.
    public var notes: String?
    /// Nutrition facts as given by a source, in order: `("calories", "240 kcal")`.
    public var nutrition: [NutritionFact]

    /// Creates a recipe; everything but the title is optional.
    public init(
        title: String, description: String? = nil, source: String? = nil, author: String? = nil,
        image: String? = nil, tags: [String] = [], yields: String? = nil, serves: String? = nil,
        prepTime: RecipeTime? = nil, cookTime: RecipeTime? = nil, totalTime: RecipeTime? = nil,
        ingredientSections: [IngredientSection] = [], instructionSections: [InstructionSection] = [],
        notes: String? = nil, nutrition: [NutritionFact] = []
    ) {
        self.title = title
        self.description = description
        self.source = source
        self.author = author
        self.image = image
        self.tags = tags
        self.yields = yields
        self.serves = serves
        self.prepTime = prepTime
        self.cookTime = cookTime
        self.totalTime = totalTime
        self.ingredientSections = ingredientSections
        self.instructionSections = instructionSections
        self.notes = notes
        self.nutrition = nutrition
    }

    /// All ingredient lines of all sections, in order.
    public var allIngredientLines: [String] { ingredientSections.flatMap { $0.lines } }
    /// All steps of all sections, in order.
    public var allSteps: [String] { instructionSections.flatMap { $0.steps } }

    /// How long the recipe takes in all: the total it gives, else prep plus cook when it gives
    /// either; `nil` when it gives no time.
    public var totalTimeOrSum: RecipeTime? {
        if let totalTime { return totalTime }
        guard prepTime != nil || cookTime != nil else { return nil }
        return RecipeTime(minutes: (prepTime?.minutes ?? 0) + (cookTime?.minutes ?? 0))
    }
}

/// A titled group of ingredient lines ("For the dough"); the title is `nil` for the main group.
public struct IngredientSection: Hashable, Sendable {
    public var title: String?
    public var lines: [String]
    public init(title: String? = nil, lines: [String]) {
        self.title = title
        self.lines = lines
    }
}

/// A titled group of steps; the title is `nil` for the main group.
public struct InstructionSection: Hashable, Sendable {
    public var title: String?
    public var steps: [String]
    public init(title: String? = nil, steps: [String]) {
        self.title = title
        self.steps = steps
    }
}

/// One nutrition fact as a source states it: a name and a value with its unit, both text.
public struct NutritionFact: Hashable, Sendable {
    public var name: String
    public var value: String
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// A length of time in whole minutes (prep, cook and total times never scale).
public struct RecipeTime: Hashable, Sendable, Comparable {
    public var minutes: Int
    public init(minutes: Int) { self.minutes = minutes }
    public static func < (a: RecipeTime, b: RecipeTime) -> Bool { a.minutes < b.minutes }

    /// ISO 8601 duration, as schema.org wants it: 90 minutes is `PT1H30M`, 0 is `PT0M`.
    public var iso8601: String {
        let hours = minutes / 60
        let rest = minutes % 60
        if hours == 0 { return "PT\(rest)M" }
        return rest == 0 ? "PT\(hours)H" : "PT\(hours)H\(rest)M"
    }

    /// Human text: "1 hr 30 min", "45 min", "2 hr".
    public var text: String {
        let hours = minutes / 60
        let rest = minutes % 60
        if hours == 0 { return "\(rest) min" }
        return rest == 0 ? "\(hours) hr" : "\(hours) hr \(rest) min"
    }
}
