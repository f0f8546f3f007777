/// Finds the amounts written after a line's own amount (see ``SecondaryAmount``), with their spans.
///
/// Runs after the line is parsed and changes nothing the grammar read: it only adds what the line
/// says besides. Accepted: "(" [about | approx. | each | from] amount [/ , or amount]... [words] ")",
/// "about" amount [each], a container's size inside the amount, and temperatures. Lengths,
/// percentages, "(15 to 20 count)" and lists of several things ("(2 thyme sprigs, 1 bay leaf)")
/// are left as the author wrote them.
struct SecondaryAmountReader {
    let grammar: LineGrammar
    var tokens: LineTokens { grammar.tokens }

    /// The secondary amounts of a line read with `amount` and its `alternatives`, in the order
    /// written; empty (no allocation) when the line has no number after its amount.
    func read(amount: IngredientAmount?, alternatives: [IngredientAmount]) -> [SecondaryAmount] {
        let start = amount?.span.lowerBound ?? 0, end = amount?.span.upperBound ?? 0
        var from = end
        for alternative in alternatives { from = max(from, alternative.span.upperBound) }
        // The first token past the amounts (tokens are in the line's order), and whether a number
        // follows; and a note between the count and its container ("1 (4-serving size) package").
        var i = 0, note = -1
        while i < tokens.count, tokens[i].start < from {
            if note < 0, tokens[i].start > start, grammar.isPunct(i, 0x28) { note = i }
            i += 1
        }
        if note > 0, from == end, amount?.containerSize == nil { i = note }  // read too
        var numbers = false, k = i
        while !numbers, k < tokens.count {
            numbers = tokens[k].isNumeric
            k += 1
        }
        var more = false
        for alternative in alternatives where alternative.isMore { more = true }
        guard numbers || amount?.containerSize != nil || more else { return [] }
        var found: [SecondaryAmount] = []
        var numbered = false  // a number passed over, unread
        var containers = -1  // where "2 cans" ends: a group right after it may be each one's
        if let part = amount?.parts[0], case .count(let unit)? = part.unit, AmountReader(grammar: grammar).holdsEachSize(part.quantity, unit) { containers = end }
        if let amount = amount, let size = containerSize(of: amount) {
            found.append(size)
            // Read on after it and its ")": "1 (3 pound) roast" has no amount after its own.
            while i < tokens.count, tokens[i].start < size.span.upperBound || grammar.isPunct(i, 0x29) { i += 1 }
        }
        // "½ cup (1 stick) plus 2 tablespoons": more of the food, read with the alternatives.
        for alternative in alternatives where alternative.isMore {
            found.append(SecondaryAmount(kind: .another, amounts: [alternative], span: alternative.span, removal: nil, hedged: false, noun: nil))
        }
        while i < tokens.count {
            if tokens[i].kind == .number, let temperature = temperature(at: i) {
                found.append(temperature.amount)
                i = temperature.next
            } else if tokens[i].isNumeric, let lengths = LengthMentionReader(grammar: grammar).lengths(at: i) {
                for length in lengths.amounts { found.append(length) }
                i = lengths.next
            } else if grammar.isPunct(i, 0x28),
                let group = group(
                    at: i, of: amount, afterUnreadCount: numbered && tokens[i - 1].isNumeric, afterContainers: i > 0 && tokens[i - 1].end == containers)
            {
                found.append(group.amount)
                i = group.next
            } else if grammar.word(i)?.role == .approximation, i == 0 || !grammar.isWord(i - 1, .into), let about = about(at: i, of: amount) {
                // (Not "cut into about 4 pieces": how each is cut, whatever the count.)
                found.append(about.amount)
                i = about.next
            } else if tokens[i].isNumeric, let trailing = trailing(at: i, after: amount) {
                found.append(trailing)
                i = tokens.count
            } else if let another = another(at: i, counting: !numbered && found.isEmpty) {
                found.append(another.amount)
                i = another.next
            } else {
                numbered = numbered || tokens[i].isNumeric
                i += 1
            }
        }
        return found
    }

    /// "375°F", "110 degrees F", and the same in the other scale beside it: "27°C (80°F)".
    private func temperature(at i: Int) -> (amount: SecondaryAmount, next: Int)? {
        let bytes = grammar.bytes
        let start = tokens[i].start
        guard start == 0 || !OvenTemperaturePresenter.isWordByte(bytes[start - 1]),
            let first = TemperatureReader(bytes: bytes, start: start).read()
        else { return nil }
        var written = [WrittenTemperature(low: first.low, high: first.high, scale: first.scale, span: tokens[i].start..<first.end)]
        var end = first.end
        if let pair = OvenTemperaturePresenter.companion(bytes, after: first) {
            written.append(WrittenTemperature(low: pair.found.low, high: pair.found.high, scale: pair.found.scale, span: pair.start..<pair.found.end))
            end = pair.end
        }
        let amount = SecondaryAmount(
            kind: .temperature(written), amounts: [], span: tokens[i].start..<end, removal: nil, hedged: false, noun: nil)
        var next = i
        while next < tokens.count, tokens[next].start < end { next += 1 }
        return (amount, next)
    }

    /// A parenthesised amount: "(about 2 cups)", "(around 400g/14oz)", "(6-8 lemons)", "(1 pound each)".
    /// Not one right after another measure ("or one 28oz (784g) can"): that is its size.
    private func group(at open: Int, of own: IngredientAmount?, afterUnreadCount: Bool, afterContainers: Bool) -> (amount: SecondaryAmount, next: Int)? {
        if open >= 2, grammar.word(open - 1)?.unit != nil, tokens[open - 2].isNumeric { return nil }
        var j = open + 1
        var hedged = false
        var each = false
        while grammar.word(j)?.role == .approximation || grammar.isWord(j, .each) || grammar.isWord(j, .from)
            || (j > open + 1 && grammar.isPunct(j, 0x2E))
        {
            if grammar.word(j)?.role == .approximation { hedged = true }
            if grammar.isWord(j, .each) { each = true }
            j += 1
        }
        guard LengthMentionReader(grammar: grammar).lengths(at: j) == nil, let (amounts, after) = amounts(at: j) else { return nil }
        // What follows up to ")": words only ("each", "sliced", "syrup reserved").
        var close = after
        while close < tokens.count, close < after + 8, !grammar.isPunct(close, 0x29) {
            if tokens[close].isNumeric || grammar.isPunct(close, 0x28) { return nil }
            if grammar.isWord(close, .each) { each = true }
            close += 1
        }
        guard grammar.isPunct(close, 0x29) else { return nil }
        // "2 pkg. (4 serving size)": after containers, each one's size, unless a total ("(30 oz total)").
        if afterContainers, !AmountReader(grammar: grammar).measuresTotal(tokens[open].start..<tokens[close].end) {
            each = true
        }
        // "1 (4-rib) roast", "8 - (2-ounce) tenderloins", "3 (14-ounce or 400-g) cans": a size joined
        // by a hyphen describes each one.
        // (Not after a count left as written: "3 lb beef, divided into 4 (12-ounce) patties" scales
        // the patties' size with the beef.)
        if amounts.allSatisfy(grammar.isHyphenated), !afterUnreadCount { each = true }
        // "1 (15 oz or larger) can", "1 (.68 oz. tube) gel": a size between a count and its
        // container, or naming it, is each one's.
        if open > 0, tokens[open - 1].isNumeric, AmountReader(grammar: grammar).isContainer(at: close + 1) || AmountReader(grammar: grammar).isContainer(at: close - 1) {
            each = true
        }
        // "(3 cups cooked)" after "1 cup rice", "(280g/10oz after peeling)" after "350g": words
        // that say it measures something else than the line's amount, and another quantity.
        let another = !each && close > after && own.map { !Self.reads($0, in: amounts) } == true
        var removal = Self.keepingSpace((open > 0 ? tokens[open - 1].end : tokens[open].start)..<tokens[close].end, in: grammar.bytes)
        // "(about 8 ounces; optional)": a note after a semicolon or comma stays when the amount goes.
        var note = after
        while note < close, !grammar.isPunct(note, 0x3B), !grammar.isPunct(note, 0x2C) { note += 1 }
        if note + 1 < close { removal = tokens[open + 1].start..<tokens[note + 1].start }
        var amount = SecondaryAmount(
            kind: another ? .another : each ? .fixed : .scaled, amounts: amounts,
            span: amounts[0].span.lowerBound..<amounts[amounts.count - 1].span.upperBound,
            removal: another ? nil : removal, hedged: hedged, noun: another ? nil : noun(of: amounts, at: after))
        amount.ofLineFood = !another
        return (amount, close + 1)
    }

    /// "about 6 cups", "approx. 4 ounces each" in the line's words: never dropped, since the words
    /// around it need it ("to make about 6 cups").
    private func about(at i: Int, of own: IngredientAmount?) -> (amount: SecondaryAmount, next: Int)? {
        let start = grammar.isPunct(i + 1, 0x2E) ? i + 2 : i + 1
        guard LengthMentionReader(grammar: grammar).lengths(at: start) == nil, let (amounts, after) = amounts(at: start) else { return nil }
        let each = grammar.isWord(after, .each) || isEachWeight(i - 1, of: own)
        let amount = SecondaryAmount(
            kind: each ? .fixed : .scaled, amounts: amounts,
            span: amounts[0].span.lowerBound..<amounts[amounts.count - 1].span.upperBound, removal: nil, hedged: true,
            noun: noun(of: amounts, at: after))
        return (amount, each ? after + 1 : after)
    }

    /// One amount, or the same one in several units: "400g/14oz", "6 ounces/169 grams", "4
    /// tablespoons, ½ stick".
    func amounts(at start: Int) -> ([IngredientAmount], Int)? {
        let reader = AmountReader(grammar: grammar)
        // A temperature is not an amount: "(110 degrees F)".
        if start < tokens.count, TemperatureReader(bytes: grammar.bytes, start: tokens[start].start).read() != nil { return nil }
        guard let (first, afterFirst) = reader.read(at: start), isAccepted(first, after: afterFirst) else { return nil }
        var amounts = [first]
        var next = afterFirst
        // And a range's upper end after a dash, in the same kind of unit: "700-800g/1lb 9oz-1lb 12oz".
        var dashed = next < tokens.count && tokens[next].kind == .dash
        while grammar.isPunct(next, 0x2F) || grammar.isPunct(next, 0x2C) || grammar.isWord(next, .or) || dashed,
            let (other, after) = reader.read(at: next + 1), isAccepted(other, after: after),
            !dashed || other.parts[0].unit?.dimension == amounts[amounts.count - 1].parts[0].unit?.dimension
        {
            if grammar.isPunct(next, 0x2C), let last = amounts.last, Self.adds(other, to: last) {
                // "(about 3 pounds, 4 ounces)": one amount in two parts.
                var parts = last.parts
                parts.append(other.parts[0])
                amounts[amounts.count - 1] = IngredientAmount(
                    parts: parts, span: last.span.lowerBound..<other.span.upperBound, containerSize: nil,
                    abbreviated: last.abbreviated, isImplied: false, isVague: false)
            } else {
                var other = other
                other.isRangeEnd = dashed
                amounts.append(other)
            }
            next = after
            dashed = next < tokens.count && tokens[next].kind == .dash
        }
        return (amounts, next)
    }

    /// `removal` without the space before it when the author wrote no space after it: "(100 mL)golden".
    static func keepingSpace(_ removal: Range<Int>, in bytes: LineBytes) -> Range<Int> {
        guard removal.upperBound < bytes.count, bytes[removal.lowerBound] == UInt8(ascii: " "), !removal.isEmpty else { return removal }
        let next = bytes[removal.upperBound]
        let spaced = next == UInt8(ascii: " ") || next == UInt8(ascii: ",") || next == UInt8(ascii: ";") || next == UInt8(ascii: ".")
            || next == UInt8(ascii: ")")
        return spaced ? removal : removal.lowerBound + 1..<removal.upperBound
    }

    /// The size of each container: "15 ounce" in "2 (15 ounce) cans", "400g" in "2 x 400g tins",
    /// "14oz" in "1 can (14oz)";
    /// also the weight of each in "1 (3 pound) roast", read as a size.
    private func containerSize(of amount: IngredientAmount) -> SecondaryAmount? {
        guard amount.containerSize != nil else { return nil }
        var k = 0
        while k < tokens.count, tokens[k].start < amount.parts[0].quantitySpan.upperBound { k += 1 }
        // "1 can (14oz)": the size after the container.
        if k < tokens.count, tokens[k].start == amount.parts[0].unitSpan?.lowerBound { k += 1 }
        if grammar.isPunct(k, 0x28) || grammar.isWord(k, .x) || (k < tokens.count && tokens[k].kind == .punct && tokens[k].end - tokens[k].start == 2) {
            k += 1
        }
        guard k < tokens.count, tokens[k].isNumeric, let quantity = grammar.numbers.read(at: k) else { return nil }
        var next = quantity.next
        if next < tokens.count, tokens[next].kind == .dash, !tokens[next].spaced { next += 1 }
        guard let unit = AmountReader(grammar: grammar).unit(at: next, afterNumber: true), SecondaryAmount.isMeasured(unit.unit) || unit.unit.dimension == .length else {
            return nil
        }
        let part = AmountPart(quantity: quantity.quantity, unit: unit.unit, quantitySpan: quantity.span, unitSpan: unit.span)
        let size = IngredientAmount(
            parts: [part], span: quantity.span.lowerBound..<unit.span.upperBound, containerSize: nil,
            abbreviated: unit.abbreviated, isImplied: false, isVague: false)
        var sizes = [size]
        // "400g/14oz", "(14-ounce or 400-g)", "500g/1lb 2oz": the same size in the other system.
        if grammar.isPunct(unit.next, 0x2F) || grammar.isWord(unit.next, .or), let (other, _) = AmountReader(grammar: grammar).read(at: unit.next + 1),
            (unit.unit.dimension == .length) == (other.parts[0].unit?.dimension == .length),
            SecondaryAmount.isMeasured(other.parts[0].unit) || unit.unit.dimension == .length, other.isOneDimension
        {
            sizes.append(other)
        }
        var end = sizes[sizes.count - 1].span.upperBound
        // "8 5-inch (13-cm) tortillas", "2 x 400g (14oz) tins": the size in the other system in
        // parentheses after it.
        if sizes.count == 1, grammar.isPunct(unit.next, 0x28),
            let (other, after) = AmountReader(grammar: grammar).read(at: unit.next + 1), grammar.isPunct(after, 0x29),
            other.parts.count == 1, other.parts[0].unit?.dimension == unit.unit.dimension
        {
            sizes.append(other)
            end = tokens[after].end
        }
        return .fixed(sizes, span: size.span.lowerBound..<end)
    }
}
