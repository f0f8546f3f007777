/// Reads a temperature at a position of an instruction's UTF-8: "375°F", "350-375 °F",
/// "180 degrees C", "200 degrees Celsius".
struct TemperatureReader<Bytes: RandomAccessCollection> where Bytes.Element == UInt8, Bytes.Index == Int {
    let bytes: Bytes
    let start: Int

    typealias Found = TemperatureFound

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
            index += 3  // an en dash
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
        var marked = true
        if matches("°", at: index) {
            index += 2
        } else if matches("º", at: index) {
            index += 2
        } else if matches("degrees ", at: index) {
            index += 8
        } else if matches("degree ", at: index) {
            index += 7
        } else if matches("deg ", at: index) {
            index += 4
        } else {
            marked = false
        }
        if matches(" ", at: index), index > position { index += 1 }
        let scale: TemperatureUnit
        var end = index
        if matches("fahrenheit", at: index, caseInsensitive: true) {
            (scale, end) = (.fahrenheit, index + 10)
        } else if matches("celsius", at: index, caseInsensitive: true) {
            (scale, end) = (.celsius, index + 7)
        } else if matches("f", at: index, caseInsensitive: true) || matches("c", at: index, caseInsensitive: true) {
            // Without a degree mark a lone letter must be upper case: "1 c sugar" is a cup.
            if !marked, bytes[index] > UInt8(ascii: "Z") { return nil }
            (scale, end) = (bytes[index] | 0x20 == UInt8(ascii: "f") ? .fahrenheit : .celsius, index + 1)
        } else {
            return nil
        }
        if end < bytes.count, OvenTemperaturePresenter.isWordByte(bytes[end]), bytes[end] != UInt8(ascii: ".") { return nil }
        return (scale, end)
    }

    /// True when the bytes at `position` spell `text` (a literal; no copy is made of it).
    private func matches(_ text: StaticString, at position: Int, caseInsensitive: Bool = false) -> Bool {
        text.withUTF8Buffer { pattern in
            guard position >= 0, position + pattern.count <= bytes.count else { return false }
            for offset in 0..<pattern.count {
                let actual = bytes[position + offset]
                if caseInsensitive ? (actual | 0x20) != pattern[offset] : actual != pattern[offset] { return false }
            }
            return true
        }
    }
}

/// A temperature read by ``TemperatureReader``: its number or range, scale, and where it ends.
struct TemperatureFound {
    let low: Int?
    let high: Int
    let scale: TemperatureUnit
    let end: Int
}
