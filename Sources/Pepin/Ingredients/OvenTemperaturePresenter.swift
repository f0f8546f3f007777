/// Rewrites temperatures in an instruction for a view: "Bake at 375°F" reads "Bake at 190°C" in
/// the metric views, and "180°C" reads "350°F" in the US view.
///
/// Converted exactly by ``Temperature`` and rounded as dials are marked (``MeasuringTools``):
/// 25 °F and 5 °C steps at oven heat, lower temperatures (proofing, candy, water) to the degree.
/// Recognised: "375°F", "375 °F", "375F", "375 degrees F", "375 degrees Fahrenheit", ranges
/// "350-375°F", and the same in Celsius. The as-written view changes nothing.
///
/// ```swift
/// OvenTemperaturePresenter("Preheat the oven to 375°F.", view: .metricWeight).text
/// // "Preheat the oven to 190°C."
/// ```
public struct OvenTemperaturePresenter: Sendable {
    /// The instruction in the view.
    public let text: String

    /// Rewrites `instruction` for `view`.
    public init(_ instruction: String, view: IngredientView) {
        guard view != .asWritten else {
            text = instruction
            return
        }
        let target: TemperatureUnit = view.isMetric ? .celsius : .fahrenheit
        let bytes = Array(instruction.utf8)
        var output: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if Self.isDigit(bytes[index]), index == 0 || !Self.isWordByte(bytes[index - 1]),
                let found = TemperatureReader(bytes: bytes, start: index).read(),
                let pair = Self.companion(bytes, after: found)
            {
                // "375°F (190°C)": the author gave both; keep the one in the view's scale.
                output += found.scale == target ? Array(bytes[index..<found.end]) : Array(bytes[pair.start..<pair.found.end])
                index = pair.end
                continue
            }
            if Self.isDigit(bytes[index]), index == 0 || !Self.isWordByte(bytes[index - 1]),
                let found = TemperatureReader(bytes: bytes, start: index).read(), found.scale != target,
                let high = Self.converted(found.high, from: found.scale, to: target)
            {
                let low = found.low.flatMap { Self.converted($0, from: found.scale, to: target) }
                var replacement = low.map { $0 + "-" } ?? ""
                replacement += high + target.symbol
                output += Array(replacement.utf8)
                index = found.end
                continue
            }
            output.append(bytes[index])
            index += 1
        }
        text = String(decoding: output, as: UTF8.self)
    }

    /// The same temperature in the other scale right after `first`: " (190°C)" or "/190°C".
    static func companion<Bytes: RandomAccessCollection>(_ bytes: Bytes, after first: TemperatureFound)
        -> (start: Int, found: TemperatureFound, end: Int)? where Bytes.Element == UInt8, Bytes.Index == Int
    {
        var index = first.end
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "(") || bytes[index] == UInt8(ascii: "/") else { return nil }
        let parenthesised = bytes[index] == UInt8(ascii: "(")
        index += 1
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]), let second = TemperatureReader(bytes: bytes, start: index).read(),
            second.scale != first.scale
        else { return nil }
        var end = second.end
        if parenthesised {
            guard end < bytes.count, bytes[end] == UInt8(ascii: ")") else { return nil }
            end += 1
        }
        return (index, second, end)
    }

    /// A temperature in the other scale, rounded as its dials are marked, as digits.
    static func converted(_ degrees: Int, from scale: TemperatureUnit, to target: TemperatureUnit) -> String? {
        guard let shown = try? Temperature(Rational(degrees), scale).converted(to: target).roundedToDial().degrees,
            shown.isInteger
        else { return nil }
        return shown.description
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    static func isWordByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || byte == UInt8(ascii: ".")
    }
}
