/// Reads a temperature at a position of an instruction's UTF-8: "375°F", "350-375 °F",
/// "180 degrees C", "200 degrees Celsius".
struct TemperatureReader {
    let bytes: [UInt8]
    let start: Int

    struct Found {
        let low: Int?
        let high: Int
        let scale: TemperatureUnit
        let end: Int
    }

    func read() -> Found? {
        guard var (first, index) = number(at: start) else { return nil }
        var low: Int? = nil
        // A range: "350-375", "350–375", "350 to 375".
        if let (second, next) = rangeEnd(after: index) {
            low = first
            first = second
            index = next
        }
        guard let (scale, end) = scaleMark(at: index) else { return nil }
        return Found(low: low, high: first, scale: scale, end: end)
    }

    private func number(at position: Int) -> (Int, Int)? {
        var index = position
        var value = 0
        while index < bytes.count, OvenTemperaturePresenter.isDigit(bytes[index]), value < 100_000 {
            value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
            index += 1
        }
        return index > position && index - position <= 4 ? (value, index) : nil
    }

    private func rangeEnd(after position: Int) -> (Int, Int)? {
        var index = position
        if matches("-", at: index) {
            index += 1
        } else if matches("–", at: index) {
            index += "–".utf8.count
        } else if matches(" to ", at: index) {
            index += 4
        } else {
            return nil
        }
        return number(at: index)
    }

    /// "°F", " °F", "F", " degrees F", " degrees Fahrenheit", "ºC" (a masculine ordinal, often
    /// typed for the degree sign); the mark must end a word.
    private func scaleMark(at position: Int) -> (TemperatureUnit, Int)? {
        var index = position
        if matches(" ", at: index) { index += 1 }
        var marked = false
        for degree in ["°", "º", "degrees ", "degree ", "deg "] where matches(degree, at: index) {
            index += degree.utf8.count
            marked = true
            break
        }
        if matches(" ", at: index), index > position { index += 1 }
        for (word, scale) in [("fahrenheit", TemperatureUnit.fahrenheit), ("celsius", .celsius), ("f", .fahrenheit), ("c", .celsius)]
        where matches(word, at: index, caseInsensitive: true) {
            // Without a degree mark a lone letter must be upper case: "1 c sugar" is a cup.
            if word.utf8.count == 1, !marked, bytes[index] > UInt8(ascii: "Z") { return nil }
            let end = index + word.utf8.count
            if end < bytes.count, OvenTemperaturePresenter.isWordByte(bytes[end]), bytes[end] != UInt8(ascii: ".") { return nil }
            return (scale, end)
        }
        return nil
    }

    private func matches(_ text: String, at position: Int, caseInsensitive: Bool = false) -> Bool {
        let pattern = Array(text.utf8)
        guard position + pattern.count <= bytes.count else { return false }
        for (offset, byte) in pattern.enumerated() {
            let actual = bytes[position + offset]
            if caseInsensitive ? (actual | 0x20) != byte : actual != byte { return false }
        }
        return true
    }
}
