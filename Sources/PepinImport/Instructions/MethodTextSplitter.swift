/// Splits a method that a page gives as one text into its steps: at line breaks and paragraphs
/// (already lines here), else at inline numbering (`1. Mix. 2. Bake.`), else between sentences
/// glued without a space (`stir.Add`). Lines that are only a step's number are dropped, and a
/// heading before a one-line method (`Method: ...`), and lines with no letter or digit (the ","
/// between `<p>` blocks); a line ending in "," or ";" goes on in the next. Lines numbered 1, 2, 3...
/// (`1.`, `1)`, `Step 1:`) lose their numbers: the steps are numbered anyway.
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
            steps = Self.withoutNumbering(lines)
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

    /// The lines without their numbers when every line is numbered 1, 2, 3... in order.
    static func withoutNumbering(_ lines: [String]) -> [String] {
        guard lines.count > 1 else { return lines }
        var stripped: [String] = []
        for (offset, line) in lines.enumerated() {
            let characters = Array(line)
            guard let numbering = StepNumbering(characters, at: 0, number: offset + 1) else { return lines }
            stripped.append(String(characters[numbering.end...]))
        }
        return stripped
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
            if let end = numberEnd(text, at: index, number: expected) {
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

    /// The end of the numbering (``StepNumbering``) at `index` when it stands where a step can
    /// start: at the start, after a space or after a sentence's end.
    private static func numberEnd(_ text: [Character], at index: Int, number: Int) -> Int? {
        if index > 0 {
            let before = text[index - 1]
            guard before.isWhitespace || ".!?:;".contains(before) else { return nil }
            if before.isWhitespace, index > 1, text[index - 2].isASCIIDigit { return nil }
        }
        return StepNumbering(text, at: index, number: number)?.end
    }

    /// Pieces split after `.`, `!` or `?` that sits between a lower-case letter (or `)`, a quote,
    /// `°C`, `°F`) and a capital letter with no space: the trace of paragraphs whose breaks were lost.
    private static func splitGluedSentences(_ text: [Character]) -> [String] {
        var pieces: [String] = []
        var start = 0
        var index = 1
        while index + 1 < text.count {
            let mark = text[index]
            if mark == "." || mark == "!" || mark == "?", endsSentence(text, before: index), text[index + 1].isUppercase {
                pieces.append(String(text[start...index]).trimmingSpaces)
                start = index + 1
            }
            index += 1
        }
        pieces.append(String(text[start...]).trimmingSpaces)
        return pieces.filter(saysSomething)
    }

    /// Whether the character before `index` can end a sentence glued to the next: "stir.Add",
    /// "(thinly).Fry", "9x13" pan".Cool", "180°C.Cool"; not "U.S.A." or "e.g.".
    private static func endsSentence(_ text: [Character], before index: Int) -> Bool {
        let last = text[index - 1]
        if last.isLowercase || last == ")" || last == "\"" || last == "”" { return true }
        return (last == "C" || last == "F") && index > 1 && text[index - 2] == "°"
    }
}
