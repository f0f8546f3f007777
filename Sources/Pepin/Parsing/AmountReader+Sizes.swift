/// Container sizes and the measures inside them: "1 (14.5 ounce) can", "One 4- to 5-pound
/// chicken", "2 x 400g tins".
extension AmountReader {
    /// "(14.5 ounce)", "(14-ounce)", "(about 14 oz each)", "14-ounce", "(15 oz.)" before a container or a name.
    /// After a count spelled out ("One 4-5 pound chicken") any measure is the size of each.
    func containerSize(at index: Int, spelled: Bool) -> (span: Range<Int>, next: Int)? {
        if grammar.isPunct(index, 0x28) {
            // "1 (3 1/2) pound chicken": the number in parentheses, its unit after them.
            if let number = grammar.numbers.read(at: index + 1), grammar.isPunct(number.next, 0x29),
                let unit = unit(at: number.next + 1, afterNumber: true), unit.unit.dimension != .count
            {
                return (tokens[index].start..<unit.span.upperBound, unit.next)
            }
            // "(about 14 oz each) packages": an approximation before the size, "each" after it.
            var open = index + 1
            if grammar.word(open)?.role == .approximation { open += 1 }
            guard let inner = sizeAmount(at: open) else { return nil }
            var close = grammar.isWord(inner.next, .each) ? inner.next + 1 : inner.next
            // "(14-ounce or 400-g)", "(400g/14oz)": the same size in the other system.
            if grammar.isWord(close, .or) || grammar.isPunct(close, 0x2F), let other = sizeAmount(at: close + 1), grammar.isPunct(other.next, 0x29) {
                close = other.next
            }
            // "(15 oz or larger)", "(3 pound or so)": a bound after the size, inside its parentheses.
            if grammar.isWord(close, .or), close + 2 < tokens.count, tokens[close + 1].kind == .word, grammar.isPunct(close + 2, 0x29) {
                close += 2
            }
            guard grammar.isPunct(close, 0x29) else { return nil }
            return (inner.span, close + 1)
        }
        guard let size = sizeAmount(at: index) else { return nil }
        // "Two ¼-oz/7-g packets", "a 14-ounce or 400-g package": the same size in the other system.
        if grammar.isPunct(size.next, 0x2F) || grammar.isWord(size.next, .or), let other = sizeAmount(at: size.next + 1), size.hyphenated || spelled || isContainer(at: other.next) {
            return (size.span, other.next)
        }
        // "One 2 oz (115g) tin": the same size again in parentheses before the container.
        if let close = restatedSize(after: size.next), size.hyphenated || spelled || isContainer(at: close) {
            return (size.span, close)
        }
        // Without parentheses only "14-ounce can" style, followed by a container.
        guard size.hyphenated || spelled || isContainer(at: size.next) else { return nil }
        return (size.span, size.next)
    }

    /// True when the measure at `index` is the size of one thing: a length before a thing that is
    /// not cut to length ("9-inch pie crust"; not "2-inch piece ginger", "3-inch cinnamon stick",
    /// "2 cm of turmeric"). (A container's measure after "a" stays the amount: "an 8-ounce can"
    /// doubled is "a 16-ounce can".) Not inlined: the module's size.
    @inline(never)
    func isSizeOfOne(at index: Int) -> Bool {
        guard let size = sizeAmount(at: index), case .length? = tokens[size.next - 1].info.unit, size.next < tokens.count,
            tokens[size.next].info.unit == nil, tokens[size.next].kind == .word, !grammar.isWord(size.next, .of)
        else { return false }
        // Foods bought or cut by length, up to the phrase's end.
        var k = size.next
        while k < tokens.count, tokens[k].kind == .word {
            if grammar.isWord(k, in: "ginger galangal turmeric cinnamon vanilla kombu peel root baguette") { return false }
            k += 1
        }
        return true
    }

    /// The index after a size written again in parentheses at `index`, in another unit: "(115g)"
    /// in "One 2 oz (115g) tin", "(14oz)" in "2 x 400g (14oz) tins", "(4cm)" in "Four 1½ inch (4cm)
    /// thick veal shanks". It is each one's size, never the amount's other reading.
    func restatedSize(after index: Int) -> Int? {
        guard grammar.isPunct(index, 0x28), let inner = sizeAmount(at: index + 1), grammar.isPunct(inner.next, 0x29) else { return nil }
        return inner.next + 1
    }

    /// A length unit and its shape in one word: "inch-thick", "cm-long", "inch-wide".
    func isShapedLength(at index: Int) -> Bool { Self.shapedLengthUnit(bytes, tokens, index) != nil }

    /// The length unit the word at `index` starts with before a hyphen ("inch" of "inch-thick"),
    /// or `nil`. One copy, not inlined: the WebAssembly module's size.
    @inline(never)
    static func shapedLengthUnit(_ bytes: LineBytes, _ tokens: LineTokens, _ index: Int) -> LengthUnit? {
        guard index < tokens.count, tokens[index].kind == .word, !tokens[index].info.known else { return nil }
        let token = tokens[index]
        guard let hyphen = (token.start..<token.end).first(where: { bytes[$0] == 0x2D }),
            let key = WordKey(bytes, token.start, hyphen), case .length(let unit)? = Lexicon.words[key]?.unit
        else { return nil }
        return unit
    }

    /// "½-inch", "1-inch-thick", "4- to 5-inch", "2cm" before the name, with the pieces it is cut in
    /// ("½-inch cubes", "2-inch piece of"): how the food is cut, not its name. The index after it.
    func dimension(at index: Int) -> Int? {
        guard index < tokens.count, tokens[index].kind != .word, let size = sizeAmount(at: index), size.next < tokens.count,
            tokens[size.next].kind == .word
        else { return nil }
        guard size.hyphenated || isShapedLength(at: size.next - 1) || !tokens[size.next - 1].spaced else { return nil }
        if case .length? = grammar.word(size.next - 1)?.unit {} else if !isShapedLength(at: size.next - 1) { return nil }
        var next = size.next
        if case .count? = grammar.word(next)?.unit, next + 1 < tokens.count, tokens[next + 1].kind == .word {
            next += 1
            if grammar.isWord(next, .of) { next += 1 }
        }
        return next
    }

    /// True when a measure in parentheses after `quantity` of `container` is each one's size, as
    /// cans and packages are sold ("2 cans (14 ounce, or 397 g) coconut milk", "2 pkg. (4 serving
    /// size)": every such line of train.jsonl), unless it measures their total
    /// (``measuresTotal(_:)``): a whole count of containers other than sticks. After a count not
    /// whole the measure is the total ("1½ packages (24 ounces)"), and after sticks ("2 sticks (1
    /// cup) butter").
    @inline(never)
    func holdsEachSize(_ quantity: Quantity, _ container: CountUnit) -> Bool {
        guard container.isContainer, container != .stick, case .exact(let count) = quantity else { return false }
        return count.isInteger
    }

    /// True when the measure at `span`, after more than one container, is what they hold
    /// together: a spoon or cup measure ("2 envelopes (4½ teaspoons) yeast"), or "total" ("(about
    /// 30 oz total)").
    @inline(never)
    func measuresTotal(_ span: Range<Int>) -> Bool {
        var i = 0
        while i < tokens.count, tokens[i].start < span.upperBound {
            if tokens[i].start >= span.lowerBound {
                if case .volume(let unit)? = tokens[i].info.unit, unit == .teaspoon || unit == .tablespoon || unit == .dessertspoon || unit == .cup {
                    return true
                }
                if grammar.isWord(i, in: "total") { return true }
            }
            i += 1
        }
        return false
    }

    /// The ")" of a note in parentheses at `open` that a container word follows: "1 (4-serving size)
    /// package", "1 (1 pound, 3 ounce) package", "1 (6-10 count) package" (sizes the reader does
    /// not weigh as a container's).
    func noteBeforeContainer(at open: Int) -> Int? {
        guard grammar.isPunct(open, 0x28) else { return nil }
        var close = open + 1
        while close < tokens.count, close < open + 10, !grammar.isPunct(close, 0x29) {
            if grammar.isPunct(close, 0x28) { return nil }
            close += 1
        }
        return close > open + 1 && grammar.isPunct(close, 0x29) && isContainer(at: close + 1) ? close : nil
    }

    func isContainer(at index: Int) -> Bool {
        if case .count(let unit)? = grammar.word(index)?.unit { return unit.isContainer }
        return false
    }

    /// A measure such as "400g", "14.5 ounce", "14-ounce": where it is written (a string is made
    /// only of the size an amount keeps).
    func sizeAmount(at index: Int) -> (span: Range<Int>, next: Int, hyphenated: Bool)? {
        guard let quantity = grammar.numbers.read(at: index) else { return nil }
        var i = quantity.next
        // "4- to 5-pound", "8- or 9-ounce", "3-to 3½-pound": a range of sizes.
        var j = i
        if j < tokens.count, tokens[j].kind == .dash, !tokens[j].spaced { j += 1 }
        if j > i || j < tokens.count && tokens[j].spaced, grammar.isWord(j, .to) || grammar.isWord(j, .or),
            let upper = grammar.numbers.read(at: j + 1)
        {
            i = upper.next
        }
        var hyphenated = false
        if i < tokens.count, tokens[i].kind == .dash, !tokens[i].spaced {
            i += 1
            hyphenated = true
        }
        var end: Int
        var next: Int
        if let unit = unit(at: i, afterNumber: true), unit.unit.dimension != .count {
            end = unit.span.upperBound
            next = unit.next
            // "3lb 4oz": a size in two units.
            while let (part, after) = compoundPart(at: next, like: unit.unit), let span = part.unitSpan {
                end = span.upperBound
                next = after
            }
            // "(1/4 inch thick) slices": a thickness.
            if case .length = unit.unit, grammar.isWord(next, .thick) {
                end = tokens[next].end
                next += 1
            }
        } else if isShapedLength(at: i) {  // "½-inch-thick", "3-inch-long"
            end = tokens[i].end
            next = i + 1
        } else {
            return nil
        }
        // "4-pound to 4½-pound": the range written with its unit twice.
        if grammar.isWord(next, .to), let upper = sizeAmount(at: next + 1) {
            end = tokens[upper.next - 1].end
            next = upper.next
        }
        // "400g/14oz", "14-ounce [397-g]": the same size in another unit.
        if grammar.isPunct(next, 0x2F), let other = grammar.numbers.read(at: next + 1),
            let otherUnit = self.unit(at: other.next, afterNumber: true), otherUnit.unit.dimension != .count
        {
            end = otherUnit.span.upperBound
            next = otherUnit.next
            // "500g/1lb 2oz"
            if let (part, after) = compoundPart(at: next, like: otherUnit.unit), let span = part.unitSpan {
                end = span.upperBound
                next = after
            }
            // "300–400g/10½oz–14oz": the other end of the range, with its unit.
            if next < tokens.count, tokens[next].kind == .dash, !tokens[next].spaced, let upper = grammar.numbers.read(at: next + 1),
                let upperUnit = self.unit(at: upper.next, afterNumber: true), upperUnit.unit == otherUnit.unit
            {
                end = upperUnit.span.upperBound
                next = upperUnit.next
            }
        } else if grammar.isPunct(next, 0x5B) {
            var j = next + 1
            while j < tokens.count, j < next + 8, !grammar.isPunct(j, 0x5D) { j += 1 }
            if grammar.isPunct(j, 0x5D) {
                end = tokens[j].end
                next = j + 1
            }
        }
        return (quantity.span.lowerBound..<end, next, hyphenated)
    }
}
