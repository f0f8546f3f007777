/// Reads what follows the amount: size words, the name, the preparation and the comment.
///
/// "2 large eggs, lightly beaten, at room temperature" gives size "large", name "eggs",
/// preparation "lightly beaten" and comment "at room temperature".
struct NameReader {
    let grammar: LineGrammar
    /// A label before the line ("Optional:"), the comment's first words.
    let label: Range<Int>?
    /// How the name is decided after the rules read it.
    let naming: NameTagging
    var bytes: LineBytes { grammar.bytes }
    var tokens: LineTokens { grammar.tokens }

    /// The line read from `start`, the name's token indices kept in `names`, its preparation's
    /// and comment's spans in `preparation` and `asides` (``line(amount:alternatives:from:)``).
    func line(
        amount: IngredientAmount?, alternatives: [IngredientAmount], from start: Int, names: NameList, preparation: SpanList, asides: SpanList
    ) -> IngredientLine {
        var (names, preparation, asides) = (names, preparation, asides)
        if let label { asides.append(label) }
        var i = start
        var sizeSpan: Range<Int>?
        var listed = false  // after "each" the names are a list
        // Leading size words: "large", "medium-sized".
        while i < tokens.count {
            let role = grammar.word(i)?.role
            // "1 tablespoon each chopped parsley and thyme", "½ teaspoon each of salt and pepper": a comment.
            if names.isEmpty, grammar.isWord(i, .each), i + 1 < tokens.count, tokens[i + 1].kind == .word {
                let end = grammar.isWord(i + 1, .of) ? i + 1 : i
                asides.append(tokens[i].start..<tokens[end].end)
                i = end + 1
                listed = true
                continue
            }
            // "1 Tbsp (20ml) - Sun Dried Tomato Oil": a dash between the amount and the name.
            if i == start, tokens[i].kind == .dash, tokens[i].spaced, i + 1 < tokens.count, !tokens[i + 1].isNumeric {
                i += 1
                continue
            }
            // "2 cups ½-inch cubes squash", "Four 1-inch-thick pork chops": how it is cut is a comment.
            if tokens[i].isNumeric, let end = AmountReader(grammar: grammar).dimension(at: i) {
                asides.append(tokens[i].start..<tokens[end - 1].end)
                i = end
                continue
            }
            // "1 cup or more coconut milk": a bound of the amount.
            if grammar.isWord(i, .or), grammar.isWord(i + 1, .more) || grammar.isWord(i + 1, .less) {
                asides.append(tokens[i].start..<tokens[i + 1].end)
                i += 2
                continue
            }
            // "6 sm or 4 medium radishes": another count in another size stays with the size.
            if let span = sizeSpan, grammar.isWord(i, .or), let other = grammar.numbers.read(at: i + 1) {
                var end = other.next
                if grammar.isWord(end, .very) { end += 1 }
                if grammar.word(end)?.role == .size {
                    sizeSpan = span.lowerBound..<tokens[end].end
                    i = end + 1
                    continue
                }
            }
            // "medium to large", "extra large", "very large"; "medium sized", "medium size" spaced.
            let joined = (grammar.isWord(i, .to) || grammar.isWord(i, .or) || grammar.isWord(i, .extra))
                && grammar.word(i + 1)?.role == .size && sizeSpan != nil
                || ((grammar.isWord(i, .extra) || grammar.isWord(i, .very)) && grammar.word(i + 1)?.role == .size)
                || ((grammar.isWord(i, .size) || grammar.isWord(i, .sized)) && i > 0 && sizeSpan?.upperBound == tokens[i - 1].end)
            guard role == .size || role == .approximation || joined else { break }
            if role == .size || joined { sizeSpan = (sizeSpan?.lowerBound ?? tokens[i].start)..<tokens[i].end }
            i += 1
        }
        var stop = tokens.count
        var canned = false
        if case .count(let unit)? = amount?.parts[0].unit { canned = unit.isContainer }
        while i < tokens.count {
            let token = tokens[i]
            if isStop(i) {
                if continuesBrandName(at: i, names) { i += 1; continue }  // "Knorr® Rice Sides™ - Beef"
                // "1 tbsp each parsley, rosemary and thyme": after "each" a comma goes on to the next name.
                if listed, grammar.isPunct(i, 0x2C), i + 1 < tokens.count, tokens[i + 1].kind == .word, !isStop(i + 1),
                    !grammar.flags(i + 1).contains(.commentAfterComma), !preparationRunEnds(at: i + 1)
                {
                    i += 1
                    continue
                }
                // "boneless, skinless chicken": a comma after modifiers only does not end the name.
                if grammar.isPunct(i, 0x2C), i + 1 < tokens.count, tokens[i + 1].kind == .word, !isStop(i + 1),
                    names.isEmpty || (allModifiers(names) && !preparationRunEnds(at: i + 1))
                {
                    i += 1
                    continue
                }
                // "dry white wine, or chicken broth": another name after ", or" (counted: a name in six
                // lines of seven), but not "or a mixture", "or as needed", "or finely chopped".
                if grammar.isPunct(i, 0x2C), !names.isEmpty, grammar.isWord(i + 1, .or), !isStop(i + 1), i + 2 < tokens.count,
                    tokens[i + 2].kind == .word, !grammar.isWord(i + 2, .a), !grammar.isWord(i + 2, .an),
                    !grammar.isWord(i + 2, .about), !grammar.isWord(i + 2, .more), grammar.word(i + 2)?.role != .preparation, grammar.word(i + 2)?.role != .adverb,
                    grammar.word(i + 2)?.unit == nil, !grammar.flags(i + 2).contains(.asideStarter),
                    !tokens[i + 2].info.isNumber
                {
                    i += 1
                    continue
                }
                // "1 can diced tomatoes, with their juice": what the container holds is part of the name
                // (counted: a name in 23 lines of 25).
                if canned, grammar.isPunct(i, 0x2C), !names.isEmpty, grammar.isWord(i + 1, .with) {
                    var end = i + 1
                    while end < tokens.count, tokens[end].kind == .word { end += 1 }
                    if end == tokens.count || grammar.isPunct(end, 0x2C) || grammar.isPunct(end, 0x28) {
                        for k in (i + 1)..<end { names.append(k) }
                        i = end
                        continue
                    }
                }
                // "mezcal, tequila, or water": a list of names that ends in "or" or "and".
                if grammar.isPunct(i, 0x2C), !names.isEmpty, let end = nameListEnd(after: i) {
                    for k in (i + 1)..<end where tokens[k].kind == .word { names.append(k) }
                    i = end
                    continue
                }
                stop = i
                break
            }
            if grammar.isPunct(i, 0x28) {  // a parenthesis inside the name
                let close = closing(from: i)
                // "(or X)" of one word is another name; longer ones are comments ("(or brown, white or wild rice)").
                let alternativeName = grammar.isWord(i + 1, .or) && close - i <= 3 && !grammar.isWord(i + 2, .more)
                    && !grammar.isWord(i + 2, .see) && !grammar.isWord(i + 2, .use)
                if !names.isEmpty, names.last == i - 1, alternativeName || isNameAside(from: i + 1, to: close) {
                    for k in (i + 1)..<close { names.append(k) }
                } else {
                    asides.append(tokens[i].start..<tokens[close].end)
                }
                i = close + 1
                continue
            }
            // Preparation before the name ("chopped walnuts"); after a name word such words belong
            // to it ("Del Monte® Diced Tomatoes", "whole peeled tomatoes").
            // After modifiers only, a preparation word is preparation too: "fresh chopped mint", "hot cooked
            // rice" (counted: after "fresh", "hot", but not after "frozen" or "canned").
            let afterModifiers = !names.isEmpty && grammar.word(i)?.role == .preparation && i + 1 < tokens.count
                && tokens[i + 1].kind == .word && grammar.flags(i - 1).contains(.preparationFollows) && allModifiers(names)
            if names.isEmpty || grammar.word(i)?.role == .adverb || afterModifiers || afterModifierComma(i, names),
                !namesProduct(at: i, canned: canned), let span = preparationRun(at: i)
            {
                preparation.append(tokens[i].start..<tokens[span - 1].end)
                i = span
                continue
            }
            if names.isEmpty, startsPreparationPair(at: i) {
                preparation.append(tokens[i].start..<tokens[i].end)
                i += 1
                continue
            }
            // Preparation after the name with no comma ends it: "1 carrot peeled", "celery chopped, ...".
            // "Packed in oil" stays with the name ("tuna packed in oil").
            if !names.isEmpty, grammar.word(i)?.role == .preparation || grammar.word(i)?.role == .adverb
                || grammar.word(i)?.role == .approximation,
                !grammar.isWord(i, .packed), preparationEndsName(at: i)
            {
                stop = i
                break
            }
            // Another amount ends the name: "or 2 teaspoons dried", "raspberries 250 mL".
            if !names.isEmpty, startsAmount(at: grammar.isWord(i, .or) ? i + 1 : i) {
                stop = i
                break
            }
            // "sour cream thinned with a little milk", "rhubarb to make about 6 cups"
            if !names.isEmpty, endsNameWithClause(at: i) {
                stop = i
                break
            }
            // "00 flour": the grade of a flour is a name, not an amount (counted: a name in every labelled line).
            if token.kind == .number, token.end - token.start == 2, bytes[token.start] == 0x30, bytes[token.start + 1] == 0x30 {
                names.append(i)
                i += 1
                continue
            }
            let percentage = token.kind == .number && grammar.isPunct(i + 1, 0x25) && !tokens[i + 1].spaced
            if percentage {  // "2% milk", "1% low-fat milk"
                names.append(i)
                names.append(i + 1)
                i += 2
                continue
            }
            if token.kind == .word || (!names.isEmpty && (token.kind == .number || (token.kind == .dash && !token.spaced))) {
                names.append(i)
            }
            i += 1
        }
        // A name never ends on a joining word ("salt and").
        while names.count > 1, isJoiner(names[names.count - 1]) { names.removeLast() }
        var amount = amount
        var alternatives = alternatives
        // Asked of the span, not `amount == nil`: that compares two optional amounts, copying the
        // amount and destroying the pair through the runtime's generic tuple code.
        if amount?.span == nil, !names.isEmpty, let (found, others, after) = trailingAmount(at: stop) {
            amount = found
            alternatives = others
            stop = after
        }
        // "3 garlic cloves", "1 celery rib": the unit follows the name.
        if let current = amount, current.parts.count == 1, current.parts[0].unit == nil, !current.isImplied, names.count > 1,
            let last = names.last, case .count(let unit)? = grammar.word(last)?.unit, unit.followsName || isCountedUnit(unit, after: names[names.count - 2]),
            !isModifier(names[names.count - 2])
        {
            let part = current.parts[0]
            amount = IngredientAmount(
                parts: [AmountPart(quantity: part.quantity, unit: .count(unit), quantitySpan: part.quantitySpan, unitSpan: tokens[last].start..<tokens[last].end)],
                span: current.span, containerSize: current.containerSize, abbreviated: false, isImplied: false, isVague: false)
            names.removeLast()
        }
        // The model's name where it is asked for (``NameTagger``); the food and the name's place
        // read the rules' name.
        let tagged = taggedNames(names, start: start, amount: amount, alternatives: alternatives, size: sizeSpan, preparation: preparation)
        var nameSpan: Range<Int>?
        var nounSpan: Range<Int>?
        if let first = names.first, let last = names.last {
            nameSpan = tokens[first].start..<tokens[last].end
            if amount?.parts.first?.unit == nil { nounSpan = countedNoun(names) }
        }
        let foodName = TextPieces(runsOf: names, tokens)
        let name = tagged.map { $0.count == names.count && $0.elementsEqual(names) ? foodName : TextPieces(runsOf: $0, tokens) } ?? foodName
        var commentStart = stop
        if stop < tokens.count {
            // ", finely chopped" after the name is preparation when it has only such words; so is
            // "peeled" with no comma ("1 carrot peeled").
            var j = grammar.isPunct(stop, 0x2C) || grammar.isPunct(stop, 0x3B) ? stop + 1 : stop
            if let end = preparationRun(at: j), end == tokens.count || grammar.isPunct(end, 0x2C) || (j == stop && preparationEndsName(at: j)) {
                preparation.append(tokens[j].start..<tokens[end - 1].end)
                j = end
                commentStart = j
            }
        }
        // The comment: the asides, then the rest of the line; joined by spaces when read.
        var comment = TextPieces(asides)
        if commentStart < tokens.count, let tail = trimmedComment(from: commentStart) { comment.append(tail) }
        // Amounts besides the line's own, read here so the line is built once.
        let isParsed = amount?.span != nil || nameSpan != nil, others = SecondaryAmountReader(grammar: grammar)
        let readings = SecondaryAmountReader.readings(alternatives)
        return IngredientLine(
            original: grammar.text, amount: amount, alternatives: readings, name: name, foodName: foodName, nameSpan: nameSpan,
            nounSpan: nounSpan, size: sizeSpan, preparation: TextPieces(preparation), comment: comment,
            isParsed: isParsed, secondaries: isParsed ? others.read(amount: amount, alternatives: alternatives) : [],
            alternativeGroups: others.alternativeGroups(readings))
    }
}
