/// An amount of an ingredient at a number in a step, read as an ingredient line's amount: "700 g"
/// in "700 g of the water", "2 tablespoons" in "the remaining 2 tablespoons of butter", "2 eggs"
/// in "beat in 2 eggs" (a count only when the recipe lists that food).
///
/// Not amounts: lengths ("9-inch pan", "1-inch cubes"), a measure used as a size ("2-tablespoon
/// balls", "a 10-cup Bundt pan", "a 12 oz mug"), step and day numbers, bare numbers.
struct StepAmountReader {
    let original: [UInt8]
    let lowered: [UInt8]
    let start: Int
    let lines: [PreparedLine]
    let catalog: FoodCatalog

    var amount: StepAmount? {
        guard !Self.counters.contains(where: { StepReader.follows($0, in: lowered, at: start) }) else { return nil }
        // "3 (1 ounce) squares": the size of what is counted.
        if start >= 3, lowered[start - 1] == 40, lowered[start - 2] == 32, StepReader.isDigit(lowered[start - 3]) { return nil }
        let end = clauseEnd
        let clause = String(decoding: original[start..<end], as: UTF8.self)
        let line = IngredientLineParser(clause).line
        guard line.isParsed, let amount = line.amount, amount.span.lowerBound == 0, !amount.isImplied, !amount.isVague
        else { return nil }
        // "2-tablespoon balls", "10-cup pan": a measure joined to its noun is a size.
        for index in start..<(start + amount.span.upperBound) where lowered[index] == 45 {
            if index + 1 < lowered.count, StepReader.isLetter(lowered[index + 1]) { return nil }
        }
        let name = Self.withoutArticles(line.foodName)
        let nameWords = ASCIICase.lowercased(name).split(separator: " ")
        if nameWords.contains(where: { Self.sizedThings.contains(String($0)) }) { return nil }
        let linked = link(name)
        let span = start..<(start + amount.span.upperBound)
        func written(_ span: Range<Int>) -> String { String(decoding: original[span], as: UTF8.self) }
        switch line.unit {
        case .volume, .mass:
            let food = linked.map { lines[$0].line.foodName } ?? name
            let suffix = food.isEmpty ? "" : " " + food
            return StepAmount(
                span: span, written: written(span), line: PreparedLine(written(span) + suffix, catalog: catalog), suffix: suffix,
                ingredient: linked)
        case .count, nil:
            // "2 eggs", "3 cloves garlic": only a food the recipe lists, the span through its name.
            // The list must count it too: "1 minced garlic" is not a share of "4 cloves garlic".
            guard let linked, lines[linked].line.amount != nil, lines[linked].line.unit == line.unit,
                let nameSpan = line.nameSpan, nameSpan.upperBound - amount.span.upperBound <= 32
            else { return nil }
            let whole = start..<(start + nameSpan.upperBound)
            return StepAmount(
                span: whole, written: written(whole), line: PreparedLine(written(whole), catalog: catalog), suffix: "", ingredient: linked)
        case .length:
            return nil
        }
    }

    /// The end of the words that can belong to the amount: the next punctuation, bracket or
    /// joining word ("and", "until"), at most 64 bytes on.
    private var clauseEnd: Int {
        var index = start
        let limit = min(lowered.count, start + 64)
        while index < limit {
            let byte = lowered[index]
            // , ; : ( ) ! ? < > & = " * [ ] and the like end it; "/" stays for fractions ("1/2 cup").
            if byte < 128, !StepReader.isLetter(byte), !StepReader.isDigit(byte), byte != 32, byte != 45, byte != 46, byte != 47, byte != 39 {
                break
            }
            if byte == 46, !(index + 1 < lowered.count && StepReader.isDigit(lowered[index + 1])) { break }
            if byte == 32, index > start, Self.stops.contains(where: { stop in Self.wordAt(lowered, index + 1, stop) }) { break }
            index += 1
        }
        return index
    }

    /// The ingredient line whose food the step names: the same food in the catalog, else the
    /// same last word ("the water" for "lukewarm water").
    private func link(_ name: String) -> Int? {
        guard !name.isEmpty, !lines.isEmpty else { return nil }
        if let food = IngredientMatcher(name, catalog: catalog).match?.food,
            let index = lines.firstIndex(where: { $0.food == food })
        {
            return index
        }
        guard let last = Self.stem(ASCIICase.lowercased(name).split(separator: " ").last.map(String.init) ?? "") else { return nil }
        return lines.firstIndex { Self.stem(ASCIICase.lowercased($0.line.foodName).split(separator: " ").last.map(String.init) ?? "") == last }
    }

    private static func stem(_ word: String) -> String? {
        guard word.utf8.count > 2 else { return nil }
        return word.hasUTF8Suffix("s") ? word.droppingLastBytes(1) : word
    }

    private static func withoutArticles(_ name: String) -> String {
        var name = name
        for article in ["of the ", "of ", "the ", "more ", "remaining ", "reserved "]
        where ASCIICase.lowercased(name).utf8.starts(with: article.utf8) {
            name = String(decoding: name.utf8.dropFirst(article.utf8.count), as: UTF8.self)
        }
        return name
    }

    private static func wordAt(_ bytes: [UInt8], _ index: Int, _ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { return false }
        return index + count == bytes.count || !StepReader.isLetter(bytes[index + count])
    }

    /// Words after which a number counts something else: "step 2", "day 1", "#3", "x 13".
    private static let counters: [StaticString] = ["step ", "steps ", "day ", "#", "x ", "number ", "no. ", "gas ", "mark "]
    /// Words that end the amount's clause.
    private static let stops: [StaticString] = ["and", "or", "until", "then", "into", "in", "to", "on", "for", "over", "with", "at"]
    /// Things a measure sizes rather than measures: "a 12 oz mug", "6 large serving glasses".
    private static let sizedThings = WordSet([
        "pan", "pans", "dish", "mug", "mugs", "bowl", "skillet", "pot", "ramekin", "ramekins", "tin", "tins", "mold", "mould",
        "jar", "jars", "glass", "glasses", "container", "saucepan", "sheet", "tray", "casserole", "balls", "ball", "cubes",
        "pieces", "portions", "increments", "layers", "rounds", "scoop", "microwave", "cutter", "ladle", "measure",
    ])
}
