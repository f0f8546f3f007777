/// Reads `recipeYield`: how many a recipe serves (`"4"`, `"Serves 4-6"`, `"4 servings"`) and
/// what it makes (`"24 cookies"`, `"1 loaf"`), kept as written.
///
/// Of several values (`["24", "24 cookies"]`, `["1 loaf", "serves 8"]`) each is classified; a
/// bare number counts as servings only when no value says what the recipe makes.
///
///     SchemaYieldReader(["Serves 4-6"]).serves   // "4-6"
///     SchemaYieldReader(["24", "24 cookies"]).yields   // "24 cookies"
struct SchemaYieldReader {
    /// What the recipe makes, when it is not a number of servings.
    let yields: String?
    /// How many it serves.
    let serves: String?

    init(_ texts: [String]) {
        var yields: String?
        var stated: String?  // "serves 4", "4 servings"
        var bare: String?  // "4"
        for text in texts {
            if Self.isCount(text) {
                bare = bare ?? Self.normalisedRange(text)
            } else if let count = Self.servings(in: text) {
                stated = stated ?? count
            } else {
                yields = yields ?? text
            }
        }
        self.yields = yields
        self.serves = stated ?? (yields == nil ? bare : nil)
    }

    private static let prefixes = ["serves", "servings:", "servings", "serving:", "portions:", "portions"]
    private static let suffixes = [
        "servings", "serving", "people", "persons", "person", "portions", "portion", "personnes",
        "porzioni", "porções", "porciones",
    ]

    /// The count in text that only says how many it serves, or `nil`.
    private static func servings(in text: String) -> String? {
        var rest = Substring(text.lowercased())
        for prefix in prefixes where rest.hasPrefix(prefix) {
            rest = rest.dropFirst(prefix.count)
            break
        }
        rest = Substring(rest.trimmingSpaces)
        for suffix in suffixes where rest.hasSuffix(suffix) {
            rest = rest.dropLast(suffix.count)
            break
        }
        let count = rest.trimmingSpaces
        return isCount(count) ? normalisedRange(count) : nil
    }

    /// `4`, `4-6`, `4 - 6`, `4 to 6`, `4–6`.
    private static func isCount(_ text: String) -> Bool {
        let parts = rangeParts(text)
        return (1...2).contains(parts.count) && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }
    }

    private static func rangeParts(_ text: String) -> [String] {
        text.replacingOccurrences(" to ", with: "-").split(whereSeparator: { $0 == "-" || $0 == "–" })
            .map { $0.trimmingSpaces }
    }

    private static func normalisedRange(_ text: String) -> String {
        rangeParts(text).joined(separator: "-")
    }
}

extension String {
    /// The string with every `target` replaced (without Foundation's bridging).
    func replacingOccurrences(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty, contains(target) else { return self }
        var result = ""
        var rest = Substring(self)
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
