/// A temperature, exact: 375 °F is exactly 1715/9 °C (about 190.6 °C).
public struct Temperature: Hashable, Sendable {
    public var degrees: Rational
    public var unit: TemperatureUnit

    public init(_ degrees: Rational, _ unit: TemperatureUnit) {
        self.degrees = degrees
        self.unit = unit
    }

    /// The same temperature in another unit: °C = (°F - 32) x 5/9.
    public func converted(to target: TemperatureUnit) throws(QuantityError) -> Temperature {
        if target == unit { return self }
        switch target {
        case .celsius:
            return Temperature(try degrees.subtracting(Rational(32)).multiplied(by: Rational(5, 9)), .celsius)
        case .fahrenheit:
            return Temperature(try degrees.multiplied(by: Rational(9, 5)).adding(Rational(32)), .fahrenheit)
        }
    }

    /// Rounded as dials are marked (see ``MeasuringTools``): 375 °F reads 190 °C, 180 °C reads
    /// 350 °F; proofing and water temperatures to the degree (27 °C reads 81 °F).
    public func roundedToDial() throws(QuantityError) -> Temperature {
        Temperature(try degrees.rounded(toMultipleOf: MeasuringTools.dialStep(degrees: degrees, unit: unit)), unit)
    }
}

/// Temperature scales.
public enum TemperatureUnit: Hashable, Sendable {
    case celsius, fahrenheit

    /// "°C" or "°F".
    public var symbol: String { self == .celsius ? "°C" : "°F" }
}
