// The C entry points of pepin.wasm, called by Wasm/pepin-core.js.
//
// Texts cross the boundary as UTF-8 bytes in linear memory. The caller allocates an input buffer
// with `pepin_alloc`, writes the bytes, passes pointer and length, and frees it with `pepin_free`.
// A text result is one buffer: a little-endian UInt32 byte count, then that many UTF-8 bytes; the
// caller frees it with `pepin_free`. Every other value made during a call is released before the
// call returns, so memory stays bounded however many calls a page makes.
//
// Codes for views, styles and formats are positions in the core's own lists (`allCases`), which
// `pepin_vocabulary` gives by name; the binding never spells them out.

/// Allocates `byteCount` bytes (at least one) for an input text; free it with `pepin_free`.
@_cdecl("pepin_alloc")
public func pepinAlloc(_ byteCount: Int) -> UnsafeMutableRawPointer? {
    guard byteCount >= 0 else { return nil }
    return UnsafeMutableRawPointer.allocate(byteCount: max(byteCount, 1), alignment: 16)
}

/// Frees a buffer from `pepin_alloc` or a text result; `NULL` is ignored.
@_cdecl("pepin_free")
public func pepinFree(_ pointer: UnsafeMutableRawPointer?) {
    pointer?.deallocate()
}

/// Scales a yield text ("12 cookies", "serves 4", "2 cups") by `numerator/denominator`, in
/// `view` and `format` (codes from `pepin_vocabulary`), as the server's pages do
/// (``YieldPresenter/text(_:read:measured:scale:view:format:)``).
///
/// Returns a text result; a yield the parser cannot read comes back as written (escaped for HTML).
/// `NULL` when the factor is not positive or a code is unknown.
@_cdecl("pepin_scale_yield")
public func pepinScaleYield(
    _ bytes: UnsafePointer<UInt8>?, _ byteCount: Int, _ numerator: Int, _ denominator: Int, _ view: Int, _ format: Int
) -> UnsafeMutableRawPointer? {
    guard let scale = ExportedFactor(numerator: numerator, denominator: denominator).rational,
        let ingredientView = ExportedCode<IngredientView>(view).value,
        let textFormat = ExportedCode<TextFormat>(format).value
    else { return nil }
    let text = ExportedText.singleLine(ExportedText(bytes, byteCount).string)
    return ExportedText.result(
        YieldPresenter.text(
            text, read: YieldParser(text).yield, measured: YieldPresenter.measured(text), scale: scale, view: ingredientView,
            format: textFormat))
}

/// Reads a typed scale factor ("3/2", "1.5", "x3", "1 1/2", "½") into `result[0]` (numerator) and
/// `result[1]` (denominator), reduced. Returns 1 on success, 0 when ``ScalePolicy`` refuses the
/// text (then `result` is untouched; ``pepin_scale_problem`` says why).
@_cdecl("pepin_parse_factor")
public func pepinParseFactor(
    _ bytes: UnsafePointer<UInt8>?, _ byteCount: Int, _ result: UnsafeMutablePointer<Int32>?
) -> Int {
    guard let result, case .success(let factor) = ScalePolicy.read(ExportedText(bytes, byteCount).string),
        let numerator = Int32(exactly: factor.numerator),
        let denominator = Int32(exactly: factor.denominator)
    else { return 0 }
    result[0] = numerator
    result[1] = denominator
    return 1
}

/// The number `numerator/denominator` times `factorNumerator/factorDenominator`, exact, written
/// as a cook reads it ("3 1/3", never "10/3") in `format`: the yield box's value at a scale.
/// `NULL` when a factor is not positive, the product overflows or the format code is unknown.
@_cdecl("pepin_scaled_number")
public func pepinScaledNumber(
    _ numerator: Int, _ denominator: Int, _ factorNumerator: Int, _ factorDenominator: Int, _ format: Int
) -> UnsafeMutableRawPointer? {
    guard let value = ExportedFactor(numerator: numerator, denominator: denominator).rational,
        let factor = ExportedFactor(numerator: factorNumerator, denominator: factorDenominator).rational,
        let product = try? value.multiplied(by: factor),
        let textFormat = ExportedCode<TextFormat>(format).value
    else { return nil }
    return ExportedText.result(QuantityPresenter(.exact(product), format: textFormat).text)
}

/// A nutrition label's value for the whole recipe at a scale: `hundredths` (the total at 1x,
/// in hundredths of the nutrient's unit) times `numerator/denominator`, written as the label
/// writes it ("1188", "≥ 91 g", "175 mg"), through the presenter the page was rendered with.
/// `NULL` when the nutrient code or the factor is unknown.
@_cdecl("pepin_nutrient_text")
public func pepinNutrientText(
    _ nutrient: Int, _ hundredths: Int, _ lowerBound: Int, _ numerator: Int, _ denominator: Int
) -> UnsafeMutableRawPointer? {
    guard let kind = Nutrient(rawValue: nutrient),
        let factor = ExportedFactor(numerator: numerator, denominator: denominator).rational
    else { return nil }
    let scaled = RecipeNutrition.scaledHundredths(hundredths, by: factor)
    return ExportedText.result(NutritionLabelPresenter.value(kind, hundredths: scaled, lowerBound: lowerBound != 0))
}

/// Why ``ScalePolicy`` refuses a typed scale factor, in the words every surface uses ("scale “0”
/// is not above zero; ..."), as a text result; `NULL` when the factor is fine.
@_cdecl("pepin_scale_problem")
public func pepinScaleProblem(_ bytes: UnsafePointer<UInt8>?, _ byteCount: Int) -> UnsafeMutableRawPointer? {
    guard case .failure(let problem) = ScalePolicy.read(ExportedText(bytes, byteCount).string) else { return nil }
    return ExportedText.result(problem.message)
}

/// The factor that turns a recipe whose yield reads `yield` ("serves 4", "12 cookies") into one
/// that makes `target` ("6", "18"): writes it reduced into `result[0]` and `result[1]` as
/// ``pepin_parse_factor`` does. Returns 1 on success, 0 when the yield holds no number or the
/// target is not a positive number.
@_cdecl("pepin_factor_for_yield")
public func pepinFactorForYield(
    _ yieldBytes: UnsafePointer<UInt8>?, _ yieldByteCount: Int, _ targetBytes: UnsafePointer<UInt8>?,
    _ targetByteCount: Int, _ result: UnsafeMutablePointer<Int32>?
) -> Int {
    guard let result, let yield = YieldParser(ExportedText(yieldBytes, yieldByteCount).string).yield,
        let target = try? ScaleFactor.parse(ExportedText(targetBytes, targetByteCount).string, rangeReadsLow: true),
        let factor = try? ScaleFactor.toYield(from: yield, target: target),
        case .success = ScalePolicy.check(factor, as: ""),
        let numerator = Int32(exactly: factor.numerator),
        let denominator = Int32(exactly: factor.denominator)
    else { return 0 }
    result[0] = numerator
    result[1] = denominator
    return 1
}

/// Rewrites the temperatures of newline-separated instruction steps for `view` ("Bake at 375°F"
/// reads "Bake at 190°C" in the metric views), through ``OvenTemperaturePresenter``. (A step's
/// lengths carry their text in each system in the page, ``StepHTML``: the module has no room.)
///
/// Returns a text result with one plain-text line per input line (the caller escapes it for
/// HTML), or `NULL` when the view code is unknown.
@_cdecl("pepin_view_steps")
public func pepinViewSteps(_ bytes: UnsafePointer<UInt8>?, _ byteCount: Int, _ view: Int) -> UnsafeMutableRawPointer? {
    guard let ingredientView = ExportedCode<IngredientView>(view).value else { return nil }
    var output = ""
    output.reserveCapacity(byteCount + 16)
    for (index, line) in ExportedText.lines(bytes, byteCount).enumerated() {
        if index > 0 { output.append("\n") }
        guard let line else { continue }
        output.append(ExportedText.singleLine(OvenTemperaturePresenter(line, view: ingredientView).text))
    }
    return ExportedText.result(output)
}
