public import Pepin

/// A prepared step as JSON, at a scale and in a view, for the API and `pepin steps`:
/// `{"text":…,"timers":[{"text":"20 to 25 minutes","low":1200,"high":1500}],"temperatures":[…],
/// "lengths":[…],"amounts":[…]}`. The text is the step as presented (amounts scaled, temperatures
/// and lengths in the view);
/// times never scale.
public enum StepJSON {
    /// Writes `step` at `scale` in `view`.
    public static func write(_ step: PreparedStep, scale: Rational, view: IngredientView, into w: inout JSONWriter) {
        w.raw("{")
        w.key("text")
        w.string(step.presented(scale: scale, view: view))
        w.raw(",\"timers\":[")
        for (index, timer) in step.timers.enumerated() {
            if index > 0 { w.raw(",") }
            w.raw("{")
            w.key("text")
            w.string(timer.written)
            w.raw(",\"low\":")
            w.number(Int64(timer.lowSeconds))
            w.raw(",\"high\":")
            w.number(Int64(timer.highSeconds))
            w.raw("}")
        }
        w.raw("],\"temperatures\":")
        writeTexts(step.temperatures.map { ($0.written, $0.presented(view: view)) }, into: &w)
        w.raw(",\"lengths\":")
        writeTexts(step.lengths.map { ($0.written, $0.presented(view: view)) }, into: &w)
        w.raw(",\"amounts\":[")
        for (index, amount) in step.amounts.enumerated() {
            if index > 0 { w.raw(",") }
            w.raw("{")
            w.key("written")
            w.string(amount.written)
            w.raw(",")
            w.key("text")
            w.string(amount.presented(scale: scale, view: view, format: .text).text)
            w.raw(",\"ingredient\":")
            if let ingredient = amount.ingredient { w.number(Int64(ingredient)) } else { w.raw("null") }
            w.raw("}")
        }
        w.raw("]}")
    }

    /// `[{"written":…,"text":…},…]`: a step's temperatures or lengths, as written and in the view.
    private static func writeTexts(_ texts: [(written: String, text: String)], into w: inout JSONWriter) {
        w.raw("[")
        for (index, item) in texts.enumerated() {
            if index > 0 { w.raw(",") }
            w.raw("{")
            w.key("written")
            w.string(item.written)
            w.raw(",")
            w.key("text")
            w.string(item.text)
            w.raw("}")
        }
        w.raw("]")
    }

    /// `[{"title":…,"steps":[…]},…]`: every section, titled or not (the API's shape).
    public static func writeSections(_ prepared: PreparedRecipe, scale: Rational, view: IngredientView, into w: inout JSONWriter) {
        w.raw("[")
        for (index, section) in prepared.stepSections.enumerated() {
            if index > 0 { w.raw(",") }
            w.raw("{")
            w.key("title")
            w.string(section.title)
            w.raw(",\"steps\":[")
            for (index, step) in section.steps.enumerated() {
                if index > 0 { w.raw(",") }
                write(step, scale: scale, view: view, into: &w)
            }
            w.raw("]}")
        }
        w.raw("]")
    }
}
