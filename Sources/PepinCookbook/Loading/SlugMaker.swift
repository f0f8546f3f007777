/// Turns a file name into a URL slug: lower-cased, runs of characters other than `a-z0-9` become
/// one `-`, no `-` at either end.
///
/// ```swift
/// SlugMaker("Flour Tortillas.md").slug  // "flour-tortillas"
/// SlugMaker("Crème brûlée.yaml").slug   // "cr-me-br-l-e"
/// ```
public struct SlugMaker: Sendable {
    /// The slug; `recipe` when nothing usable is left.
    public let slug: String

    /// Makes the slug of a file name; the extension (after the last `.`) is dropped.
    public init(_ fileName: String) {
        var stem = Substring(fileName)
        if let dot = stem.lastIndex(of: "."), dot != stem.startIndex { stem = stem[..<dot] }
        var result = ""
        var pendingDash = false
        for scalar in stem.lowercased().unicodeScalars {
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
                if pendingDash && !result.isEmpty { result.append("-") }
                pendingDash = false
                result.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        slug = result.isEmpty ? "recipe" : result
    }
}
