// The entry points for reading a recipe in a view (as written, US customary, metric volume,
// metric weight), called by Wasm/pepin-core.js. Conventions as in Exports.swift.
//
// Codes: view 0 = as written, 1 = US customary, 2 = metric volume, 3 = metric weight;
//        style and format as for `pepin_scale_lines`.

/// Scales newline-separated ingredient lines by `numerator/denominator` and presents each one in
/// `view`, through ``PreparedLine/presented(_:)`` (the catalog's densities and piece weights).
///
/// Returns a text result with two output lines per input line: the presented line, then why it
/// was kept as written (``ConversionIssue/reason``, empty when it was not). So output line `2i`
/// answers input line `i` and line `2i + 1` says what could not be done; an empty input line gives
/// two empty lines. `NULL` when the factor is not positive or a code is unknown.
@_cdecl("pepin_view_lines")
public func pepinViewLines(
    _ bytes: UnsafePointer<UInt8>?, _ byteCount: Int, _ numerator: Int, _ denominator: Int,
    _ style: Int, _ format: Int, _ view: Int
) -> UnsafeMutableRawPointer? {
    guard let scale = ExportedFactor(numerator: numerator, denominator: denominator).rational,
        let textFormat = ExportedFormat(code: format).format, style == 0 || style == 1,
        let ingredientView = ExportedView(code: view).view
    else { return nil }
    var output = ""
    output.reserveCapacity(byteCount * 3)
    let lines = ExportedText.lines(bytes, byteCount)
    for (index, line) in lines.enumerated() {
        if index > 0 { output.append("\n") }
        guard let line else {
            output.append("\n")
            continue
        }
        let presenter = PreparedLine(line).presented(
            scale: scale, view: ingredientView, style: style == 1 ? .single : .compound, format: textFormat)
        output.append(ExportedText.singleLine(presenter.text))
        output.append("\n")
        if let issue = presenter.issue { output.append(issue.reason) }
    }
    return ExportedText.result(output)
}

/// Rewrites the temperatures of newline-separated instruction steps for `view` ("Bake at 375°F"
/// reads "Bake at 190°C" in the metric views), through ``OvenTemperaturePresenter``.
///
/// Returns a text result with one plain-text line per input line (the caller escapes it for
/// HTML), or `NULL` when the view code is unknown.
@_cdecl("pepin_view_steps")
public func pepinViewSteps(_ bytes: UnsafePointer<UInt8>?, _ byteCount: Int, _ view: Int) -> UnsafeMutableRawPointer? {
    guard let ingredientView = ExportedView(code: view).view else { return nil }
    var output = ""
    output.reserveCapacity(byteCount + 16)
    for (index, line) in ExportedText.lines(bytes, byteCount).enumerated() {
        if index > 0 { output.append("\n") }
        guard let line else { continue }
        output.append(ExportedText.singleLine(OvenTemperaturePresenter(line, view: ingredientView).text))
    }
    return ExportedText.result(output)
}

/// A view given as a code by the caller: 0 as written, 1 US customary, 2 metric volume,
/// 3 metric weight; `nil` for others.
struct ExportedView {
    let view: IngredientView?

    init(code: Int) {
        switch code {
        case 0: view = .asWritten
        case 1: view = .usCustomary
        case 2: view = .metricVolume
        case 3: view = .metricWeight
        default: view = nil
        }
    }
}
