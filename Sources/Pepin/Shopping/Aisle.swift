/// Where a food is found in a shop: "produce", "dairy and eggs", "baking"... The eight standard
/// aisles come in the order a cook walks a supermarket; a cookbook's `aisles.yaml` may name others.
///
/// ```swift
/// Aisle.standard(for: FoodCatalog.standard.food(key: "20081")!)   // "baking"
/// ```
public enum Aisle {
    /// The standard aisles, in walking order, then "other" for foods the catalog does not know.
    public static let order: [String] = [
        "produce", "meat and fish", "dairy and eggs", "baking", "spices", "pantry", "frozen", "drinks", other,
    ]
    /// The aisle of a food nobody placed.
    public static let other = "other"

    /// The default aisle of a catalog food, from its USDA food group (the first two digits of the
    /// NDB number: 01 dairy and egg products, 02 spices and herbs, 09 fruits, 11 vegetables...),
    /// except for the foods in ``exceptions``.
    public static func standard(for food: Food) -> String {
        if let aisle = exception(food.key) { return aisle }
        var digits = food.key.utf8.makeIterator()
        guard let first = digits.next(), let second = digits.next(), first != UInt8(ascii: "x") else { return "spices" }  // curated salts
        switch (first &- 0x30) &* 10 &+ (second &- 0x30) {
        case 1: return "dairy and eggs"
        case 2: return "spices"
        case 5, 7, 10, 13, 15, 17, 23: return "meat and fish"  // poultry, sausages, pork, beef, fish, lamb
        case 9, 11: return "produce"  // fruits, vegetables
        case 12, 19, 20: return "baking"  // nuts and seeds, sweets, flours
        case 14: return "drinks"
        default: return "pantry"  // fats and oils, soups and sauces, cereals, legumes, baked products
        }
    }

    // Foods whose USDA description puts them elsewhere than their group: frozen, canned, fresh
    // herbs, vinegars, leavening, rice and pasta. Worked out from the descriptions once (the
    // WebAssembly catalog carries none); one line per aisle: its letter, then NDB numbers.
    static let exceptions: StaticString = """
        b 18369 18372 18375 02050
        p 01095 01096 02046 11531 11546 11549 11547 09019 09195 09193 12118 20044 20052 20036 20120 20028 20035 20012 \
        15121 02055 02054 02048 02053 02068 02069
        r 02044 02045 02064 02063 02049
        f 11312 18337
        """

    /// The aisle `key` is listed under in ``exceptions``, or `nil`.
    static func exception(_ key: String) -> String? {
        let needle = Array(key.utf8)
        guard needle.count == 5 else { return nil }
        let text = UnsafeBufferPointer(start: exceptions.utf8Start, count: exceptions.utf8CodeUnitCount)
        var aisle: UInt8 = 0
        var index = 0
        while index + 5 <= text.count {
            let byte = text[index]
            if byte >= UInt8(ascii: "a"), byte <= UInt8(ascii: "z") {
                aisle = byte
            } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                if text[index..<index + 5].elementsEqual(needle) {
                    switch aisle {
                    case UInt8(ascii: "b"): return "baking"
                    case UInt8(ascii: "r"): return "produce"
                    case UInt8(ascii: "f"): return "frozen"
                    default: return "pantry"
                    }
                }
                index += 5
                continue
            }
            index += 1
        }
        return nil
    }
}

/// A cookbook's own aisles and staples: `aisles.yaml` puts foods in other aisles (or new ones),
/// `pantry.yaml` lists what the cook always has, shown apart ("you probably have").
///
/// Names are matched as recipe lines are: "flour" means the catalog's all-purpose flour, and a
/// food the catalog does not know by its name's words.
public struct AisleGuide: Hashable, Sendable {
    /// Food keys (see ``ShoppingKey``) and their aisles, side by side (the last placement wins).
    let placedKeys: [String]
    let placedAisles: [String]
    /// Food keys of staples.
    let staples: [String]
    /// Every aisle in walking order: the standard ones, then new ones in the order first named.
    public let order: [String]
    /// The (aisle, food name) pairs as given, for a page to hand to the WebAssembly core.
    public let placements: [[String]]
    /// The staples' names as given.
    public let stapleNames: [String]

    /// The standard aisles and no staples.
    public static let standard = AisleGuide()

    /// - Parameters:
    ///   - aisles: (aisle, food names) pairs, as `aisles.yaml` lists them.
    ///   - staples: food names the cook always has.
    public init(aisles: [(aisle: String, foods: [String])] = [], staples: [String] = [], catalog: FoodCatalog = .standard) {
        var keys: [String] = []
        var names: [String] = []
        var placements: [[String]] = []
        var order = Aisle.order
        for (aisle, foods) in aisles {
            if !order.contains(aisle) { order.insert(aisle, at: order.count - 1) }
            for food in foods {
                keys.append(ShoppingKey(name: food, catalog: catalog).text)
                names.append(aisle)
                placements.append([aisle, food])
            }
        }
        placedKeys = keys
        placedAisles = names
        self.staples = staples.map { ShoppingKey(name: $0, catalog: catalog).text }
        self.order = order
        self.placements = placements
        stapleNames = staples
    }

    /// The aisle of the food under `key`.
    public func aisle(for key: ShoppingKey) -> String {
        if let index = placedKeys.lastIndex(of: key.text) { return placedAisles[index] }
        return key.food.map(Aisle.standard(for:)) ?? Aisle.other
    }

    /// True when the cook always has the food under `key`.
    public func isStaple(_ key: ShoppingKey) -> Bool { staples.contains(key.text) }

    /// The position of `aisle` in walking order.
    func rank(_ aisle: String) -> Int { order.firstIndex(of: aisle) ?? order.count }
}

/// What makes two lines the same food on a list: the catalog's food when matched ("food:20081"),
/// else the name's food words ("name:black bean"), else the line itself.
public struct ShoppingKey: Hashable, Sendable {
    /// The key as text: `food:20081`, `name:black bean`, `line:a splash of something`.
    public let text: String
    /// The catalog food, when matched.
    public let food: Food?

    /// The key of a prepared line.
    public init(_ line: PreparedLine) {
        if let food = line.food {
            self.init(food: food)
        } else {
            self.init(unmatched: line.line.isParsed ? line.line.foodName : "", original: line.line.original)
        }
    }

    /// The key of a food named in `aisles.yaml` or `pantry.yaml`.
    public init(name: String, catalog: FoodCatalog = .standard) {
        if let food = IngredientMatcher(name, catalog: catalog).match?.food {
            self.init(food: food)
        } else {
            self.init(unmatched: name, original: name)
        }
    }

    private init(food: Food) {
        text = "food:" + food.key
        self.food = food
    }

    private init(unmatched name: String, original: String) {
        let words = IngredientNameTokenizer(name).tokens
        text = words.isEmpty ? "line:" + ASCIICase.lowercased(original) : "name:" + words.joinedText(" ")
        food = nil
    }

    public static func == (a: ShoppingKey, b: ShoppingKey) -> Bool { a.text == b.text }
    public func hash(into hasher: inout Hasher) { hasher.combine(text) }
}
