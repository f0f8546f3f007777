/// Reads the main amount of a line: quantity, container size, unit, compound parts.
struct AmountReader {
    let grammar: LineGrammar
    var bytes: LineBytes { grammar.bytes }
    var tokens: LineTokens { grammar.tokens }

    /// An amount with a number, starting at `index`.
    func read(at index: Int) -> (IngredientAmount, Int)? {
        // "60% cocoa chocolate, 1 cup": a percentage is part of the name, never an amount.
        guard let quantity = grammar.numbers.read(at: index), !grammar.isPunct(quantity.next, 0x25) else { return nil }
        var next = quantity.next
        var size: Range<Int>?
        // "2 x 400g cans", "4 x 150g steaks"
        if next < tokens.count, isTimes(next), let found = sizeAmount(at: next + 1) {
            size = found.span
            next = restatedSize(after: found.next) ?? found.next
        } else if next + 1 < tokens.count, isTimes(next), tokens[next + 1].kind == .word {
            next += 1  // "2 x chicken breasts": a count written with its sign
        } else if let found = containerSize(at: next, spelled: tokens[index].kind == .word) {
            size = found.span
            next = found.next
        } else if let close = noteBeforeContainer(at: next) {
            next = close + 1  // the container is the unit; the note is each one's (``SecondaryAmountReader``)
        }
        // "9-inch pastry base": a unit joined by a hyphen.
        if size == nil, next < tokens.count, tokens[next].kind == .dash, !tokens[next].spaced, next + 1 < tokens.count,
            !tokens[next + 1].spaced, grammar.word(next + 1)?.unit != nil
        {
            next += 1
        }
        // "1¼, cups": a stray comma between the number and its unit.
        if grammar.isPunct(next, 0x2C), grammar.word(next + 1)?.unit != nil, grammar.word(next + 1)?.unit?.dimension != .count {
            next += 1
        }
        // "2 heaped tsp", "1 heaping tablespoon", "2 rounded tsp": a heap is the spoon's own measure.
        // (A size word first: the lexicon's flag is read before any letter is compared.)
        let heaped = next < tokens.count && tokens[next].info.role == .size && grammar.isWord(next, in: "heaped heaping rounded")
        var unitReading = unit(at: next, afterNumber: true)
        // "¼ c cup": the unit written twice, abbreviated and in full.
        if let reading = unitReading, reading.next < tokens.count, grammar.word(reading.next)?.unit == reading.unit {
            unitReading?.span = reading.span.lowerBound..<tokens[reading.next].end
            unitReading?.next = reading.next + 1
        }
        // "5 cloves", "2 or 3 cloves": a food part alone on the line is the food, not its unit.
        if let found = unitReading, found.next == tokens.count, case .count(let count) = found.unit, count.followsName {
            unitReading = nil
        }
        if size != nil, let found = unitReading {
            // After a size only a container is a unit: "1 (14.5 ounce) can", but "4 (6 ounce) fillets sea bass".
            if case .count(let count) = found.unit, count != .fillet {} else { unitReading = nil }
        }
        var parts = [
            AmountPart(
                quantity: quantity.quantity, unit: unitReading?.unit, quantitySpan: quantity.span,
                unitSpan: unitReading?.span)
        ]
        var end = unitReading?.span.upperBound ?? quantity.span.upperBound
        next = unitReading?.next ?? next
        // "1 can (14oz) tomatoes", "2 cans (14 1/2 ounces) beef broth": after containers, a measure
        // alone in parentheses is each one's size (``holdsEachSize(_:_:)``).
        if size == nil, case .count(let count)? = unitReading?.unit, count.isContainer,
            grammar.isPunct(next, 0x28), let inner = sizeAmount(at: next + 1), grammar.isPunct(inner.next, 0x29),
            holdsEachSize(quantity.quantity, count), quantity.quantity == .exact(.one) || !measuresTotal(inner.span)
        {
            size = inner.span
            next = inner.next + 1
        }
        // "150ml-200ml", "¾ cup to 1 cup": a range with its unit twice; "800g-1kg" in the upper end's unit
        // (not "13oz-1lb 2oz"; "1 tsp to 1 tbsp" is the amount and its other end, ``AlternativeReader``).
        if let reading = unitReading, reading.unit.dimension != .count, case .exact(let written) = quantity.quantity,
            next < tokens.count, tokens[next].kind == .dash || grammar.isWord(next, .to), let upper = grammar.numbers.read(at: next + 1),
            case .exact(let high) = upper.quantity, let upperUnit = unit(at: upper.next, afterNumber: true),
            upperUnit.unit == reading.unit || (tokens[next].kind == .dash && compoundPart(at: upperUnit.next, like: upperUnit.unit) == nil),
            let low = try? UnitConversion.amount(written, from: reading.unit, to: upperUnit.unit), high > low
        {
            parts[0] = AmountPart(
                quantity: .range(QuantityRange(low: low, high: high)), unit: upperUnit.unit,
                quantitySpan: quantity.span.lowerBound..<upper.span.upperBound, unitSpan: upperUnit.span)
            end = upperUnit.span.upperBound
            next = upperUnit.next
            unitReading = upperUnit  // its spelling is the one rewritten: "½ c to 1 cup" doubled is "1-2 cups"
        }
        let abbreviated = unitReading?.abbreviated ?? false
        // Compound: "1 cup plus 2 tablespoons", "1 lb 2 oz".
        if let first = unitReading?.unit, first.dimension != .count {
            while let (part, after) = compoundPart(at: next, like: first) {
                parts.append(part)
                end = part.unitSpan?.upperBound ?? end
                next = after
            }
        }
        var amount = IngredientAmount(
            parts: parts, span: quantity.span.lowerBound..<end, containerSize: size.map { TextSlice(grammar.text).slice($0) },
            abbreviated: abbreviated, isImplied: false, isVague: false)
        amount.isForeignUnit = unitReading?.foreign ?? false
        amount.isHeaped = heaped
        return (amount, next)
    }

    /// An amount without a number: "pinch of salt", "handful parsley", "a few drops of",
    /// "good pinch". Vague ones ("a few drops") never scale.
    func readImplied(at index: Int) -> (IngredientAmount, Int)? {
        var i = index
        var vague = false
        while i < min(tokens.count, index + 3), grammar.isWord(i, .a) || grammar.isWord(i, .very)
            || grammar.word(i)?.role == .approximation || (grammar.word(i)?.role == .size && grammar.word(i)?.unit == nil)
            || (grammar.flags(i).contains(.vague) && grammar.word(i)?.unit == nil)
        {
            if !grammar.isWord(i, .a) { vague = true }
            i += 1
        }
        var found = unit(at: i, afterNumber: false)
        // "Scant teaspoon cocoa", "a tablespoon mustard", "tsp vanilla paste": a spoon or a cup with no
        // number, after a size or "a", or abbreviated (a bare "Cup cakes" names the food). Counted:
        // of the 7 lines of train.jsonl written so, all 7 are labelled with the unit.
        if found == nil, i > index || grammar.flags(i).contains(.abbreviation), let measure = unit(at: i, afterNumber: true),
            measure.unit.dimension == .volume, grammar.word(measure.next)?.unit == nil
        {
            found = measure
            if grammar.word(i)?.unit == nil { vague = true }  // "a good cup": a size of its own
        }
        guard let found, found.unit.dimension == .count || found.unit.dimension == .volume, found.next < tokens.count else {
            return nil
        }
        let part = AmountPart(
            quantity: .exact(.one), unit: found.unit, quantitySpan: found.span.lowerBound..<found.span.lowerBound,
            unitSpan: found.span)
        let amount = IngredientAmount(
            parts: [part], span: found.span, containerSize: nil, abbreviated: found.abbreviated, isImplied: true, isVague: vague)
        return (amount, found.next)
    }

    struct UnitReading {
        var unit: Unit
        var span: Range<Int>
        var next: Int
        var abbreviated: Bool
        /// Written as another language writes it ("EL", "c. à soupe").
        var foreign = false
    }

    /// A unit word at `index`, possibly after size words ("1 large clove"), with its dot.
    func unit(at index: Int, afterNumber: Bool) -> UnitReading? {
        var i = index
        // Size words may come before a unit: "1 heaped tablespoon", "2 large cloves".
        var skipped = 0
        // "3 thumb-sized pieces", "2 fist-sized balls": a size by comparison, before a unit only.
        while i < tokens.count, skipped < 2, isMeasureSize(i, afterNumber: afterNumber) {
            i += 1
            skipped += 1
            // "1 small to medium head": a range of sizes.
            if grammar.isWord(i, .to) || grammar.isWord(i, .or), tokens[i - 1].info.role == .size, grammar.word(i + 1)?.role == .size { i += 2 }
        }
        guard i < tokens.count, tokens[i].kind == .word else { return nil }
        if afterNumber, let spoon = spoon(at: i) { return spoon }
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
        if unit == nil, grammar.isWord(i, .fl) || grammar.isWord(i, .fluid) {
            var j = i + 1
            if grammar.isPunct(j, 0x2E) { j += 1 }
            if grammar.isWord(j, .oz) || grammar.isWord(j, .ounce) || grammar.isWord(j, .ounces) {
                unit = .volume(.fluidOunce)
                abbreviated = grammar.isWord(j, .oz)
                end = tokens[j].end
                next = j + 1
            }
        }
        // "1in" right after a number is an inch ("2cm/1in piece", "1cm/½in half moons"), and so
        // is a spaced one after "/" and a number ("3cm/1.2 in piece") or before other words than an
        // article or a number ("1 in. thick", "2 in (5cm) piece"; not "2 in a bowl", "1 in half"):
        // in 33 of 33 labelled lines where a spaced "in" follows a number it is an inch.
        if unit == nil, afterNumber, skipped == 0, grammar.isWord(i, .in),
            !token.spaced || (i >= 3 && (grammar.isPunct(i - 2, 0x2F) || grammar.isPunct(i - 3, 0x2F))) || !isPrepositionBefore(i + 1)
        {
            unit = .length(.inch)
            abbreviated = true
        }
        if unit == nil, let found = grammar.word(i)?.unit {
            // Single letters are units only right after a number: "2 c flour", "500 g", "1 l".
            if token.end - token.start == 1, !afterNumber || skipped > 0 { return nil }
            unit = found
            abbreviated = grammar.flags(i).contains(.abbreviation)
        }
        guard let unit else { return nil }
        // "4 round crusty rolls", "1 round lettuce": "round" is the food's shape, not its unit, unless
        // "of" follows (counted on train.jsonl: 64 of 66 labelled words "round" are in the name).
        if case .count(.round) = unit, token.end - token.start == 5, !grammar.isWord(next, .of) { return nil }
        if !afterNumber, case .count = unit {} else if !afterNumber { return nil }
        // The abbreviation's period is the unit's: "1 tbsp. butter", and "2 pkg. gelatin" (a count's
        // short spelling, written in full when scaled: "4 packages gelatin", not "packages.").
        if abbreviated || (unit.dimension == .count && token.end - token.start <= 4), grammar.isPunct(next, 0x2E), !tokens[next].spaced {
            end = tokens[next].end
            next += 1
        }
        var reading = UnitReading(unit: unit, span: token.start..<end, next: next, abbreviated: abbreviated)
        reading.foreign = grammar.flags(i).contains(.foreign)
        return reading
    }
}
