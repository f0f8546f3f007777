/// A recipe on a shopping list: its prepared lines and the scale the cook will cook it at.
public struct ShoppingRecipe: Hashable, Sendable {
    public let lines: [PreparedLine]
    public let scale: Rational

    public init(lines: [PreparedLine], scale: Rational = .one) {
        self.lines = lines
        self.scale = scale
    }

    /// Every ingredient line of `recipe`, at `scale`.
    public init(_ recipe: PreparedRecipe, scale: Rational = .one) {
        self.init(lines: recipe.lines, scale: scale)
    }
}

/// One shopping list from several recipes, each at its own scale: one line per food, added up
/// exactly, in walking order of the aisles, the cook's staples apart.
///
/// Lines are the same food when they match the same catalog food (else when their names have the
/// same food words). Amounts of one food add exactly: volumes with volumes ("1 teaspoon" and "2
/// tablespoons" read "2 tablespoons + 1 teaspoon"), masses with masses, counts of the same thing
/// ("2 large eggs" and "6 large eggs" read "8 large eggs", "1 (15 oz) can" and "2 (15 oz) cans"
/// read "3 (15 oz) cans"). Volumes and masses of a food with a known density add through it, and
/// the line says so: "≈ 750 g all-purpose flour (4 cups + 250 g)". What cannot be added stays in
/// separate amounts on the food's one line; "to taste" and "for serving" appear once, with no
/// invented amount. An amount too large for exact 64-bit arithmetic marks its item, never traps.
///
/// ```swift
/// let pancakes = ShoppingRecipe(lines: [PreparedLine("1 teaspoon baking soda")])
/// let muffins = ShoppingRecipe(lines: [PreparedLine("2 tablespoons baking soda")])
/// ShoppingList([pancakes, muffins]).items[0].text   // "2 tablespoons + 1 teaspoon baking soda"
/// ```
public struct ShoppingList: Hashable, Sendable {
    /// The items: aisle by aisle in walking order, by name within an aisle, staples last.
    public let items: [ShoppingItem]

    /// Merges `recipes`.
    /// - Parameters:
    ///   - guide: the cookbook's aisles and staples.
    ///   - view: as written (the authors' units), US, metric volume or weight.
    ///   - style: how US volumes are reduced.
    ///   - format: plain text, Unicode fractions or HTML (every text escaped).
    public init(
        _ recipes: [ShoppingRecipe], guide: AisleGuide = .standard, view: IngredientView = .asWritten,
        style: ReductionStyle = .compound, format: TextFormat = .text
    ) {
        // Found by a linear search, not a dictionary: a list has a few hundred foods at most, and
        // every dictionary type costs the WebAssembly core kilobytes.
        var tallies: [FoodTally] = []
        // The tally of a key is found among those in its bucket (a byte hash of the key): a linear
        // search, short, and no dictionary type for the WebAssembly core to carry.
        var buckets = [[Int]](repeating: [], count: 64)
        for recipe in recipes {
            for line in recipe.lines {
                let key = ShoppingKey(line)
                let bucket = Self.bucket(key.text)
                if let index = buckets[bucket].first(where: { tallies[$0].key.text == key.text }) {
                    tallies[index].add(line, scale: recipe.scale)
                } else {
                    var tally = FoodTally(key: key)
                    tally.add(line, scale: recipe.scale)
                    buckets[bucket].append(tallies.count)
                    tallies.append(tally)
                }
            }
        }
        // Each item inserted in its place by (staple, aisle's rank), then name and key (no sort:
        // its specialisation costs the WebAssembly core ten kilobytes, and a list is short).
        var items: [ShoppingItem] = []
        var ranks: [Int] = []
        items.reserveCapacity(tallies.count)
        for tally in tallies {
            let isStaple = guide.isStaple(tally.key)
            let aisle = guide.aisle(for: tally.key)
            let item = ShoppingItemWriter(tally: tally, view: view, style: style, format: format).item(aisle: aisle, isStaple: isStaple)
            let rank = (isStaple ? guide.order.count + 1 : 0) + guide.rank(aisle)
            var index = items.count
            for (position, other) in items.enumerated() where rank < ranks[position] || (rank == ranks[position] && Self.precedes(item, other)) {
                index = position
                break
            }
            items.insert(item, at: index)
            ranks.insert(rank, at: index)
        }
        self.items = items
    }

    /// By name, then key (within one aisle).
    private static func precedes(_ a: ShoppingItem, _ b: ShoppingItem) -> Bool {
        if a.name != b.name { return FoodTally.precedes(a.name, b.name) }
        return FoodTally.precedes(a.key.text, b.key.text)
    }

    /// A bucket for `key`: its bytes hashed (FNV-1a), modulo 64.
    private static func bucket(_ key: String) -> Int {
        var hash: UInt32 = 2_166_136_261
        for byte in key.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return Int(hash & 63)
    }

    /// The items to buy, aisle by aisle (staples left out).
    public var aisles: [(aisle: String, items: [ShoppingItem])] {
        var groups: [(aisle: String, items: [ShoppingItem])] = []
        for item in items where !item.isStaple {
            if groups.last?.aisle == item.aisle {
                groups[groups.count - 1].items.append(item)
            } else {
                groups.append((item.aisle, [item]))
            }
        }
        return groups
    }

    /// The items the cook probably has (the cookbook's `pantry.yaml`).
    public var staples: [ShoppingItem] { items.filter { $0.isStaple } }
}

/// One food on a shopping list.
public struct ShoppingItem: Hashable, Sendable {
    /// Which food this is.
    public let key: ShoppingKey
    /// The food's name as the list writes it ("large eggs").
    public let name: String
    /// The aisle it is found in.
    public let aisle: String
    /// True when the cookbook lists it as a staple the cook probably has.
    public let isStaple: Bool
    /// The whole line in the list's format: "≈ 750 g all-purpose flour (4 cups + 250 g)".
    public let text: String
    /// The amount to buy when volumes and masses were added through the food's density.
    public let total: ReducedAmount?
    /// The amounts that make it up, each reduced: volumes, masses, then counts.
    public let amounts: [ReducedAmount]
    /// "to taste", "for serving": what lines without an amount said, once each.
    public let notes: [String]
    /// True when an amount was too large to add in exact 64-bit arithmetic: the text says so.
    public let isTooLarge: Bool
}
