/// The one presentation path behind ``PreparedLine/presented(_:)``: a prepared line scaled and in
/// the chosen view: as written, US customary, metric volume or metric weight.
///
/// Volumes convert to weights, and back, through the catalog's USDA densities; grams are rounded
/// as a cook weighs (see ``MeasuringTools``) and marked "≈" when rounded. Counts with a known weight
/// per piece keep their count and gain the weight in the weight view only. A line whose food is
/// unknown, or whose amount cannot be converted, stays as written and the issue says why. An
/// amount the author also gave in the view's units ("1 cup (125 g) flour") is taken from the
/// author. In the author's units (the as-written view, and any amount that already reads in the
/// view) ``IngredientLinePresenter`` changes only the amounts.
struct IngredientViewPresenter {
    let presented: PresentedLine

    init(_ prepared: PreparedLine, _ presentation: Presentation) {
        let line = prepared.line
        // The author's units, scaled: computed only when the line keeps them.
        func written() -> (text: String, tooLarge: Bool, amount: ReducedAmount?) {
            IngredientLinePresenter(
                line, scale: presentation.scale, style: presentation.style, format: presentation.format,
                suitability: prepared.suitability
            ).written
        }
        func keptWritten(_ issue: ConversionIssue?) -> PresentedLine {
            let (text, tooLarge, amount) = written()
            return PresentedLine(text: text, amount: amount, issue: issue, isTooLargeToScale: tooLarge)
        }
        guard presentation.view != .asWritten, line.isParsed, let amount = line.amount else {
            presented = keptWritten(nil)
            return
        }
        let conversion = ViewConversion(
            line: line, scale: presentation.scale, view: presentation.view, food: prepared.food,
            suitability: prepared.suitability, style: presentation.style, format: presentation.format)
        switch conversion.convert(amount) {
        case .unchanged:
            presented = keptWritten(nil)
        case .failed(let why):
            presented = keptWritten(why)
        case .replaced(let amountText, let shown):
            let approximate = ReducedAmount(parts: shown.parts, isApproximate: shown.isApproximate || amount.isMarkedApproximate)
            presented = PresentedLine(
                text: conversion.replacing(amount, with: amountText), amount: approximate, issue: nil, isTooLargeToScale: false)
        case .annotated(let weightText):
            let (text, tooLarge, shown) = written()
            presented = PresentedLine(
                text: conversion.inserting(weightText, into: text), amount: shown, issue: nil, isTooLargeToScale: tooLarge)
        }
    }
}
