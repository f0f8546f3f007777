import Foundation

/// The one way Pepin turns a name into an address word, for recipe files and imported titles
/// alike: transliterated to Latin letters ("Crème brûlée" is `creme-brulee`, "пирог" is `pirog`,
/// "餃子" is `jiao-zi`), lower-cased, runs of anything but `a-z0-9` become one `-`, no `-` at
/// either end, at most 80 characters.
///
/// ```swift
/// Slug("Flour Tortillas").text             // "flour-tortillas"
/// Slug(fileName: "Crème brûlée.md").text   // "creme-brulee"
/// ```
public struct Slug: Hashable, Sendable {
    /// The slug; `recipe` when nothing usable is left.
    public let text: String

    /// Letters that neither transliteration nor diacritic folding takes to `a-z`.
    private static let ligatures: [Character: String] = [
        "æ": "ae", "œ": "oe", "ø": "o", "ł": "l", "đ": "d", "ð": "d", "þ": "th", "ı": "i", "ß": "ss",
    ]

    /// The slug of a name or title.
    public init(_ name: String, maximumLength: Int = 80) {
        let latin = name.unicodeScalars.allSatisfy(\.isASCII) ? name : (name.applyingTransform(.toLatin, reverse: false) ?? name)
        let folded = latin.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
        var result = ""
        var pendingDash = false
        for character in folded {
            let letters = Self.ligatures[character] ?? String(character)
            for scalar in letters.unicodeScalars {
                if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
                    if pendingDash && !result.isEmpty { result.append("-") }
                    pendingDash = false
                    result.unicodeScalars.append(scalar)
                } else {
                    pendingDash = true
                }
            }
            if result.utf8.count >= maximumLength { break }
        }
        text = result.isEmpty ? "recipe" : result
    }

    /// The slug of a file name; the extension (after the last `.`) is dropped.
    public init(fileName: String) {
        var stem = Substring(fileName)
        if let dot = stem.lastIndex(of: "."), dot != stem.startIndex { stem = stem[..<dot] }
        self.init(String(stem))
    }
}
