/// An ingredient line made ready once for every reading of it: parsed (the author's text kept,
/// with the byte spans of its amounts), its food matched in the catalog, and liquid or dry
/// decided (the catalog first, the name only for foods it does not know).
///
/// Every surface (site, server, API, CLI, WebAssembly) shows a line through ``presented(_:)``:
/// one path for every scale, view, style and format, "as written" being one of the views.
///
/// ```swift
/// let salt = PreparedLine("1 teaspoon kosher salt")
/// salt.presented(scale: Rational(3)).text                    // "1 tablespoon kosher salt"
/// PreparedLine("1 cup all-purpose flour").presented(view: .metricWeight).text  // "125 g all-purpose flour"
/// ```
public struct PreparedLine: Hashable, Sendable {
    /// The parsed line.
    public let line: IngredientLine
    /// The food the name was matched to, or `nil` when unknown.
    public let food: Food?
    /// Liquid or dry: from the food when known, else from the name.
    public let suitability: Suitability
    /// The grams of one of the things the line counts ("1 large egg": 50 g, "1 (15 ounce) can":
    /// 425 g), when it counts things whose weight is known: the weight shown beside a part of one.
    let gramsEach: Rational?
    /// The line read as one container of its size, for a measure and a container with no count
    /// before them ("28-ounce can crushed tomatoes" as "1 x 28-ounce can ..."): scaled, the line
    /// counts containers ("2 x 28-ounce cans"), not "3 1/2 pounds can". Empty for other lines
    /// (an array: a line cannot hold a line).
    private let countedContainer: [PreparedLine]

    /// Parses `text` and matches its food in `catalog`.
    public init(_ text: String, catalog: FoodCatalog = .standard) {
        self.init(IngredientLineParser(text).line, catalog: catalog)
    }

    /// Matches the food of an already parsed `line` in `catalog`.
    public init(_ line: IngredientLine, catalog: FoodCatalog = .standard) {
        let food = line.isParsed && !line.foodName.isEmpty ? IngredientMatcher(line.foodName, catalog: catalog).match?.food : nil
        self.init(line, food: food)
    }

    /// A line whose food is already known (`nil`: unknown).
    public init(_ line: IngredientLine, food: Food?) {
        self.line = line
        self.food = food
        suitability = Suitability.of(food: food, name: line.foodName)
        gramsEach = Self.gramsEach(line, food: food)
        countedContainer = SizedContainerReader.counted(line).map { [PreparedLine($0, food: food)] } ?? []
    }

    private static func gramsEach(_ line: IngredientLine, food: Food?) -> Rational? {
        guard let amount = line.amount, amount.parts.count == 1, IngredientViewPresenter.isCounted(amount.parts[0].unit)
        else { return nil }
        guard let food else {
            // A container sized by weight weighs that whatever it holds: "1/2 (16 ounce) package
            // rigatoni" is 8 ounces, known food or not.
            guard case .count(let count)? = amount.parts[0].unit, count.isContainer, let size = amount.containerSize else { return nil }
            return FoodMeasures.containerWeight(size)
        }
        return try? FoodMeasures(food).grams(of: .one, unit: amount.parts[0].unit, size: line.size, containerSize: amount.containerSize)
    }

    /// The line as `presentation` asks.
    public func presented(_ presentation: Presentation) -> PresentedLine {
        IngredientViewPresenter(self, scale: presentation.scale, view: presentation.view, style: presentation.style)
            .presented(presentation.format)
    }

    /// The counted container's reading, shown at a whole scale above one ("2 x 400g tins"); `nil`
    /// for the author's (a third of a 400g tin is "≈ 133 g").
    func counted(at scale: Rational) -> PreparedLine? {
        guard !countedContainer.isEmpty, scale.isInteger, scale > .one else { return nil }
        return countedContainer[0]
    }

    /// The line at `scale`, in `view`, reduced in `style`, written as plain text and as HTML:
    /// scaled and converted once, for a page that needs both (its list and its JSON-LD).
    public func presentedAsTextAndHTML(
        scale: Rational = .one, view: IngredientView = .asWritten, style: ReductionStyle = .compound
    ) -> (text: PresentedLine, html: PresentedLine) {
        IngredientViewPresenter(self, scale: scale, view: view, style: style).presentedAsTextAndHTML()
    }

    /// The line at `scale`, in `view`, reduced in `style`, written in `format`.
    public func presented(
        scale: Rational = .one, view: IngredientView = .asWritten, style: ReductionStyle = .compound, format: TextFormat = .text
    ) -> PresentedLine {
        presented(Presentation(scale: scale, view: view, style: style, format: format))
    }
}

/// How a recipe is to be shown: its scale, its view (as written, US, metric volume, weight), how
/// volumes are reduced (compound "1/4 cup + 2 tablespoons" or single units) and the text format.
public struct Presentation: Hashable, Sendable {
    public var scale: Rational
    public var view: IngredientView
    public var style: ReductionStyle
    public var format: TextFormat

    public init(scale: Rational = .one, view: IngredientView = .asWritten, style: ReductionStyle = .compound, format: TextFormat = .text) {
        self.scale = scale
        self.view = view
        self.style = style
        self.format = format
    }
}

/// An ingredient line as shown.
public struct PresentedLine: Hashable, Sendable {
    /// The line's text in the presentation's format.
    public let text: String
    /// The line's amount as the text reads it ("1 tablespoon" for "1 teaspoon" tripled), for
    /// structured answers; `nil` when the line has no amount (or it is implied and unwritten).
    public let amount: ReducedAmount?
    /// Why the line stays as written in the view ("unknown ingredient"), or `nil`.
    public let issue: ConversionIssue?
    /// True when an amount could not be scaled in 64-bit exact arithmetic: the line is kept as
    /// written with ``tooLargeNote``.
    public let isTooLargeToScale: Bool

    /// The note written after a line whose amount could not be scaled.
    public static let tooLargeNote = "not scaled: amount too large"
}
