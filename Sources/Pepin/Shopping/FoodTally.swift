/// Everything a list needs of one food, added up exactly across recipes at their scales: volumes
/// in US teaspoons, masses in grams, counted things by what they count, and the notes of lines
/// without an amount ("to taste"). Sums are exact rationals, so the order lines arrive in never
/// changes the total.
struct FoodTally {
    /// What a count counts: "large" eggs, "(15 oz)" cans, cloves. Equal keys add.
    struct CountKey: Equatable {
        let unit: Unit?
        let size: String
        let container: String

        /// The container's size as a cook reads it, parsed so "15 ounce" and "15-oz" agree.
        static func container(_ text: String?) -> String {
            guard let text else { return "" }
            let line = IngredientLineParser(text + " x").line
            guard let quantity = line.quantity, let unit = line.unit else { return ASCIICase.lowercased(text) }
            return AmountPresenter(parts: [AmountPart(quantity: quantity, unit: unit)], isApproximate: false, format: .text, abbreviated: true).text
        }

        var order: String { (unit?.singular ?? "") + "|" + size + "|" + container }
    }

    let key: ShoppingKey
    private(set) var teaspoons: Quantity?
    private(set) var grams: Quantity?
    /// Counts by what they count, in a fixed order (by ``CountKey/order``). Arrays, not
    /// dictionaries: a food has a few, and every dictionary type costs the WebAssembly core kilobytes.
    private(set) var counts: [(key: CountKey, quantity: Quantity)] = []
    /// Notes in alphabetical order, each once.
    private(set) var notes: [String] = []
    /// Which systems the author wrote volumes and masses in: the as-written view keeps theirs.
    private(set) var usVolume = false
    private(set) var usMass = false
    private(set) var metricMass = false
    /// The names the food was written under, with how often: the list shows the commonest.
    private(set) var names: [(name: String, count: Int)] = []
    private(set) var liquid = false
    /// True when a sum did not fit in 64-bit exact arithmetic.
    private(set) var overflowed = false

    init(key: ShoppingKey) { self.key = key }

    /// Adds `prepared` at `scale`.
    mutating func add(_ prepared: PreparedLine, scale: Rational) {
        let line = prepared.line
        guard line.isParsed else {
            count(name: line.original)
            return
        }
        if !line.foodName.isEmpty { count(name: ASCIICase.lowercased(line.foodName)) }
        if prepared.suitability == .liquid { liquid = true }
        guard let amount = line.amount, !amount.isVague else {
            if let note = Self.note(line.comment), !notes.contains(note) {
                notes.insert(note, at: notes.firstIndex { Self.precedes(note, $0) } ?? notes.count)
            }
            return
        }
        do throws(QuantityError) {
            for part in amount.parts {
                let quantity = try part.quantity.scaled(by: scale)
                switch part.unit {
                case .volume(let volume):
                    if volume.system != .metric { usVolume = true }
                    teaspoons = try Self.sum(teaspoons, try Self.ends(quantity) { v throws(QuantityError) in try FoodMeasures.teaspoons(v, volume) })
                case .mass(let mass):
                    if mass.system == .metric { metricMass = true } else { usMass = true }
                    grams = try Self.sum(grams, try Self.ends(quantity) { v throws(QuantityError) in try Measure(v, mass).grams })
                default:
                    var size = line.size.map { ASCIICase.lowercased($0) } ?? ""
                    // A bare count means the catalog's default piece ("3 eggs" are 3 large eggs):
                    // named so, it adds to the counts that say it.
                    if size.isEmpty, part.unit == nil, let piece = prepared.food?.pieces.first,
                        piece.name == "large" || piece.name == "medium" || piece.name == "small"
                    {
                        size = piece.name
                    }
                    let key = CountKey(unit: part.unit, size: size, container: CountKey.container(amount.containerSize))
                    if let index = counts.firstIndex(where: { $0.key == key }) {
                        counts[index].quantity = try Self.sum(counts[index].quantity, quantity) ?? quantity
                    } else {
                        let order = key.order
                        counts.insert((key, quantity), at: counts.firstIndex { Self.precedes(order, $0.key.order) } ?? counts.count)
                    }
                }
            }
        } catch {
            overflowed = true
        }
    }

    private mutating func count(name: String) {
        if let index = names.firstIndex(where: { $0.name == name }) { names[index].count += 1 } else { names.append((name, 1)) }
    }

    /// The name most lines use; ties go to the longer, then the first in alphabetical order, so
    /// the order of recipes never changes it.
    var name: String {
        var best = ""
        var bestCount = 0
        for (name, count) in names {
            let longer = name.utf8.count > best.utf8.count
            if count > bestCount || (count == bestCount && (longer || (name.utf8.count == best.utf8.count && Self.precedes(name, best)))) {
                best = name
                bestCount = count
            }
        }
        return best
    }

    /// "to taste", "for serving": the comment of a line without an amount, or `nil`.
    static func note(_ comment: String?) -> String? {
        guard let comment else { return nil }
        var bytes = Array(ASCIICase.lowercased(comment).utf8)[...]
        func skipped(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: ",") || byte == UInt8(ascii: ";") || byte == UInt8(ascii: "(")
                || byte == UInt8(ascii: ")")
        }
        while let first = bytes.first, skipped(first) { bytes = bytes.dropFirst() }
        while let last = bytes.last, skipped(last) { bytes = bytes.dropLast() }
        return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
    }

    /// Byte order: fixed, and free of the Unicode tables `String`'s `<` needs in the WebAssembly core.
    static func precedes(_ a: String, _ b: String) -> Bool {
        var x = a.utf8.makeIterator()
        var y = b.utf8.makeIterator()
        while true {
            guard let p = x.next() else { return y.next() != nil }
            guard let q = y.next() else { return false }
            if p != q { return p < q }
        }
    }

    static func sum(_ a: Quantity?, _ b: Quantity?) throws(QuantityError) -> Quantity? {
        guard let a else { return b }
        guard let b else { return a }
        let low = try a.low.adding(b.low)
        let high = try a.high.adding(b.high)
        return low == high ? .exact(low) : .range(QuantityRange(low: low, high: high))
    }

    static func ends(_ quantity: Quantity, _ transform: (Rational) throws(QuantityError) -> Rational) throws(QuantityError) -> Quantity {
        let low = try transform(quantity.low)
        let high = try transform(quantity.high)
        return low == high ? .exact(low) : .range(QuantityRange(low: low, high: high))
    }
}
