/// Which of the recipe's ingredient lines a step uses, from the step's words: a line is used
/// when the step names its head noun ("flour" for "3 cups all-purpose flour", "egg" for "2 large
/// eggs"), or when an amount of the step was linked to it. For the cooking mode, which shows
/// beside each step the ingredients it needs.
///
/// ```swift
/// let lines = ["2 cups flour", "1 teaspoon salt", "2 large eggs"].map { PreparedLine($0) }
/// StepIngredientMatcher("Whisk the flour and the egg.", lines: lines, amounts: []).indexes  // [0, 2]
/// ```
struct StepIngredientMatcher {
    /// Indexes into the recipe's lines (all sections, in order), ascending.
    let indexes: [Int]

    /// `heads` are the lines' head nouns (``heads(of:)``), read once per recipe.
    init(_ text: String, heads: [String?], amounts: [StepAmount]) {
        let words = WordSet(Self.words(ASCIICase.lowercased(text)).map(Self.stem))
        var found = Set(amounts.compactMap { $0.ingredient })
        for (index, head) in heads.enumerated() {
            if let head, words.contains(head) { found.insert(index) }
        }
        indexes = found.sorted()
    }

    /// Each line's head noun, stemmed ("egg" for "2 large eggs"); `nil` for a line that has none.
    static func heads(of lines: [PreparedLine]) -> [String?] {
        lines.map { line in
            guard line.line.isParsed, let head = words(ASCIICase.lowercased(line.line.foodName)).last.map(stem), head.utf8.count > 2
            else { return nil }
            return head
        }
    }

    /// The runs of ASCII letters in `text`.
    private static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current: [UInt8] = []
        for byte in text.utf8 {
            if byte >= 97 && byte <= 122 {
                current.append(byte)
            } else if !current.isEmpty {
                words.append(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            }
        }
        if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
        return words
    }

    /// "eggs" and "egg", "tomatoes" and "tomato", "berries" and "berry" read alike.
    private static func stem(_ word: String) -> String {
        if word.hasUTF8Suffix("ies"), word.utf8.count > 4 { return word.droppingLastBytes(3) + "y" }
        if word.hasUTF8Suffix("oes") { return word.droppingLastBytes(2) }
        if word.hasUTF8Suffix("s"), !word.hasUTF8Suffix("ss"), word.utf8.count > 3 { return word.droppingLastBytes(1) }
        return word
    }
}
