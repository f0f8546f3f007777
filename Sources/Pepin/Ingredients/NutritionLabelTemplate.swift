/// The nutrition label's HTML, made once from a recipe's facts at 1x with the values that follow
/// the scale (the servings, the recipe's totals) left as holes: a page at any scale fills them in,
/// and so does the page's script through the core, from the same `data-` values.
///
/// ```swift
/// let label = NutritionLabelTemplate(facts)
/// label.html(scale: Rational(2))  // <table class="nutrition-facts">…<td data-nutrient="0" …>1296</td>…
/// ```
public struct NutritionLabelTemplate: Sendable {
    /// What fills a hole.
    enum Hole: Sendable {
        /// The servings at 1x, times the scale.
        case servings(Rational)
        /// A nutrient's total at 1x in hundredths, times the scale, written as a label writes it.
        case total(Nutrient, hundredths: Int, lowerBound: Bool)
    }

    /// The fixed text around the holes: one more piece than holes.
    let pieces: [String]
    let holes: [Hole]

    /// The label of `nutrition` (the facts at 1x).
    public init(_ nutrition: RecipeNutrition) {
        let presenter = NutritionLabelPresenter(nutrition)
        let portion: (title: String, amounts: NutrientAmounts)? =
            nutrition.perServing.map { ("Per serving", $0) } ?? nutrition.perHundredGrams.map { ("Per 100 g", $0) }
        var pieces: [String] = []
        var holes: [Hole] = []
        var out = "<table class=\"nutrition-facts\">\n<caption>Nutrition Facts"
        if let servings = nutrition.servings {
            out += " <span class=\"servings\" data-servings=\"" + String(servings.numerator)
                + (servings.denominator == 1 ? "" : "/" + String(servings.denominator)) + "\">"
            pieces.append(out)
            holes.append(.servings(servings))
            out = " servings</span>"
        }
        out += "</caption>\n<thead><tr><th></th>" + (portion.map { "<th scope=\"col\">" + $0.title + "</th>" } ?? "")
        out += "<th scope=\"col\">Recipe</th></tr></thead>\n<tbody>\n"
        for nutrient in Nutrient.allCases {
            out += NutritionLabelPresenter.indented(nutrient) ? "<tr class=\"sub\">" : "<tr>"
            out += "<th scope=\"row\">" + HTMLEscaper.escape(nutrient.label) + "</th>"
            if let portion { out += "<td>" + HTMLEscaper.escape(presenter.value(nutrient, in: portion.amounts)) + "</td>" }
            if let hundredths = nutrition.total.hundredths(of: nutrient) {
                let lowerBound = nutrition.isLowerBound(nutrient)
                out += "<td data-nutrient=\"" + String(nutrient.rawValue) + "\" data-hundredths=\"" + String(hundredths) + "\""
                out += lowerBound ? " data-lower>" : ">"
                pieces.append(out)
                holes.append(.total(nutrient, hundredths: hundredths, lowerBound: lowerBound))
                out = "</td></tr>\n"
            } else {
                out += "<td>unknown</td></tr>\n"
            }
        }
        out += "</tbody>\n</table>\n"
        if !nutrition.notCounted.isEmpty {
            out += "<p class=\"not-counted\">Not counted:</p>\n<ul class=\"not-counted\">\n"
            for item in nutrition.notCounted {
                out += "<li>" + HTMLEscaper.escape(item.line) + " <span class=\"reason\">("
                    + HTMLEscaper.escape(item.issue.reason) + ")</span></li>\n"
            }
            out += "</ul>\n"
        }
        pieces.append(out + "<p class=\"nutrition-source\">Source: USDA National Nutrient Database for Standard Reference, Release 28.</p>")
        self.pieces = pieces
        self.holes = holes
    }

    /// The label at `scale`.
    public func html(scale: Rational = .one) -> String {
        var out = TextBuffer(capacity: pieces.reduce(0) { $0 + $1.utf8.count } + holes.count * 8)
        for (index, piece) in pieces.enumerated() {
            out.append(piece)
            guard index < holes.count else { break }
            switch holes[index] {
            case .servings(let servings):
                let scaled = (try? servings.multiplied(by: scale)) ?? servings
                QuantityPresenter(.exact(scaled)).write(into: &out)
            case .total(let nutrient, let hundredths, let lowerBound):
                out.append(NutritionLabelPresenter.value(
                    nutrient, hundredths: RecipeNutrition.scaledHundredths(hundredths, by: scale), lowerBound: lowerBound))
            }
        }
        return out.text
    }
}
