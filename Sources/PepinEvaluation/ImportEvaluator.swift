import Foundation
import Pepin
import PepinImport

/// Imports every page of an evaluation corpus (`manifest.json`, `NAME.html`,
/// `NAME.expected.json`, as in `shared/data/import`) and compares each field with the expected
/// extraction.
///
/// Fields compare in the corpus's conventions: ingredient lines of all sections flattened;
/// steps flattened with each section's title before its steps; yields normalised as the corpus
/// does; times in minutes, the total falling back to prep plus cook. Texts compare with
/// whitespace collapsed (the corpus keeps some pages' stray trailing and no-break spaces) and
/// without a trailing colon (Pepin stores the section "For the dough", the corpus the heading
/// "For the dough:"); ``exactMatches`` counts without that leniency.
public struct ImportEvaluator {
    /// The fields, in report order.
    public static let fields = [
        "title", "ingredients", "instructions_list", "yields", "total_time", "prep_time", "cook_time",
    ]

    /// One field's score.
    public struct FieldScore: Sendable {
        /// The field's name in the expected files (`title`, `ingredients`, ...).
        public var field: String
        /// Pages where the field matched.
        public var matched = 0
        /// Pages whose expectation has the field.
        public var total = 0
        /// Only the pages where a schema.org-only reader can reach the expected value.
        public var reachableMatched = 0
        /// Of those, the pages where a schema.org-only reader can reach the expected value.
        public var reachableTotal = 0
    }

    /// A field that did not match.
    public struct Mismatch: Sendable {
        /// The page's name (`allrecipes_com`).
        public var page: String
        /// The field.
        public var field: String
        /// Whether a schema.org-only reader can reach the expected value.
        public var reachable: Bool
        /// The expected value, as text.
        public var expected: String
        /// What the importer gave, as text.
        public var actual: String
    }

    /// The score of each field, in ``fields`` order.
    public private(set) var scores: [FieldScore]
    /// Every field that did not match.
    public private(set) var mismatches: [Mismatch] = []
    /// Pages that could not be imported at all, with the message.
    public private(set) var failures: [(page: String, message: String)] = []
    /// How many pages the corpus has.
    public private(set) var pageCount = 0
    /// Fields equal without any normalisation of whitespace or colons.
    public private(set) var exactMatches = 0

    /// Evaluates the corpus in `directory`.
    public init(directory: String) throws {
        scores = Self.fields.map { FieldScore(field: $0) }
        let folder = URL(fileURLWithPath: directory, isDirectory: true)
        let manifestData = try Data(contentsOf: folder.appendingPathComponent("manifest.json"))
        guard let manifest = try JSONSerialization.jsonObject(with: manifestData) as? [String: Any],
            let pages = manifest["pages"] as? [[String: Any]]
        else { throw CocoaError(.fileReadCorruptFile) }
        for page in pages {
            guard let name = page["name"] as? String else { continue }
            pageCount += 1
            let html = try Data(contentsOf: folder.appendingPathComponent(name + ".html"))
            let expectedData = try Data(contentsOf: folder.appendingPathComponent(name + ".expected.json"))
            let expected = try JSONSerialization.jsonObject(with: expectedData) as? [String: Any] ?? [:]
            let agrees = page["schema_only_agrees"] as? [String: Bool] ?? [:]
            let recipe: Recipe?
            do {
                recipe = try RecipePageImporter(page: Array(html), pageName: name + ".html").recipe()
            } catch {
                recipe = nil
                failures.append((name, "\(error)"))
            }
            compare(page: name, recipe: recipe, expected: expected, agrees: agrees)
        }
    }

    private mutating func compare(page: String, recipe: Recipe?, expected: [String: Any], agrees: [String: Bool]) {
        for index in scores.indices {
            let field = scores[index].field
            guard let expectedValue = expected[field] else { continue }
            let want = Self.describe(expectedValue)
            let got = recipe.map { Self.describe(Self.value(of: field, in: $0)) } ?? "(no recipe)"
            let reachable = agrees[field] ?? false
            scores[index].total += 1
            if reachable { scores[index].reachableTotal += 1 }
            if want == got { exactMatches += 1 }
            if Self.comparable(want) == Self.comparable(got) {
                scores[index].matched += 1
                if reachable { scores[index].reachableMatched += 1 }
            } else {
                mismatches.append(Mismatch(page: page, field: field, reachable: reachable, expected: want, actual: got))
            }
        }
    }

    /// The recipe's value for `field`, in the corpus's conventions.
    static func value(of field: String, in recipe: Recipe) -> Any? {
        switch field {
        case "title": return recipe.title
        case "ingredients": return recipe.allIngredientLines
        case "instructions_list":
            return recipe.instructionSections.flatMap { section in (section.title.map { [$0] } ?? []) + section.steps }
        case "yields": return (recipe.yields ?? recipe.serves).map { ScraperYieldNormalizer($0).text }
        case "total_time":
            let total = recipe.totalTimeOrSum?.minutes ?? 0
            return total > 0 ? total : nil
        case "prep_time": return recipe.prepTime?.minutes
        case "cook_time": return recipe.cookTime?.minutes
        default: return nil
        }
    }

    /// The described value with each item's whitespace collapsed and trailing colon dropped (the
    /// last item of a list too: "[Mix. | Serve.  ]" reads "[Mix. | Serve.]").
    static func comparable(_ described: String) -> String {
        if described.hasPrefix("["), described.hasSuffix("]") {
            return "[" + comparable(String(described.dropFirst().dropLast())) + "]"
        }
        return described.components(separatedBy: " | ").map { item in
            var text = item.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
            if text.hasSuffix(":") { text.removeLast() }
            return text
        }.joined(separator: " | ")
    }

    /// A canonical text of a value for comparing and printing.
    static func describe(_ value: Any?) -> String {
        switch value {
        case nil, is NSNull: return "null"
        case let list as [Any]: return "[" + list.map { describe($0) }.joined(separator: " | ") + "]"
        case let text as String: return text
        case let number as NSNumber: return number.stringValue
        case let number as Int: return String(number)
        default: return "\(value!)"
        }
    }
}
