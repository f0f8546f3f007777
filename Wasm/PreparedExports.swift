// The entry points that prepare a recipe's ingredient lines once and present them many times,
// called by Wasm/pepin-core.js. Conventions as in Exports.swift.
//
// A page prepares its list once (`pepin_prepare`: every line parsed, its food matched, liquid or
// dry decided) and presents it at every step of the scale slider and every change of view
// (`pepin_present`), through ``PreparedLine/presented(_:)``, the one path every surface uses.
// Codes for views, styles and formats are positions in the lists `pepin_vocabulary` returns.

/// Prepares newline-separated ingredient lines; returns a handle (1 or more) for
/// `pepin_present`, to be given back with `pepin_release`. A line of nothing but spaces is kept
/// as an empty line.
@_cdecl("pepin_prepare")
public func pepinPrepare(_ bytes: UnsafePointer<UInt8>?, _ byteCount: Int) -> Int {
    let lines = ExportedText.lines(bytes, byteCount).map { line in line.map { PreparedLine($0) } }
    return preparedLists.insert(lines)
}

/// Presents the lines prepared under `handle`, scaled by `numerator/denominator`, in `view`,
/// reduced in `style`, written in `format`.
///
/// Returns a text result with two output lines per prepared line: the presented line, then why
/// it was kept as written (``ConversionIssue/reason``, empty when it was not). So output line
/// `2i` answers input line `i` and line `2i + 1` says what could not be done; an empty input line
/// gives two empty lines. `NULL` when the handle is unknown, the factor is not positive or a code
/// is unknown.
@_cdecl("pepin_present")
public func pepinPresent(
    _ handle: Int, _ numerator: Int, _ denominator: Int, _ style: Int, _ format: Int, _ view: Int
) -> UnsafeMutableRawPointer? {
    guard let lines = preparedLists[handle],
        let scale = ExportedFactor(numerator: numerator, denominator: denominator).rational,
        let style = ExportedCode<ReductionStyle>(style).value,
        let format = ExportedCode<TextFormat>(format).value,
        let view = ExportedCode<IngredientView>(view).value
    else { return nil }
    let presentation = Presentation(scale: scale, view: view, style: style, format: format)
    var output = ""
    output.reserveCapacity(lines.count * 80)
    for (index, line) in lines.enumerated() {
        if index > 0 { output.append("\n") }
        guard let line else {
            output.append("\n")
            continue
        }
        let presented = line.presented(presentation)
        output.append(ExportedText.singleLine(presented.text))
        output.append("\n")
        if let issue = presented.issue { output.append(issue.reason) }
    }
    return ExportedText.result(output)
}

/// Forgets the lines prepared under `handle`; an unknown handle is ignored.
@_cdecl("pepin_release")
public func pepinRelease(_ handle: Int) {
    preparedLists.remove(handle)
}

/// The names behind the codes: a text result of three lines, the views, the styles and the
/// formats, each a space-separated list whose positions are the codes ("as-written us metric
/// weight", "compound single", "text unicode html"). The binding reads it once.
@_cdecl("pepin_vocabulary")
public func pepinVocabulary() -> UnsafeMutableRawPointer? {
    var text = ""
    for view in IngredientView.allCases { text += (text.isEmpty ? "" : " ") + view.name }
    text += "\n"
    for (index, style) in ReductionStyle.allCases.enumerated() { text += (index > 0 ? " " : "") + style.name }
    text += "\n"
    for (index, format) in TextFormat.allCases.enumerated() { text += (index > 0 ? " " : "") + format.name }
    text += "\n"
    for (index, step) in ScalePolicy.steps.enumerated() {
        text += (index > 0 ? " " : "") + String(step.numerator) + "/" + String(step.denominator)
    }
    return ExportedText.result(text)
}

/// The prepared lists by handle. The module has one thread, and only these entry points touch
/// the table.
nonisolated(unsafe) var preparedLists = PreparedLists()

/// Prepared ingredient lists held for the caller: handle `n` is slot `n - 1`; released slots are
/// reused, so a page that prepares and releases keeps memory flat.
struct PreparedLists {
    private var slots: [[PreparedLine?]?] = []
    private var freeSlots: [Int] = []

    /// Keeps `lines`; returns their handle.
    mutating func insert(_ lines: [PreparedLine?]) -> Int {
        if let slot = freeSlots.popLast() {
            slots[slot] = lines
            return slot + 1
        }
        slots.append(lines)
        return slots.count
    }

    /// Forgets the lines under `handle`.
    mutating func remove(_ handle: Int) {
        guard handle >= 1, handle <= slots.count, slots[handle - 1] != nil else { return }
        slots[handle - 1] = nil
        freeSlots.append(handle - 1)
    }

    /// The lines under `handle`; `nil` when it is not held.
    subscript(handle: Int) -> [PreparedLine?]? {
        guard handle >= 1, handle <= slots.count else { return nil }
        return slots[handle - 1]
    }
}
