/// A recipe made ready once for every reading of it: each ingredient line parsed and matched
/// (``PreparedLine``), its yield and servings read. The site build, `pepin serve`, the API and the
/// CLI present from it; nothing parses or matches a line again.
///
/// ```swift
/// let prepared = PreparedRecipe(recipe)
/// prepared.lines.map { $0.presented(scale: Rational(2), view: .metricWeight).text }
/// ```
public struct PreparedRecipe: Hashable, Sendable {
    /// A titled group of prepared lines ("For the dough"); the title is `nil` for the main group.
    public struct Section: Hashable, Sendable {
        public let title: String?
        public let lines: [PreparedLine]
    }

    /// A titled group of prepared steps; the title is `nil` for the main group.
    public struct StepSection: Hashable, Sendable {
        public let title: String?
        public let steps: [PreparedStep]
    }

    /// The recipe as written.
    public let recipe: Recipe
    /// The ingredient sections, prepared.
    public let sections: [Section]
    /// The instruction sections, each step read once (durations, temperatures, amounts).
    public let stepSections: [StepSection]
    /// What the recipe makes, read ("12 cookies"); `nil` when not given or not read.
    public let yield: RecipeYield?
    /// How many it serves, read ("4-6"); `nil` when not given or not read.
    public let servings: RecipeYield?
    /// The yield prepared as a line when it is a measure ("2 cups"), to read in every view.
    public let measuredYield: PreparedLine?

    /// Prepares `recipe`, matching its foods in `catalog`.
    public init(_ recipe: Recipe, catalog: FoodCatalog = .standard) {
        self.recipe = recipe
        sections = recipe.ingredientSections.map { section in
            Section(title: section.title, lines: section.lines.map { PreparedLine($0, catalog: catalog) })
        }
        let lines = sections.flatMap { $0.lines }
        let heads = StepIngredientMatcher.heads(of: lines)
        stepSections = recipe.instructionSections.map { section in
            StepSection(title: section.title, steps: section.steps.map { PreparedStep($0, lines: lines, heads: heads, catalog: catalog) })
        }
        yield = recipe.yields.flatMap { YieldParser($0).yield }
        servings = recipe.serves.flatMap { YieldParser($0).yield }
        measuredYield = recipe.yields.flatMap(YieldPresenter.measured)
    }

    /// Every prepared step of every section, in order.
    public var steps: [PreparedStep] { stepSections.flatMap { $0.steps } }

    /// Every prepared line of every section, in order.
    public var lines: [PreparedLine] { sections.flatMap { $0.lines } }

    /// Prepared recipes are equal when their recipes are: the rest follows from the recipe.
    public static func == (a: PreparedRecipe, b: PreparedRecipe) -> Bool { a.recipe == b.recipe }
    public func hash(into hasher: inout Hasher) { hasher.combine(recipe) }
}
