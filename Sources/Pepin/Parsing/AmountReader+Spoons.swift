/// The spoons of French and Portuguese recipes, written as phrases: "c. à soupe", "c.à.s", "c.s",
/// "cuillère à café", "colher de sopa", "colheres (chá)", "c. de chá". A phrase names a tablespoon
/// or a teaspoon by its last word; "c." without one stays a cup, as English writes it ("2 c. sugar"),
/// and so does "xícara (chá)", the teacup.
extension AmountReader {
    /// The spoon phrase at token `index`, if one starts there.
    func spoon(at index: Int) -> UnitReading? {
        guard index < tokens.count else { return nil }
        let info = tokens[index].info
        var i = index + 1
        if info.unit == .volume(.cup), info.flags.contains(.foreign), grammar.isPunct(i, 0x28), grammar.isWord(i + 1, .cha),
            grammar.isPunct(i + 2, 0x29)
        {
            // "xícara (chá)": the teacup, a cup.
            var reading = UnitReading(unit: .volume(.cup), span: tokens[index].start..<tokens[i + 2].end, next: i + 3, abbreviated: false)
            reading.foreign = true
            return reading
        } else if info.unit == .volume(.cup), tokens[index].end - tokens[index].start == 1, grammar.isPunct(i, 0x2E) {
            i += 1  // "c."
        } else if info.unit == .volume(.tablespoon), info.flags.contains(.foreign) {
            if grammar.isPunct(i, 0x2E) || grammar.isPunct(i, 0x28) { i += 1 }  // "cuill.", "colher ("
        } else {
            return nil
        }
        if grammar.isWord(i, .a) || grammar.isWord(i, .de) {
            i += 1
            if grammar.isPunct(i, 0x2E) { i += 1 }
        }
        // "s" and "c" alone: "c.s", "c. à c.".
        let letter = i < tokens.count && tokens[i].end - tokens[i].start == 1 ? bytes[tokens[i].start] | 0x20 : 0
        let unit: Unit
        if grammar.isWord(i, .soupe) || grammar.isWord(i, .sopa) || letter == 0x73 {
            unit = .volume(.tablespoon)
        } else if grammar.isWord(i, .cafe) || grammar.isWord(i, .cha) || letter == 0x63 {
            unit = .volume(.teaspoon)
        } else {
            return nil
        }
        var end = tokens[i].end
        var next = i + 1
        // "c. à s.", "colheres (chá)": the dot or the bracket closing the phrase.
        if grammar.isPunct(next, 0x2E) || grammar.isPunct(next, 0x29), !tokens[next].spaced {
            end = tokens[next].end
            next += 1
        }
        var reading = UnitReading(unit: unit, span: tokens[index].start..<end, next: next, abbreviated: false)
        reading.foreign = true
        return reading
    }
}
