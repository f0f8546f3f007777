/// Reads the main amount of a line: quantity, container size, unit, compound parts.
struct AmountReader {
    let grammar: LineGrammar
    var bytes: [UInt8] { grammar.bytes }
    var tokens: [LineToken] { grammar.tokens }

    /// An amount with a number, starting at `index`.
    func read(at index: Int) -> (IngredientAmount, Int)? {
        guard let quantity = grammar.numbers.read(at: index) else { return nil }
        var next = quantity.next
        var size: String?
        // "2 x 400g cans", "4 x 150g steaks"
        if next < tokens.count, isTimes(next), let found = sizeAmount(at: next + 1) {
            size = found.text
            next = found.next
        } else if let found = containerSize(at: next) {
            size = found.text
            next = found.next
        }
        var unitReading = unit(at: next, afterNumber: true)
        if size != nil, let found = unitReading, case .count = found.unit {
            // "1 (14.5 ounce) can"
        } else if size != nil, unitReading != nil {
            unitReading = nil  // "2 (8 oz) cups"? keep the size, do not read a second measure
        }
        var parts = [
            AmountPart(
                quantity: quantity.quantity, unit: unitReading?.unit, quantitySpan: quantity.span,
                unitSpan: unitReading?.span)
        ]
        var end = unitReading?.span.upperBound ?? quantity.span.upperBound
        next = unitReading?.next ?? next
        let abbreviated = unitReading?.abbreviated ?? false
        // Compound: "1 cup plus 2 tablespoons", "1 lb 2 oz".
        if let first = unitReading?.unit, first.dimension != .count {
            while let (part, after) = compoundPart(at: next, like: first) {
                parts.append(part)
                end = part.unitSpan?.upperBound ?? end
                next = after
            }
        }
        let amount = IngredientAmount(
            parts: parts, span: quantity.span.lowerBound..<end, containerSize: size,
            abbreviated: abbreviated, isImplied: false)
        return (amount, next)
    }

    /// An amount without a number: "pinch of salt", "handful parsley".
    func readImplied(at index: Int) -> (IngredientAmount, Int)? {
        guard let found = unit(at: index, afterNumber: false), case .count = found.unit, found.next < tokens.count else {
            return nil
        }
        let part = AmountPart(
            quantity: .exact(.one), unit: found.unit, quantitySpan: found.span.lowerBound..<found.span.lowerBound,
            unitSpan: found.span)
        let amount = IngredientAmount(
            parts: [part], span: found.span, containerSize: nil, abbreviated: false, isImplied: true)
        return (amount, found.next)
    }

    struct UnitReading {
        var unit: Unit
        var span: Range<Int>
        var next: Int
        var abbreviated: Bool
    }

    /// A unit word at `index`, possibly after size words ("1 large clove"), with its dot.
    func unit(at index: Int, afterNumber: Bool) -> UnitReading? {
        var i = index
        // Size words may come before a unit: "1 heaped tablespoon", "2 large cloves".
        var skipped = 0
        while i < tokens.count, grammar.word(i)?.role == .size, skipped < 2 {
            i += 1
            skipped += 1
        }
        guard i < tokens.count, tokens[i].kind == .word else { return nil }
        let token = tokens[i]
        var unit: Unit?
        var end = token.end
        var next = i + 1
        var abbreviated = false
        if afterNumber, token.end - token.start == 1, skipped == 0 {
            switch bytes[token.start] {
            case 0x54: unit = .volume(.tablespoon)  // T
            case 0x74: unit = .volume(.teaspoon)  // t
            default: unit = nil
            }
            abbreviated = true
        }
        if unit == nil, grammar.numbers.isWord(i, "fl") || grammar.numbers.isWord(i, "fluid") {
            var j = i + 1
            if grammar.isPunct(j, 0x2E) { j += 1 }
            if grammar.numbers.isWord(j, "oz") || grammar.numbers.isWord(j, "ounce") || grammar.numbers.isWord(j, "ounces") {
                unit = .volume(.fluidOunce)
                abbreviated = grammar.numbers.isWord(j, "oz")
                end = tokens[j].end
                next = j + 1
            }
        }
        if unit == nil, let found = grammar.word(i)?.unit {
            // Single letters are units only right after a number: "2 c flour", "500 g", "1 l".
            if token.end - token.start == 1, !afterNumber || skipped > 0 { return nil }
            unit = found
            abbreviated = isAbbreviation(token, of: found)
        }
        guard let unit else { return nil }
        if !afterNumber, case .count = unit {} else if !afterNumber { return nil }
        if abbreviated, grammar.isPunct(next, 0x2E), !tokens[next].spaced {
            end = tokens[next].end
            next += 1
        }
        return UnitReading(unit: unit, span: token.start..<end, next: next, abbreviated: abbreviated)
    }

    private func isAbbreviation(_ token: LineToken, of unit: Unit) -> Bool {
        let length = token.end - token.start
        return length < unit.singular.utf8.count - 1 && !(unit.dimension == .count)
    }

    private func isTimes(_ index: Int) -> Bool {
        let token = tokens[index]
        if token.kind == .word, TokenText.equals(bytes, token, "x") { return true }
        return token.end - token.start == 2 && bytes[token.start] == 0xC3 && bytes[token.start + 1] == 0x97
    }

    /// "(14.5 ounce)", "(14-ounce)", "14-ounce", "(15 oz.)" before a container or a name.
    private func containerSize(at index: Int) -> (text: String, next: Int)? {
        if grammar.isPunct(index, 0x28) {
            guard let inner = sizeAmount(at: index + 1), grammar.isPunct(inner.next, 0x29) else { return nil }
            return (inner.text, inner.next + 1)
        }
        guard let size = sizeAmount(at: index) else { return nil }
        // Without parentheses only "14-ounce can" style, followed by a container.
        guard size.hyphenated || isContainer(at: size.next) else { return nil }
        return (size.text, size.next)
    }

    private func isContainer(at index: Int) -> Bool {
        if case .count(let unit)? = grammar.word(index)?.unit { return unit.isContainer }
        return false
    }

    /// A measure such as "400g", "14.5 ounce", "14-ounce".
    private func sizeAmount(at index: Int) -> (text: String, next: Int, hyphenated: Bool)? {
        guard let quantity = grammar.numbers.read(at: index) else { return nil }
        var i = quantity.next
        var hyphenated = false
        if i < tokens.count, tokens[i].kind == .dash, !tokens[i].spaced {
            i += 1
            hyphenated = true
        }
        guard let unit = unit(at: i, afterNumber: true), unit.unit.dimension != .count else { return nil }
        let text = IngredientLine.unparsed(grammar.text).slice(quantity.span.lowerBound..<unit.span.upperBound)
        return (text, unit.next, hyphenated)
    }

    /// "plus 2 tablespoons", "+ 1 tsp", "and 2 tablespoons", or "2 oz" right after "1 lb".
    private func compoundPart(at index: Int, like first: Unit) -> (AmountPart, Int)? {
        var i = index
        if grammar.numbers.isWord(i, "plus") || grammar.numbers.isWord(i, "and") || grammar.isPunct(i, 0x2B) {
            i += 1
        }
        guard let quantity = grammar.numbers.read(at: i), case .exact = quantity.quantity,
            let unit = unit(at: quantity.next, afterNumber: true), unit.unit.dimension == first.dimension,
            unit.unit.system == first.system, unit.unit != first
        else { return nil }
        let part = AmountPart(quantity: quantity.quantity, unit: unit.unit, quantitySpan: quantity.span, unitSpan: unit.span)
        return (part, unit.next)
    }
}

/// Reads other ways of writing the amount: "(1 1/2 cups)", "/5oz", "(about 2 cups)".
struct AlternativeReader {
    let grammar: LineGrammar

    func read(after next: inout Int, into alternatives: inout [IngredientAmount]) {
        let reader = AmountReader(grammar: grammar)
        while true {
            if grammar.isPunct(next, 0x2F), let (alternative, after) = reader.read(at: next + 1),
                alternative.parts[0].unit != nil
            {
                alternatives.append(alternative)
                next = after
                continue
            }
            if grammar.isPunct(next, 0x28) {
                var i = next + 1
                while grammar.word(i)?.role == .approximation { i += 1 }
                var found: [IngredientAmount] = []
                while let (alternative, after) = reader.read(at: i), alternative.parts[0].unit != nil {
                    found.append(alternative)
                    i = after
                    if grammar.isPunct(i, 0x2F) || grammar.isPunct(i, 0x3B) || grammar.numbers.isWord(i, "or") {
                        i += 1
                    } else {
                        break
                    }
                }
                if !found.isEmpty, grammar.isPunct(i, 0x29) {
                    alternatives.append(contentsOf: found)
                    next = i + 1
                    continue
                }
            }
            return
        }
    }
}
