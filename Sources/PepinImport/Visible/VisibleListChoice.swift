/// Whether the list a page shows should stand in for its schema.org list. Only when schema.org
/// holds a strict subset of what the page shows:
/// - schema.org has no list;
/// - schema.org leaves out lines the page shows among its own, each a line of the list ("1 onion"
///   between two of schema.org's lines, or before or after them in the same list element; not
///   "For the sauce:", nor a note after the list): ``addsOnlyLeftOutLines(_:_:_:_:lists:)``;
/// - schema.org crams the whole list into one line, and the page shows its words in lines (nine
///   in ten of them: lines glued without a space, "sauceA bunch", lose a word or two);
/// - for ingredients, schema.org leaves out the amounts the page shows ("Kokoslikör" against
///   "6 cl Kokoslikör"), line for line, the other lines the same. (Steps gain no amounts: a step
///   that shows more words than schema.org holds lists its ingredients, which is no step.)
/// - for ingredients, schema.org cuts the page's lines apart at their commas.
/// - for steps, schema.org glues steps the page shows apart: each of its steps is one or more
///   whole visible steps, the same words in the same order. (Not ingredient lines: where a page
///   split schema.org's lines, schema.org's were the ones expected.)
/// - schema.org holds the page's lines in other capitals ("1 large squash" against "1 Large squash").
/// - for ingredients, schema.org writes one word of a line longer than the page shows it, line for
///   line: whole amounts as decimals ("500.0 g" against "500 g"), a word with an ending the page
///   leaves off ("4 båter" against "4 båt").
/// - for steps, schema.org starts with a line or two of introduction that the page shows above
///   its list ("My version of soon dubu." before the steps), the steps after it the same.
///
/// Lines compare by their words (runs of letters and digits, lower-cased), so punctuation and
/// spacing do not count. Otherwise the schema.org list stays; the two are never mixed.
///
///     VisibleListChoice(.ingredients, schema: ["flour"], visible: ["200 g flour"]).prefersVisible      // true
///     VisibleListChoice(.ingredients, schema: ["1/2 cup milk"], visible: ["½ cup milk"]).prefersVisible // false
struct VisibleListChoice {
    /// True when the visible list should replace the schema.org list.
    let prefersVisible: Bool

    /// - Parameter visibleLists: for each visible line, where its list element starts, when known.
    init(_ kind: VisibleListKind, schema: [String], visible: [String], visibleLists: [Int] = []) {
        let schemaLines = schema.map(Self.words)
        let visibleLines = visible.map(Self.words)
        if visible.isEmpty {
            prefersVisible = false
        } else if schema.isEmpty {
            prefersVisible = true
        } else if schema.count == visible.count, schema != visible, zip(schema, visible).allSatisfy({ $0.lowercased() == $1.lowercased() }) {
            prefersVisible = true  // the same lines, in the capitals the page shows them in
        } else if schema.count == 1, visible.count > 1 {
            prefersVisible = Self.missing(schemaLines[0], from: visibleLines.flatMap { $0 }) * 10 <= schemaLines[0].count
        } else if Self.addsOnlyLeftOutLines(kind, schemaLines, visibleLines, visible, lists: visibleLists) {
            prefersVisible = true  // schema.org left lines out that the page shows
        } else if kind == .ingredients, schema.count == visible.count {
            prefersVisible = Self.addsOnlyAmounts(schemaLines, visibleLines) || Self.cutsWordsShort(schema, visible)
        } else if kind == .ingredients, schema.count > visible.count {
            prefersVisible = Self.joinsSplitLines(schemaLines, visibleLines, visible)
        } else if kind == .instructions, schema.count < visible.count {
            prefersVisible = Self.splitsGluedLines(schemaLines, visibleLines)
        } else if kind == .instructions, visible.count >= 2, schema.count > visible.count, schema.count - visible.count <= 2 {
            // An introduction the page shows above its list of steps, taken by schema.org as steps.
            prefersVisible = Array(schemaLines.suffix(visible.count)) == visibleLines
        } else {
            prefersVisible = false
        }
    }

    /// The line's words, lower-cased: runs of letters and runs of digits ("100g" is "100", "g").
    static func words(_ line: String) -> [Substring] {
        let text = Substring(line.lowercased())
        var words: [Substring] = []
        var start: Substring.Index?
        var inDigits = false
        for index in text.indices {
            let character = text[index]
            let isDigit = character.isNumber
            guard character.isLetter || isDigit else {
                if let wordStart = start { words.append(text[wordStart..<index]) }
                start = nil
                continue
            }
            if let wordStart = start, isDigit != inDigits {
                words.append(text[wordStart..<index])
                start = index
            } else if start == nil {
                start = index
            }
            inDigits = isDigit
        }
        if let wordStart = start { words.append(text[wordStart...]) }
        return words
    }

    /// Whether each visible line is its schema.org line, or that line (without digits) with an
    /// amount added; at least one line gains one.
    private static func addsOnlyAmounts(_ schema: [[Substring]], _ visible: [[Substring]]) -> Bool {
        var gained = false
        for (schemaLine, visibleLine) in zip(schema, visible) where schemaLine != visibleLine {
            let hasDigit = { (words: [Substring]) in words.contains { $0.contains(where: \.isNumber) } }
            guard !hasDigit(schemaLine), hasDigit(visibleLine), missing(schemaLine, from: visibleLine) == 0 else {
                return false
            }
            gained = true
        }
        return gained
    }

    /// Whether each visible line is its schema.org line with one word cut short: a whole amount
    /// without the ".0" of a decimal ("500.0 g" shown "500 g"), a word without its ending ("4 båter"
    /// shown "4 båt"); at least one line differs. Not punctuation: a comma or a period cut off is no word.
    private static func cutsWordsShort(_ schema: [String], _ visible: [String]) -> Bool {
        var cut = false
        for (schemaLine, visibleLine) in zip(schema, visible) where schemaLine != visibleLine {
            let long = schemaLine.split(separator: " ")
            let short = visibleLine.split(separator: " ")
            guard long.count == short.count else { return false }
            let differing = zip(long, short).filter { $0 != $1 }
            guard differing.count == 1, let (word, shown) = differing.first, Self.isCutShort(shown, of: word) else {
                return false
            }
            cut = true
        }
        return cut
    }

    /// Whether `shown` is `word` without its last letters ("båt" of "båter") or a number without
    /// the zeros of its decimals ("500" of "500.0").
    private static func isCutShort(_ shown: Substring, of word: Substring) -> Bool {
        guard word.count > shown.count, word.hasPrefix(shown), let last = shown.last else { return false }
        let rest = word.dropFirst(shown.count)
        if last.isLetter { return rest.allSatisfy(\.isLetter) }
        return last.isNumber && rest.count >= 2 && rest.first == "." && rest.dropFirst().allSatisfy { $0 == "0" }
    }

    /// Whether schema.org cut the page's lines apart at their commas ("250 g pork", "in pieces"
    /// against "250 g pork, in pieces"): the same words in the same order, each visible line one
    /// or more whole schema.org lines, and a line made of several has a comma.
    private static func joinsSplitLines(_ schema: [[Substring]], _ visible: [[Substring]], _ visibleText: [String]) -> Bool {
        var next = 0
        for (line, text) in zip(visible, visibleText) {
            var words: [Substring] = []
            let first = next
            while words.count < line.count, next < schema.count {
                words += schema[next]
                next += 1
            }
            guard words == line, next - first == 1 || text.contains(",") else { return false }
        }
        return next == schema.count
    }

    /// Whether the page splits lines that schema.org glued together: the same words in the same
    /// order, each schema.org line one or more whole visible lines.
    private static func splitsGluedLines(_ schema: [[Substring]], _ visible: [[Substring]]) -> Bool {
        var next = 0
        for line in schema {
            var words: [Substring] = []
            while words.count < line.count, next < visible.count {
                words += visible[next]
                next += 1
            }
            guard words == line else { return false }
        }
        return next == visible.count
    }

    /// How many words of `part` are not in `whole` (each word of `whole` counts once).
    private static func missing(_ part: [Substring], from whole: [Substring]) -> Int {
        var available: [Substring: Int] = [:]
        for word in whole { available[word, default: 0] += 1 }
        var missing = 0
        for word in part {
            if let count = available[word], count > 0 {
                available[word] = count - 1
            } else {
                missing += 1
            }
        }
        return missing
    }
}
