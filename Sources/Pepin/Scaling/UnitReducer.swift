/// How a reduced amount is written.
public enum ReductionStyle: Hashable, Sendable, CaseIterable {
    /// Several measures that add up: "1/4 cup + 2 tablespoons" (the default, as the original pepin).
    case compound
    /// One unit: "6 tablespoons".
    case single

    /// The style's name, as every surface reads it ("compound", "single").
    public var name: String { self == .compound ? "compound" : "single" }

    /// The style named `name`; `nil` for anything else.
    public init?(name: String) {
        guard let style = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = style
    }
}

/// An amount written the way a cook measures it: its parts add up to the amount exactly, unless
/// `isApproximate` says it was rounded to the nearest sensible measure.
public struct ReducedAmount: Hashable, Sendable {
    public let parts: [AmountPart]
    public let isApproximate: Bool
    /// A range no one unit reads well, each end as a cook measures it ("3 tablespoons to 1/4 cup
    /// + 1 1/2 teaspoons" where one unit reads "9-13 1/2 teaspoons"): the text writes
    /// these. `parts` hold the same range in one unit, for every reader that computes with it.
    /// `nil` for every other amount.
    public let ends: RangeEnds?

    public init(parts: [AmountPart], isApproximate: Bool, ends: RangeEnds? = nil) {
        self.parts = parts
        self.isApproximate = isApproximate
        self.ends = ends
    }

    /// The same amount, marked approximate when `approximate` is.
    func marked(_ approximate: Bool) -> ReducedAmount {
        ReducedAmount(parts: parts, isApproximate: approximate, ends: ends)
    }
}

/// The two ends of a range, each in the parts that add up to it: "3 tablespoons" and "1/4 cup
/// + 1 1/2 teaspoons".
public struct RangeEnds: Hashable, Sendable {
    public let low: [AmountPart]
    public let high: [AmountPart]
}

/// Turns a scaled amount into measures a cook would use: 3 teaspoons read "1 tablespoon",
/// 1/8 cup reads "2 tablespoons", a gallon halved reads "2 quarts".
///
/// Rules: the system never changes (US stays US, metric stays metric); dry goods never go to
/// pints, quarts or gallons; each unit is used only in amounts its measuring tools hold (no
/// "1/2 tablespoon", no "1/4 gallon"); an amount below the smallest spoon is shown as the nearest
/// measure and marked approximate, never dropped.
///
/// ```swift
/// UnitReducer(.exact(Rational(3)), unit: .volume(.teaspoon)).reduced
/// // parts: [1 tablespoon], isApproximate: false
/// ```
public struct UnitReducer: Sendable {
    public let quantity: Quantity
    public let unit: Unit
    public let style: ReductionStyle
    public let suitability: Suitability
    public let origin: AmountOrigin

    /// - Parameters:
    ///   - suitability: `.liquid` lets volumes grow into quarts and gallons; anything else keeps
    ///     them in cups.
    ///   - origin: `.written` keeps an author's metric amount on its fine grid; `.converted`
    ///     rounds to the measuring tool's steps.
    public init(
        _ quantity: Quantity, unit: Unit, style: ReductionStyle = .compound, suitability: Suitability = .dry,
        origin: AmountOrigin = .written
    ) {
        self.quantity = quantity
        self.unit = unit
        self.style = style
        self.suitability = suitability
        self.origin = origin
    }

    /// The reduced amount.
    public var reduced: ReducedAmount {
        // Zero stays zero, in the author's unit: never "≈ 1 pinch" or "0 mg".
        if quantity.low.isZero && quantity.high.isZero { return unchanged }
        switch unit {
        case .volume(let volume) where volume.system == .usCustomary:
            return USVolumeReducer(source: volume, liquid: suitability == .liquid, style: style, origin: origin).reduce(quantity)
                ?? unchanged
        case .volume(let volume):
            return MetricReducer(kind: .volume, origin: origin).reduce(quantity, from: volume.inSystemBase) ?? unchanged
        case .mass(let mass) where mass.system == .metric:
            return MetricReducer(kind: .mass, origin: origin).reduce(quantity, from: mass.inSystemBase) ?? unchanged
        case .mass(let mass):
            return USMassReducer(source: mass, style: style, origin: origin).reduce(quantity) ?? unchanged
        case .length, .count:
            return unchanged
        }
    }

    private var unchanged: ReducedAmount {
        ReducedAmount(parts: [AmountPart(quantity: quantity, unit: unit)], isApproximate: false)
    }
}
