// libFuzzer target for the core: one input is one ingredient line (and, split at the first
// newline, a scale factor). Built with the core's sources by Fuzz/run.sh; never part of the package.

@_cdecl("LLVMFuzzerTestOneInput")
public func pepinFuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let parts = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
    let lineText = String(parts[0])
    let prepared = PreparedLine(lineText)
    let line = prepared.line
    var scales = [Rational(3), Rational(1, 7), Rational(1000), Rational(1, 6)]
    if parts.count > 1, let factor = try? ScaleFactor.parse(String(parts[1])) { scales.append(factor) }
    for scale in scales {
        let plain = prepared.presented(scale: scale).text
        // Text is never lost: a line with no amount (and none in parentheses or after "about",
        // which scale with the recipe: "chicken thighs (about 2 pounds)") reads exactly as written.
        if line.amount == nil && line.secondaries.isEmpty && plain != lineText { fatalError("unparsed line changed: \(lineText) -> \(plain)") }
        for view in IngredientView.allCases {
            _ = prepared.presented(scale: scale, view: view, style: .single, format: .html).text
            _ = prepared.presented(scale: scale, view: view).text
        }
    }
    _ = RecipeNutrition(lines: [line], scale: Rational(2), servings: Rational(3))
    _ = OvenTemperaturePresenter(lineText, view: .metricWeight).text
    _ = YieldParser(lineText).yield
    _ = try? ScaleFactor.parse(lineText)
    return 0
}
