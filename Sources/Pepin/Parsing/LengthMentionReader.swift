/// Reads the lengths in a line's words for ``SecondaryAmountReader``: "cut into 1/2-inch pieces",
/// "1cm/½in cubes", "1-inch (2.5-cm) piece", "sliced 3mm/about 1/8 inch thick", and the sides of
/// a rectangle, "cut into 4 by 1 1/2-inch pieces", "9x13-inch" (each number in the last one's
/// unit). They follow the view and never scale: a piece is cut the same size for twice the
/// servings.
struct LengthMentionReader {
    let grammar: LineGrammar
    var tokens: LineTokens { grammar.tokens }

    /// The lengths from token `i` (one per side, the first with the same in the other system
    /// when the author gave it) and the token after them; `nil` when no length starts there.
    func lengths(at i: Int) -> (amounts: [SecondaryAmount], next: Int)? {
        // Most numbers have no length after them: a look at the next words' units first.
        var unitAhead = false
        for k in i..<min(i + 10, tokens.count)
        where tokens[k].info.unit?.dimension == .length || grammar.isWord(k, .in) || AmountReader.shapedLengthUnit(grammar.bytes, tokens, k) != nil {
            unitAhead = true
            break
        }
        guard unitAhead else { return nil }
        // The sides before the last: numbers joined by "x", "by" or "×" (their first tokens).
        var sides: [Int] = []
        var j = i
        while let side = grammar.numbers.read(at: j) {
            let next = sideEnd(side)
            guard isTimes(next), next + 1 < tokens.count, tokens[next + 1].isNumeric else { break }
            sides.append(j)
            j = next + 1
        }
        // "¾ in (2cm)": inches after a space, read only with the same length after them.
        var reading = length(at: j) ?? shapedLength(at: j)
        var spaced = false
        if reading == nil, sides.isEmpty, let inches = spacedInches(at: j) {
            reading = inches
            spaced = true
        }
        guard let (last, after) = reading else { return nil }
        // "1x2.5cm/½x1in": both stay as written (the other read past, not read again: a line of
        // such pairs is read once, in a loop).
        if !sides.isEmpty, grammar.isPunct(after, 0x2F) {
            var k = after + 1
            while k < tokens.count, tokens[k].isNumeric || isTimes(k) || tokens[k].kind == .dash || tokens[k].info.unit?.dimension == .length {
                k += 1
            }
            return ([], k)
        }
        var found: [SecondaryAmount] = []
        for side in sides {
            guard let number = grammar.numbers.read(at: side) else { continue }
            let span = number.span.lowerBound..<tokens[sideEnd(number) - 1].end
            let amount = IngredientAmount(
                parts: [AmountPart(quantity: number.quantity, unit: last.parts[0].unit, quantitySpan: span, unitSpan: nil)],
                span: span, containerSize: nil, abbreviated: last.abbreviated, isImplied: false, isVague: false)
            found.append(.fixed([amount], span: span))
        }
        var amounts = [last]
        var next = after
        var end = last.span.upperBound
        // The same length in the other system: "/½in", " (2.5 cm)", "/about 1/8 inch".
        if sides.isEmpty, grammar.isPunct(next, 0x2F) || grammar.isPunct(next, 0x28) {
            var k = next + 1
            while grammar.word(k)?.role == .approximation { k += 1 }
            let parenthesised = grammar.isPunct(next, 0x28)
            if let (other, afterOther) = length(at: k) ?? shapedLength(at: k) ?? (parenthesised ? spacedInches(at: k) : nil), case .length(let unit)? = other.parts[0].unit,
                unit.system != last.parts[0].unit?.system, !parenthesised || grammar.isPunct(afterOther, 0x29)
            {
                amounts.append(other)
                next = parenthesised ? afterOther + 1 : afterOther
                end = parenthesised ? tokens[afterOther].end : other.span.upperBound
            }
        }
        if spaced, amounts.count == 1 { return nil }  // "cut 1 in half"
        found.append(.fixed(amounts, span: last.span.lowerBound..<end))
        return (found, next)
    }

    /// The token after a side's number, past a dash joined to it ("17- by 12-inch").
    private func sideEnd(_ side: QuantityReader.Reading) -> Int {
        side.next < tokens.count && tokens[side.next].kind == .dash && !tokens[side.next].spaced ? side.next + 1 : side.next
    }

    /// The amount at `j` when it is one length.
    private func length(at j: Int) -> (IngredientAmount, Int)? {
        guard let (amount, after) = AmountReader(grammar: grammar).read(at: j), amount.parts.count == 1,
            amount.parts[0].unit?.dimension == .length
        else { return nil }
        return (amount, after)
    }

    /// A length whose unit is joined to its shape in one word: "1/2-inch-thick", "2cm-wide"
    /// (the unit's part of the word, "inch", is the amount's).
    private func shapedLength(at j: Int) -> (IngredientAmount, Int)? {
        guard var number = grammar.numbers.read(at: j) else { return nil }
        var k = number.next
        if k < tokens.count, tokens[k].kind == .dash, !tokens[k].spaced { k += 1 }
        // "1/2- to 1/4-inch-thick": a range.
        if grammar.isWord(k, .to) || grammar.isWord(k, .or), let high = grammar.numbers.read(at: k + 1), case .exact(let low) = number.quantity,
            case .exact(let other) = high.quantity, low != other
        {
            let range = QuantityRange(low: min(low, other), high: max(low, other))
            number = QuantityReader.Reading(quantity: .range(range), next: high.next, span: number.span.lowerBound..<high.span.upperBound)
            k = high.next
            if k < tokens.count, tokens[k].kind == .dash, !tokens[k].spaced { k += 1 }
        }
        guard let unit = AmountReader.shapedLengthUnit(grammar.bytes, tokens, k) else { return nil }
        let token = tokens[k]
        var hyphen = token.start
        while hyphen < token.end, grammar.bytes[hyphen] != 0x2D { hyphen += 1 }
        let part = AmountPart(quantity: number.quantity, unit: .length(unit), quantitySpan: number.span, unitSpan: token.start..<hyphen)
        let amount = IngredientAmount(
            parts: [part], span: number.span.lowerBound..<hyphen, containerSize: nil, abbreviated: unit != .inch, isImplied: false,
            isVague: false)
        return (amount, k + 1)
    }

    /// Inches written "in" after a space ("¾ in"), which the grammar leaves as the word "in";
    /// read only beside the same length in centimetres.
    private func spacedInches(at j: Int) -> (IngredientAmount, Int)? {
        guard let number = grammar.numbers.read(at: j), grammar.isWord(number.next, .in) else { return nil }
        let word = tokens[number.next]
        let part = AmountPart(quantity: number.quantity, unit: .length(.inch), quantitySpan: number.span, unitSpan: word.start..<word.end)
        let amount = IngredientAmount(
            parts: [part], span: number.span.lowerBound..<word.end, containerSize: nil, abbreviated: true, isImplied: false, isVague: false)
        return (amount, number.next + 1)
    }

    /// "x", "by" or "×" between two sides.
    private func isTimes(_ k: Int) -> Bool {
        guard k < tokens.count else { return false }
        if grammar.isWord(k, .x) || grammar.isWord(k, .by) { return true }
        let token = tokens[k]
        return token.kind == .punct && token.end - token.start == 2 && grammar.bytes[token.start] == 0xC3 && grammar.bytes[token.start + 1] == 0x97
    }
}
