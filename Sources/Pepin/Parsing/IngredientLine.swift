/// An ingredient line as Pepin understands it: the author's text, the amounts found in it with
/// where they sit, and the name and other parts.
///
/// The original text is kept whole, so the line can be written back with only its amounts changed
/// (see ``IngredientLinePresenter``). A line Pepin does not understand has `isParsed == false`
/// and is always shown verbatim.
public struct IngredientLine: Hashable, Sendable {
    /// The parts, in one shared box: a line is copied into every presenter that shows it, and a
    /// copy should cost one reference count, not one per string and list.
    private final class Storage: Sendable {
        let original: String
        let amount: IngredientAmount?
        let alternatives: [IngredientAmount]
        let nameSpan: Range<Int>?
        let nounSpan: Range<Int>?
        /// Where the parts lie in `original`: their strings are made when asked, not by the parse.
        let size: Range<Int>?
        let preparation: TextPieces
        let comment: TextPieces
        let name: TextPieces
        let foodName: TextPieces
        let isParsed: Bool
        let secondaries: [SecondaryAmount]
        let alternativeGroups: [SecondaryAmount]

        init(
            original: String, amount: IngredientAmount?, alternatives: [IngredientAmount], name: TextPieces, foodName: TextPieces,
            nameSpan: Range<Int>?, nounSpan: Range<Int>?, size: Range<Int>?, preparation: TextPieces, comment: TextPieces,
            isParsed: Bool, secondaries: [SecondaryAmount], alternativeGroups: [SecondaryAmount]
        ) {
            self.secondaries = secondaries
            self.alternativeGroups = alternativeGroups
            self.original = original
            self.amount = amount
            self.alternatives = alternatives
            self.name = name
            self.foodName = foodName
            self.nameSpan = nameSpan
            self.nounSpan = nounSpan
            self.size = size
            self.preparation = preparation
            self.comment = comment
            self.isParsed = isParsed
        }
    }

    private let storage: Storage

    /// The line exactly as written.
    public var original: String { storage.original }
    /// The main amount ("1 cup plus 2 tablespoons"), if any.
    public var amount: IngredientAmount? { storage.amount }
    /// Other ways the author gave the same amount: "200 g (1 1/2 cups)", "150g/5oz".
    public var alternatives: [IngredientAmount] { storage.alternatives }
    /// Where the name sits in the UTF-8 of `original`.
    var nameSpan: Range<Int>? { storage.nameSpan }
    /// The counted noun ("egg" in "1 large egg") whose number follows the amount.
    var nounSpan: Range<Int>? { storage.nounSpan }
    /// Size words ("large"), as written.
    public var size: String? { storage.size.map { slice($0) } }
    /// Preparation ("finely chopped"), as written (its pieces joined by ", ").
    public var preparation: String? { storage.preparation.text(in: TextSlice(original), separator: ", ") }
    /// Everything after the name that is not preparation: ", cold and cut into cubes", "to taste".
    public var comment: String? { storage.comment.text(in: TextSlice(original), separator: " ") }
    /// False when Pepin did not understand the line; it is then kept verbatim.
    public var isParsed: Bool { storage.isParsed }

    /// Amounts written after the line's own ("(about 2 cups)", "(15 ounce) cans", "at 27°C"),
    /// shown with the line in every view; read from `original`, so equality need not compare them.
    var secondaries: [SecondaryAmount] { storage.secondaries }
    /// The ``alternatives``, those in one pair of parentheses ("(about 450g/1 lb)") as one, with
    /// the bytes that remove them: how a view that keeps the line's units shows them.
    var alternativeGroups: [SecondaryAmount] { storage.alternativeGroups }

    /// The ingredient's name as written, without preparation words inside it
    /// ("all-purpose flour"), or "" when there is none.
    public var name: String { storage.name.text(in: TextSlice(original), separator: " ") ?? "" }

    /// The name as the rules read it, which the food is matched on: the same in every build.
    /// ``name`` is the learned model's reading where the build has the model (native builds;
    /// the WebAssembly core, which has only the rules, never shows a name).
    public var foodName: String { storage.foodName.text(in: TextSlice(original), separator: " ") ?? "" }

    public static func == (a: IngredientLine, b: IngredientLine) -> Bool {
        a.storage === b.storage
            || (a.original == b.original && a.amount == b.amount && a.alternatives == b.alternatives
                && a.storage.name == b.storage.name && a.storage.foodName == b.storage.foodName && a.nameSpan == b.nameSpan
                && a.nounSpan == b.nounSpan && a.storage.size == b.storage.size && a.storage.preparation == b.storage.preparation
                && a.storage.comment == b.storage.comment && a.isParsed == b.isParsed)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(original)
        hasher.combine(amount)
        hasher.combine(alternatives)
        hasher.combine(storage.name)
        hasher.combine(isParsed)
    }

    /// The unit of the main amount.
    public var unit: Unit? { amount?.parts.first?.unit }

    /// The quantity of the main amount (the sum of a compound amount, in its first unit).
    public var quantity: Quantity? { try? amount?.total() }

    func slice(_ span: Range<Int>?) -> String { TextSlice(original).slice(span) }

    init(
        original: String, amount: IngredientAmount?, alternatives: [IngredientAmount], name: TextPieces, foodName: TextPieces? = nil,
        nameSpan: Range<Int>?, nounSpan: Range<Int>?, size: Range<Int>?, preparation: TextPieces, comment: TextPieces, isParsed: Bool,
        secondaries: [SecondaryAmount] = [], alternativeGroups: [SecondaryAmount] = []
    ) {
        storage = Storage(
            original: original, amount: amount, alternatives: alternatives, name: name, foodName: foodName ?? name, nameSpan: nameSpan,
            nounSpan: nounSpan, size: size, preparation: preparation, comment: comment, isParsed: isParsed,
            secondaries: secondaries, alternativeGroups: alternativeGroups)
    }

    /// A line kept verbatim.
    static func unparsed(_ text: String) -> IngredientLine {
        IngredientLine(
            original: text, amount: nil, alternatives: [], name: .none, nameSpan: nil, nounSpan: nil, size: nil,
            preparation: .none, comment: .none, isParsed: false)
    }
}

/// An amount in a line: one or more parts that add up ("1 cup plus 2 tablespoons"), where the
/// text of the whole amount sits, and the container size of a counted container.
public struct IngredientAmount: Hashable, Sendable {
    /// The parts in the author's order; usually one.
    public let parts: [AmountPart]
    /// The bytes of `original` the amount covers, from the first number to the last unit.
    private(set) var span: Range<Int>
    /// A container's size as written, "14.5 ounce" in "1 (14.5 ounce) can"; never scaled.
    public let containerSize: String?
    /// True when the author wrote units abbreviated ("tsp"); scaled units follow that style.
    let abbreviated: Bool
    /// True when the amount has no number of its own ("pinch of salt" means one pinch).
    public let isImplied: Bool
    /// True for amounts too vague to scale ("a few drops"); they are always shown as written.
    public let isVague: Bool
    /// True when the author marked the amount with "≈" or "~" (Pepin's own mark for a rounded
    /// amount): the mark is inside ``span`` and every scaled reading keeps it.
    public internal(set) var isMarkedApproximate = false
    /// True when the unit is written as another language writes it ("2 EL", "1 c. à soupe"):
    /// scaled as written, the author's word stays (Pepin knows the unit, not the language).
    public internal(set) var isForeignUnit = false
    /// True when the author heaped the measure ("2 heaped tsp", "1 heaping cup", "2 rounded
    /// teaspoons"): how much a heap holds is the spoon's, so it is counted in that spoon, never
    /// reduced into another ("4 heaped tsp" doubled, not "1 tbsp + 1 tsp") or converted in a view.
    public internal(set) var isHeaped = false
    /// True for an alternative the author joined with "to": the upper end of the line's amount
    /// in another unit ("1 tsp to 1 tbsp"), which a view reads as one range with it.
    var isRangeEnd = false
    /// True for an amount after "plus" ("½ cup (1 stick) plus 2 tablespoons"): more of the food,
    /// never a reading of the line's amount. The parse keeps it among the line's secondary amounts.
    var isMore = false

    /// The same amount, its span widened back to an approximation sign at byte `start`.
    func markedApproximate(from start: Int) -> IngredientAmount {
        var marked = self
        marked.span = start..<span.upperBound
        marked.isMarkedApproximate = true
        return marked
    }

    /// True when every part is in the first part's dimension: "1lb 2oz", not "1 cup + 2 ounces".
    /// (One copy, not inlined: the WebAssembly module's size.)
    @inline(never)
    var isOneDimension: Bool {
        let dimension = parts[0].unit?.dimension
        for part in parts where part.unit?.dimension != dimension { return false }
        return true
    }

    /// The whole amount in the first part's unit (the quantity itself for one part). Parts in
    /// units that do not convert ("1 cup + 2 ounces") leave the first part alone.
    /// - Throws: ``QuantityError/overflow`` when the sum does not fit: never a sum missing a part.
    public func total() throws(QuantityError) -> Quantity {
        guard parts.count > 1, let unit = parts[0].unit else { return parts[0].quantity }
        var sum = parts[0].quantity
        for part in parts.dropFirst() {
            guard let other = part.unit else { return parts[0].quantity }
            let add: Rational
            do throws(QuantityError) {
                add = try UnitConversion.amount(part.quantity.low, from: other, to: unit)
            } catch {
                if error == .overflow { throw error }
                return parts[0].quantity
            }
            sum = try sum.adding(add)
        }
        return sum
    }
}

/// One quantity with its unit (none for counted things: "3 eggs"), and where each sits.
public struct AmountPart: Hashable, Sendable {
    public let quantity: Quantity
    public let unit: Unit?
    /// Bytes of the number, and of the unit word (with its abbreviation dot).
    let quantitySpan: Range<Int>
    let unitSpan: Range<Int>?

    public init(quantity: Quantity, unit: Unit?) {
        self.quantity = quantity
        self.unit = unit
        quantitySpan = 0..<0
        unitSpan = nil
    }

    init(quantity: Quantity, unit: Unit?, quantitySpan: Range<Int>, unitSpan: Range<Int>?) {
        self.quantity = quantity
        self.unit = unit
        self.quantitySpan = quantitySpan
        self.unitSpan = unitSpan
    }
}

/// Cuts pieces of a text by UTF-8 byte ranges (the parser's spans).
struct TextSlice {
    let text: String
    init(_ text: String) { self.text = text }

    func slice(_ span: Range<Int>?) -> String {
        guard let span, !span.isEmpty else { return "" }
        // Straight from the text's own bytes (native strings are contiguous UTF-8): no Substring.
        return text.withUTF8Bytes { String(decoding: UnsafeBufferPointer(rebasing: $0[span]), as: UTF8.self) }
    }
}
