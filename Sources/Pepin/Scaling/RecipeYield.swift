/// What a recipe makes, read from text such as "12 cookies", "serves 4", "makes 2 loaves",
/// "4-6 servings"; yields scale with the recipe (times never do).
public struct RecipeYield: Hashable, Sendable {
    /// The yield as written.
    public let original: String
    /// How many.
    public let quantity: Quantity
    /// What is made ("cookies", "servings"); empty when the text has no noun ("4").
    public let noun: String
    let quantitySpan: Range<Int>
    let nounSpan: Range<Int>?

    /// True when the yield counts people ("serves 4", "4-6 servings", "6 portions"): people are
    /// served whole, so a scaled count reads whole ("about 1 serving", never "1/3").
    public var isServings: Bool {
        noun.isEmpty || RecipeYield.servingNouns.contains(ASCIICase.lowercased(noun))
    }

    private static let servingNouns: WordSet = WordSet("serving servings portion portions people person persons guests")
}

/// Reads a ``RecipeYield`` from text; nil when the text holds no number.
///
/// ```swift
/// YieldParser("makes 2 loaves").yield?.quantity   // .exact(2)
/// ```
public struct YieldParser: Sendable {
    public let yield: RecipeYield?

    public init(_ text: String) {
        yield = LineTokenizer.withViews(Array(text.utf8)) { bytes, tokens in Self.yield(text, bytes, tokens) }
    }

    private static func yield(_ text: String, _ bytes: LineBytes, _ tokens: LineTokens) -> RecipeYield? {
        let reader = QuantityReader(bytes: bytes, tokens: tokens)
        var found: RecipeYield?
        // A yield's number is written as a number or a number word, never as "a" ("a big pot").
        for index in tokens.indices where tokens[index].kind != .word || (index == 0 && !reader.isArticle(index)) {
            guard let reading = reader.read(at: index) else { continue }
            var nounSpan: Range<Int>?
            if reading.next < tokens.count, tokens[reading.next].kind == .word {
                nounSpan = tokens[reading.next].start..<tokens[reading.next].end
            }
            let line = TextSlice(text)
            found = RecipeYield(
                original: text, quantity: reading.quantity, noun: line.slice(nounSpan), quantitySpan: reading.span,
                nounSpan: nounSpan)
            break
        }
        return found
    }
}

/// Writes a yield scaled by a factor: "12 cookies" x3 reads "36 cookies", "1 loaf" x2 reads
/// "2 loaves". Fractions of things a recipe makes read as decimals when they are not simple.
/// Servings are whole people: "serves 2" at 1/6 reads "about 1", at 5/4 "about 3".
public struct YieldPresenter: Sendable {
    public let yield: RecipeYield
    public let scale: Rational
    public let format: TextFormat

    public init(_ yield: RecipeYield, scale: Rational = .one, format: TextFormat = .text) {
        self.yield = yield
        self.scale = scale
        self.format = format
    }

    public var text: String {
        let escape: (String) -> String = { format == .html ? HTMLEscaper.escape($0) : $0 }
        guard scale != .one, let scaled = try? yield.quantity.scaled(by: scale) else { return escape(yield.original) }
        let shown = yield.isServings ? MeasuringTools.wholeCount(scaled) : scaled
        let line = TextSlice(yield.original)
        var result = escape(line.slice(0..<yield.quantitySpan.lowerBound))
        if shown != scaled { result += "about " }
        result += QuantityPresenter(shown, format: format).text
        var position = yield.quantitySpan.upperBound
        if let noun = yield.nounSpan, yield.quantity.takesPlural != shown.takesPlural {
            result += escape(line.slice(position..<noun.lowerBound))
            result += escape(shown.takesPlural ? Inflector.plural(yield.noun) : Inflector.singular(yield.noun))
            position = noun.upperBound
        }
        result += escape(line.slice(position..<yield.original.utf8.count))
        return result
    }
}

extension YieldPresenter {
    /// A yield as written, at `scale` and in `view`: a yield measured in a unit ("2 cups",
    /// "250 ml pesto", prepared once as ``measured(_:)``) reads as an ingredient line does in the
    /// view's measures ("≈ 470 ml" in the metric view), through ``PreparedLine/presented(_:)``;
    /// a counted one ("12 cookies", "serves 4") scales in its own words; text with no number
    /// stays as written.
    public static func text(
        _ written: String, read: RecipeYield?, measured: PreparedLine?, scale: Rational, view: IngredientView,
        format: TextFormat
    ) -> String {
        if let measured { return measured.presented(scale: scale, view: view, format: format).text }
        guard let read else { return format == .html ? HTMLEscaper.escape(written) : written }
        return YieldPresenter(read, scale: scale, format: format).text
    }

    /// The yield as a prepared line when it is measured in a volume or a weight ("2 cups",
    /// "250 ml pesto"); `nil` for a count ("12 cookies", "serves 4").
    public static func measured(_ written: String) -> PreparedLine? {
        let line = IngredientLineParser(written).line
        guard line.isParsed, let amount = line.amount, amount.parts.count == 1 else { return nil }
        switch amount.parts[0].unit {
        case .volume?, .mass?: return PreparedLine(line)
        default: return nil
        }
    }
}
