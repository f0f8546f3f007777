/// Splits a method that a page gives as one text into its steps: at line breaks and paragraphs
/// (already lines here), else at inline numbering (`1. Mix. 2. Bake.`), else between sentences
/// glued without a space (`stir.Add`). Lines that are only a step's number are dropped, and a
/// heading before a one-line method (`Method: ...`), and lines with no letter or digit (the ","
/// between `<p>` blocks); a line ending in "," or ";" goes on in the next.
///
///     MethodTextSplitter(["1. Mix the flour.2. Bake it."]).steps   // ["Mix the flour.", "Bake it."]
///     MethodTextSplitter(["Mix well.Bake for 1 hour."]).steps      // ["Mix well.", "Bake for 1 hour."]
struct MethodTextSplitter {
    /// The steps, in order.
    let steps: [String]

    /// - Parameter lines: the method's text, cleaned and split at line breaks.
    init(_ lines: [String]) {
        let lines = Self.joiningFragments(lines.filter { !StepNumberLabel($0).isLabel && Self.saysSomething($0) })
        guard lines.count == 1, let line = lines.first else {
            steps = lines
            return
        }
        let characters = Array(Self.withoutHeading(line))
        if let numbered = Self.splitAtNumbering(characters) {
            steps = numbered
        } else {
            steps = Self.splitGluedSentences(characters)
        }
    }

    /// The lines with each one that ends in "," or ";" joined to the next when that one goes on in
    /// lower case: a paragraph or line break inside a sentence ("Add the water;<br>simmer 20
    /// minutes.") does not end a step, where "Fry the onion; | Add the meat;" are two.
    static func joiningFragments(_ lines: [String]) -> [String] {
        var joined: [String] = []
        for line in lines {
            if let last = joined.last, last.hasSuffix(",") || last.hasSuffix(";"), line.first?.isLowercase == true {
                joined[joined.count - 1] = last + " " + line
            } else {
                joined.append(line)
            }
        }
        return joined
    }

    /// Whether the text holds a letter or a digit: a lone "," or "." is no step.
    static func saysSomething(_ text: String) -> Bool {
        text.contains { $0.isLetter || $0.isNumber }
    }

    /// The text without a heading before it: "Method: Heat the oil" reads "Heat the oil".
    private static func withoutHeading(_ text: String) -> Substring {
        guard let colon = text.firstIndex(of: ":"), text.distance(from: text.startIndex, to: colon) <= 30,
            VisibleListMarks.headingKind(String(text[..<colon]), whole: true) == .instructions
        else { return Substring(text) }
        return text[text.index(after: colon)...].drop { $0.isWhitespace }
    }

    /// Pieces between `1.`, `2.`, `3.`... (or `1)`) when at least two numbers follow in order.
    private static func splitAtNumbering(_ text: [Character]) -> [String]? {
        var cuts: [(start: Int, end: Int)] = []  // the number's span
        var expected = 1
        var index = 0
        while index < text.count {
            let digits = String(expected)
            if let end = numberEnd(text, at: index, number: Array(digits)) {
                cuts.append((index, end))
                expected += 1
                index = end
            } else {
                index += 1
            }
        }
        guard cuts.count >= 2 else { return nil }
        var pieces: [String] = []
        let intro = String(text[0..<cuts[0].start]).trimmingSpaces
        if saysSomething(intro) { pieces.append(intro) }
        for (offset, cut) in cuts.enumerated() {
            let end = offset + 1 < cuts.count ? cuts[offset + 1].start : text.count
            let piece = String(text[cut.end..<end]).trimmingSpaces
            if saysSomething(piece) { pieces.append(piece) }
        }
        return pieces
    }

    /// The end of `N.` or `N)` at `index` when it stands where a step can start: at the start,
    /// after a space or after a sentence's end, and followed by a space or a capital letter.
    private static func numberEnd(_ text: [Character], at index: Int, number: [Character]) -> Int? {
        guard index + number.count < text.count, Array(text[index..<index + number.count]) == number else {
            return nil
        }
        if index > 0 {
            let before = text[index - 1]
            guard before.isWhitespace || ".!?:;".contains(before) else { return nil }
            if before.isWhitespace, index > 1, text[index - 2].isASCIIDigit { return nil }
        }
        let mark = text[index + number.count]
        guard mark == "." || mark == ")" else { return nil }
        let after = index + number.count + 1
        guard after < text.count else { return nil }
        guard text[after].isWhitespace || text[after].isUppercase else { return nil }
        return after
    }

    /// Pieces split after `.`, `!` or `?` that sits between a lower-case letter (or `)`) and a
    /// capital letter with no space: the trace of paragraphs whose breaks were lost.
    private static func splitGluedSentences(_ text: [Character]) -> [String] {
        var pieces: [String] = []
        var start = 0
        var index = 1
        while index + 1 < text.count {
            let mark = text[index]
            if mark == "." || mark == "!" || mark == "?", text[index - 1].isLowercase || text[index - 1] == ")",
                text[index + 1].isUppercase
            {
                pieces.append(String(text[start...index]).trimmingSpaces)
                start = index + 1
            }
            index += 1
        }
        pieces.append(String(text[start...]).trimmingSpaces)
        return pieces.filter(saysSomething)
    }
}
