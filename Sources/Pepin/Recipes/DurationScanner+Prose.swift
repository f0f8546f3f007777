/// Durations in running text: "an hour", "half an hour", "a minute", "two to three minutes".
extension DurationScanner {
    /// The duration that starts at byte `start` of a step, read in prose mode (a unit word is
    /// required: "2 cups" and "step 2" are no times): its end and its shortest and longest
    /// seconds; `nil` when none starts there or it is too long.
    static func prose(_ scanner: DurationScanner, at start: Int) -> (end: Int, low: Rational, high: Rational)? {
        var scanner = scanner
        scanner.prose = true
        scanner.position = start
        guard !scanner.consume("and") else { return nil }  // "… and 25 minutes" is read from the 25
        guard let reading = scanner.words(stopAtText: true), var span = reading.span else { return nil }
        // "30 seconds to 1 minute": a range whose ends have their own units.
        var rest = scanner
        rest.skipSpaces()
        if rest.consume("to") || rest.consume("-") || rest.consume("\u{2013}") {
            rest.skipSpaces()
            if let high = rest.words(stopAtText: true)?.span, span.high < high.low {
                span.high = high.high
                scanner.position = rest.position
            }
        }
        var end = scanner.position
        // "2 hrs." keeps its full stop as the end of the sentence, not of the time.
        while end > start, scanner.bytes[end - 1] == 32 || scanner.bytes[end - 1] == 44 || scanner.bytes[end - 1] == 46 { end -= 1 }
        // "8-10 min. until thick" reads to its abbreviation's stop; "Smoke 2-3 hrs." ends a sentence.
        if scanner.position > end, scanner.bytes[end] == 46, end + 2 < scanner.bytes.count, scanner.bytes[end + 1] == 32,
            scanner.bytes[end + 2] >= 97, scanner.bytes[end + 2] <= 122, Self.abbreviated(scanner.bytes, end: end)
        {
            end += 1
        }
        return (end, span.low, span.high)
    }

    private static func abbreviated(_ bytes: [UInt8], end: Int) -> Bool {
        var start = end
        while start > 0, bytes[start - 1] >= 97, bytes[start - 1] <= 122 { start -= 1 }
        let word = String(decoding: bytes[start..<end], as: UTF8.self)
        return word == "min" || word == "mins" || word == "hr" || word == "hrs" || word == "sec" || word == "secs"
    }

    /// A number written as a word at the cursor, followed by a space or hyphen: "a", "an", "one"
    /// (1), "half an", "half a" (1/2), "two" to "twelve", "fifteen", "twenty", "thirty", "forty",
    /// "forty-five", "sixty", "ninety"; `nil` (cursor unmoved) otherwise. "A few" is no number.
    mutating func wordAmount() -> Rational? {
        let start = position
        guard start < bytes.count, bytes[start] >= 97, bytes[start] <= 122 else { return nil }
        var end = position
        while end < bytes.count, (bytes[end] >= 97 && bytes[end] <= 122) || bytes[end] == 45 { end += 1 }
        while end > start, bytes[end - 1] == 45 { end -= 1 }
        guard end < bytes.count, bytes[end] == 32 || bytes[end] == 45 else { return nil }
        // Compared in place: this runs at every word of every step, so it allocates nothing.
        func isWord(_ word: StaticString) -> Bool {
            guard word.utf8CodeUnitCount == end - start else { return false }
            for offset in 0..<(end - start) where bytes[start + offset] != word.utf8Start[offset] { return false }
            return true
        }
        if isWord("another") || isWord("further") {
            position = end
            return .one  // "another minute", "a further minute"
        }
        if isWord("a") {
            var next = self
            next.position = end + 1
            if next.matches(word: "further ") {
                position = end + 9
                return .one
            }
        }
        if isWord("half") {
            position = end + 1
            if matches(word: "an ") || matches(word: "a ") {
                position += bytes[position + 1] == 110 ? 3 : 2
                return Rational(1, 2)
            }
            position = start
            return nil
        }
        for (word, value) in Self.numberWords where isWord(word) {
            position = end
            return Rational(Int64(value))
        }
        return nil
    }

    private func matches(word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[position + offset] != word.utf8Start[offset] { return false }
        return true
    }

    private static let numberWords: [(StaticString, Int)] = [
        ("a", 1), ("an", 1), ("one", 1), ("two", 2), ("three", 3), ("four", 4), ("five", 5), ("six", 6), ("seven", 7),
        ("eight", 8), ("nine", 9), ("ten", 10), ("eleven", 11), ("twelve", 12), ("fifteen", 15), ("twenty", 20),
        ("thirty", 30), ("forty", 40), ("forty-five", 45), ("sixty", 60), ("ninety", 90),
    ]
}

extension DurationScanner {
    /// A scanner over bytes already lowercased, at `position`.
    init(lowered: [UInt8], at position: Int) {
        self.bytes = lowered
        self.position = position
    }

    /// Moves past `word` when the text at the cursor is it and it ends a word.
    mutating func consume(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[position + offset] != word.utf8Start[offset] { return false }
        let end = position + count
        if end < bytes.count, bytes[end] >= 97, bytes[end] <= 122 { return false }
        position = end
        return true
    }
}
