// TEMPORARY: a stand-in for the core API (CORE_API.md) until it lands on main. Delete after merging.

public struct Rational: Hashable, Comparable, Sendable {
    public static func < (a: Rational, b: Rational) -> Bool {
        a.numerator * b.denominator < b.numerator * a.denominator
    }
    public var numerator: Int
    public var denominator: Int
    public init(numerator: Int, denominator: Int) {
        self.numerator = numerator
        self.denominator = denominator
    }
    public init(_ value: Int) { self.numerator = value; self.denominator = 1 }
    public init?(parsing text: String) {
        let parts = text.split(separator: "/")
        guard parts.count <= 2, let n = Int(String(parts[0])) else { return nil }
        let d = parts.count == 2 ? Int(String(parts[1])) : 1
        guard let d, d != 0 else { return nil }
        self.numerator = n
        self.denominator = d
    }
}

public struct IngredientLine: Hashable, Sendable { public var original: String }

public struct IngredientLineParser {
    public let line: IngredientLine
    public init(_ text: String) { line = IngredientLine(original: text) }
}

public struct IngredientLinePresenter {
    public enum Style: Sendable { case compound, single }
    public enum Format: Sendable { case text, html }
    public let text: String
    public init(_ line: IngredientLine, scale: Rational, style: Style, format: Format) {
        text = line.original
    }
}

public struct RecipeYield: Hashable, Sendable { public var text: String }

public struct YieldParser {
    public let yield: RecipeYield?
    public init(_ text: String) { yield = text.isEmpty ? nil : RecipeYield(text: text) }
}

public struct YieldPresenter {
    public let text: String
    public init(_ yield: RecipeYield, scale: Rational) { text = yield.text }
}
