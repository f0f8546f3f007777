/// Finds the lengths, durations, temperatures and amounts of one step, left to right: at each
/// word, a length first ("1-inch pieces", "a 9x13-inch pan", read as ``LengthTextPresenter``
/// reads them), a temperature ("375°F", "gas mark 4"), then a duration ("20 to 25 minutes", "an
/// hour"), then an amount of an ingredient ("700 g of the water"). What one mark takes, no other
/// reads.
struct StepReader {
    private(set) var timers: [StepTimer] = []
    private(set) var temperatures: [StepTemperature] = []
    private(set) var amounts: [StepAmount] = []
    private(set) var lengths: [StepLength] = []

    init(_ text: String, lines: [PreparedLine], catalog: FoodCatalog) {
        let scanner = DurationScanner(text)
        let bytes = scanner.bytes  // lowercased ASCII
        let original = Array(text.utf8)
        func written(_ span: Range<Int>) -> String { String(decoding: original[span], as: UTF8.self) }
        var lengthSpans = LengthTextPresenter.spans(in: text)[...]
        var index = 0
        while index < bytes.count {
            // "Cut into 1-inch pieces", "a 9x13-inch pan": a length, never an amount.
            while let first = lengthSpans.first, first.lowerBound < index { lengthSpans.removeFirst() }
            if let first = lengthSpans.first, first.lowerBound == index {
                lengths.append(StepLength(span: first, written: written(first), sentence: text))
                index = first.upperBound
                continue
            }
            guard Self.startsWord(bytes, at: index), Self.isLetter(bytes[index]) || Self.isNumberStart(bytes[index]) else {
                index += 1
                continue
            }
            if let end = StepTemperatureReader(original: original, lowered: bytes, start: index).end {
                temperatures.append(StepTemperature(span: index..<end, written: written(index..<end)))
                index = end
                continue
            }
            // Not timers: "up to 3 months", storage for days ("in the fridge for 3 – 4 days").
            if !Self.follows("up to ", in: bytes, at: index), let found = DurationScanner.prose(scanner, at: index),
                found.low < Rational(86_400)
            {
                let span = index..<found.end
                timers.append(StepTimer(span: span, written: written(span), low: found.low, high: found.high))
                index = found.end
                continue
            }
            if Self.isNumberStart(bytes[index]),
                let amount = StepAmountReader(original: original, lowered: bytes, start: index, lines: lines, catalog: catalog).amount
            {
                amounts.append(amount)
                index = amount.span.upperBound
                continue
            }
            index += 1
        }
    }

    /// A word starts at `index`: not inside a word or a number ("1.5", "10/12"), nor a letter right
    /// after a digit ("2h" is read from the 2).
    static func startsWord(_ bytes: [UInt8], at index: Int) -> Bool {
        guard index > 0 else { return true }
        let before = bytes[index - 1]
        if isLetter(before) || isDigit(before) || before == 46 || before == 44 || before >= 0x80 { return false }
        if before == 47, index > 1, isDigit(bytes[index - 2]) { return false }  // "1/2"
        return true
    }

    /// The text before `index` ends with `word` (lowercased).
    static func follows(_ word: StaticString, in bytes: [UInt8], at index: Int) -> Bool {
        let count = word.utf8CodeUnitCount
        guard index >= count else { return false }
        for offset in 0..<count where bytes[index - count + offset] != word.utf8Start[offset] { return false }
        return true
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }
    static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 97 && (byte | 0x20) <= 122 }
    /// A digit, or the first byte of "½"-like fractions.
    static func isNumberStart(_ byte: UInt8) -> Bool { isDigit(byte) || byte == 0xC2 || byte == 0xE2 }
}

/// A temperature at a word: "375°F" (and "375°F (190°C)"), "350 degrees", "350°", "gas mark 4".
struct StepTemperatureReader {
    let original: [UInt8]
    let lowered: [UInt8]
    let start: Int

    /// The end of the temperature that starts at ``start``, or `nil`.
    var end: Int? {
        guard StepReader.isDigit(lowered[start]) else { return gasMark() }
        if let found = TemperatureReader(bytes: original, start: start).read() {
            let end = OvenTemperaturePresenter.companion(original, after: found)?.end ?? found.end
            return decimalCompanion(after: end, other: found.scale) ?? end
        }
        guard let end = unmarked() else { return nil }
        // "75°-78°F", "340° to 350° F": a range whose first end has only the degree sign.
        var next = DurationScanner(lowered: lowered, at: end)
        next.skipSpaces()
        guard next.consume("-") || next.consume("\u{2013}") || next.consume("to") else { return end }
        next.skipSpaces()
        guard next.position < lowered.count, StepReader.isDigit(lowered[next.position]),
            let high = StepTemperatureReader(original: original, lowered: lowered, start: next.position).end
        else { return end }
        return high
    }

    /// " (107.2°C)" after a temperature: the same in the other scale, to a tenth of a degree.
    private func decimalCompanion(after end: Int, other scale: TemperatureUnit) -> Int? {
        var next = DurationScanner(lowered: lowered, at: end)
        next.skipSpaces()
        guard next.consume("(") else { return nil }
        while next.position < lowered.count, StepReader.isDigit(lowered[next.position]) || lowered[next.position] == 46 {
            next.position += 1
        }
        guard next.position > end + 2, let found = TemperatureReader(bytes: original, start: next.position - 1).read(), found.scale != scale
        else { return nil }
        next.position = found.end
        return next.consume(")") ? next.position : nil
    }

    /// "350 degrees", "350°": a temperature whose scale the author left out.
    private func unmarked() -> Int? {
        var index = start
        while index < lowered.count, StepReader.isDigit(lowered[index]) { index += 1 }
        guard index - start >= 2 else { return nil }
        // "180c", "350f": three digits with the scale's letter and no space are an oven, not cups.
        if index - start >= 3, index < lowered.count, lowered[index] == 99 || lowered[index] == 102,
            index + 1 == lowered.count || !StepReader.isLetter(lowered[index + 1])
        {
            return index + 1
        }
        var marks = DurationScanner(lowered: lowered, at: index)
        marks.skipSpaces()
        for mark: StaticString in ["°", "º", "degrees", "degree"] where marks.consume(mark) {
            let end = marks.position
            marks.skipSpaces()  // "325 degrees (F)"
            return marks.consume("(f)") || marks.consume("(c)") ? marks.position : end
        }
        return nil
    }

    /// "gas mark 4", "gas 4", "Gas Mark 1/2".
    private func gasMark() -> Int? {
        var scanner = DurationScanner(lowered: lowered, at: start)
        guard scanner.consume("gas") else { return nil }
        scanner.skipSpaces()
        if scanner.consume("mark") { scanner.skipSpaces() }
        let digits = scanner.position
        while scanner.position < lowered.count, StepReader.isDigit(lowered[scanner.position]) { scanner.position += 1 }
        return scanner.position > digits ? scanner.position : nil
    }
}
