/// Writes an ingredient line scaled and in the chosen view: as written, US customary, metric
/// volume or metric weight.
///
/// Volumes convert to weights, and back, through the catalog's USDA densities; grams are rounded
/// as a cook weighs (see ``GramReducer``) and marked "≈" when rounded. Counts with a known weight
/// per piece keep their count and gain the weight in the weight view only. A line whose food is
/// unknown, or whose amount cannot be converted, stays as written and ``issue`` says why. An
/// amount the author also gave in the view's units ("1 cup (125 g) flour") is taken from the
/// author.
///
/// ```swift
/// let line = IngredientLineParser("1 cup all-purpose flour").line
/// IngredientViewPresenter(line, view: .metricWeight).text      // "125 g all-purpose flour"
/// let sugar = IngredientLineParser("200 g sugar").line
/// IngredientViewPresenter(sugar, view: .usCustomary).text      // "1 cup sugar"
/// ```
public struct IngredientViewPresenter: Sendable {
    /// The line in the chosen view.
    public let text: String
    /// Why the line could not be converted and stays as written, or `nil`.
    public let issue: ConversionIssue?
    /// The food the line's name was matched to, if any.
    public let food: Food?

    /// Presents `line` scaled by `scale` in `view`, matching its name in `catalog`.
    public init(
        _ line: IngredientLine, scale: Rational = .one, view: IngredientView, catalog: FoodCatalog = .standard,
        style: ReductionStyle = .compound, format: TextFormat = .text
    ) {
        let food = line.isParsed && !line.name.isEmpty ? IngredientMatcher(line.name, catalog: catalog).match?.food : nil
        self.init(line, scale: scale, view: view, food: food, style: style, format: format)
    }

    /// Presents `line` with an already matched `food` (`nil`: unknown), so a page can match each
    /// line once and switch views cheaply.
    public init(
        _ line: IngredientLine, scale: Rational = .one, view: IngredientView, food: Food?,
        style: ReductionStyle = .compound, format: TextFormat = .text
    ) {
        self.food = food
        // The author's units, scaled: computed only when the line keeps them.
        func written() -> String {
            let suitability = Suitability.of(food: food, name: line.name)
            return IngredientLinePresenter(line, scale: scale, style: style, format: format, suitability: suitability).text
        }
        guard view != .asWritten, line.isParsed, let amount = line.amount else {
            text = written()
            issue = nil
            return
        }
        let conversion = ViewConversion(line: line, scale: scale, view: view, food: food, style: style, format: format)
        switch conversion.convert(amount) {
        case .unchanged:
            text = written()
            issue = nil
        case .failed(let why):
            text = written()
            issue = why
        case .replaced(let amountText):
            text = conversion.replacing(amount, with: amountText)
            issue = nil
        case .annotated(let weightText):
            text = conversion.inserting(weightText, into: written())
            issue = nil
        }
    }
}
