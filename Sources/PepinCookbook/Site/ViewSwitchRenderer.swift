import Pepin

/// The recipe page's view switch: as written, US, metric or weight.
///
/// A group of radio buttons (Tab reaches it, the arrow keys choose), hidden until the script has
/// loaded the core, which then re-renders the amounts in place; and, for the server's pages
/// without JavaScript, a plain `<select name="view">` for the `?view=` form.
struct ViewSwitchRenderer {
    let view: IngredientView
    let options: PageOptions

    /// The views in the order the switch offers them, with their labels.
    static let choices: [(view: IngredientView, label: String, hint: String)] = [
        (.asWritten, "As written", "the recipe's own units"),
        (.usCustomary, "US", "cups, spoons, ounces, °F"),
        (.metricVolume, "Metric", "millilitres and grams, °C"),
        (.metricWeight, "Weight", "grams wherever the weight is known, °C"),
    ]

    /// The radio group; empty when the page cannot re-render in the browser.
    var html: String {
        guard options.hasScaling else { return "" }
        var out = "<fieldset class=\"views\" data-views hidden><legend>Amounts</legend>"
        for choice in Self.choices {
            let checked = choice.view == view ? " checked" : ""
            out += "<label title=\"\(HTMLEscaper.escape(choice.hint))\"><input type=\"radio\" name=\"view\" value=\"\(choice.view.name)\"\(checked)>"
            out += "<span>\(choice.label)</span></label>"
        }
        return out + "</fieldset>\n"
    }

    /// The `<select>` of the server's no-script form.
    var select: String {
        var out = "<label>Amounts <select name=\"view\">"
        for choice in Self.choices {
            let selected = choice.view == view ? " selected" : ""
            out += "<option value=\"\(choice.view.name)\"\(selected)>\(choice.label)</option>"
        }
        return out + "</select></label>"
    }
}
