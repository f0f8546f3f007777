/// An amount as a cook writes it: one exact number, or a range such as "2-3".
public enum Quantity: Hashable, Sendable {
    /// One exact value.
    case exact(Rational)
    /// A range of values, low to high ("2-3", "2 to 3", "2 or 3").
    case range(QuantityRange)

    /// The low end (the value itself for an exact quantity).
    public var low: Rational {
        switch self {
        case .exact(let value): value
        case .range(let range): range.low
        }
    }

    /// The high end (the value itself for an exact quantity).
    public var high: Rational {
        switch self {
        case .exact(let value): value
        case .range(let range): range.high
        }
    }

    /// Both ends multiplied by `factor`.
    /// (One copy, not inlined: each inlined copy cost the WebAssembly module about 300 bytes.)
    @inline(never)
    public func scaled(by factor: Rational) throws(QuantityError) -> Quantity {
        switch self {
        case .exact(let value): .exact(try value.multiplied(by: factor))
        case .range(let range):
            .range(QuantityRange(low: try range.low.multiplied(by: factor), high: try range.high.multiplied(by: factor)))
        }
    }

    /// Both ends plus `amount` (for compound amounts measured in one unit).
    func adding(_ amount: Rational) throws(QuantityError) -> Quantity {
        switch self {
        case .exact(let value): .exact(try value.adding(amount))
        case .range(let range):
            .range(QuantityRange(low: try range.low.adding(amount), high: try range.high.adding(amount)))
        }
    }

    /// True when a noun after it reads in the plural ("1 1/2 cups", "1-2 cups", but "1 cup", "1/2 cup").
    public var takesPlural: Bool { high > .one || high.isZero }
}

/// A range "low-high"; `low` is not above `high`.
public struct QuantityRange: Hashable, Sendable {
    public var low: Rational
    public var high: Rational
    public init(low: Rational, high: Rational) {
        self.low = min(low, high)
        self.high = max(low, high)
    }
}
