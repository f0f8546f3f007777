/// What one start tag of a recipe card says about the card's yield and times
/// (``RecipeCardDetails``): the field it holds, an ISO 8601 time in an attribute, and whether its
/// text is a label or a control ("Prep Time:", Tasty's "1x" scale), no part of a value.
struct RecipeCardMarks {
    enum Field: Hashable {
        case yield, yieldUnit, prep, cook, total
    }

    /// How much of a field an element holds: all of it, or one unit of a time that a card splits
    /// (WP Recipe Maker's `wprm-recipe-prep_time-hours` and `-minutes`).
    enum Part: Hashable, CustomStringConvertible {
        case whole, days, hours, minutes
        var description: String {
            switch self {
            case .whole: ""
            case .days: "days"
            case .hours: "hours"
            case .minutes: "minutes"
            }
        }
    }

    /// The field the element holds, if any.
    private(set) var mark: (field: Field, part: Part)?
    /// An ISO 8601 time the element gives in an attribute: a `value-title`'s `title`, or the
    /// `datetime` or `content` of an `itemprop` time.
    private(set) var isoTitle: String?
    /// Whether the element's text is a label or a control, to be skipped.
    private(set) var skips = false
    /// Whether a generic class marks the field (hRecipe's `yield`, `duration`), which other pages
    /// may use for other things.
    private(set) var isGeneric = false

    /// Classes that mark a field, by plugin.
    private static let classes: [Substring: (Field, Part)] = [
        // WP Recipe Maker
        "wprm-recipe-servings": (.yield, .whole), "wprm-recipe-servings-unit": (.yieldUnit, .whole),
        "wprm-recipe-prep_time-days": (.prep, .days), "wprm-recipe-prep_time-hours": (.prep, .hours),
        "wprm-recipe-prep_time-minutes": (.prep, .minutes), "wprm-recipe-cook_time-days": (.cook, .days),
        "wprm-recipe-cook_time-hours": (.cook, .hours), "wprm-recipe-cook_time-minutes": (.cook, .minutes),
        "wprm-recipe-total_time-days": (.total, .days), "wprm-recipe-total_time-hours": (.total, .hours),
        "wprm-recipe-total_time-minutes": (.total, .minutes),
        // Tasty Recipes
        "tasty-recipes-yield": (.yield, .whole), "tasty-recipes-prep-time": (.prep, .whole),
        "tasty-recipes-cook-time": (.cook, .whole), "tasty-recipes-total-time": (.total, .whole),
        // Mediavine Create
        "mv-create-time-yield": (.yield, .whole), "mv-create-yield": (.yield, .whole),
        "mv-create-time-prep": (.prep, .whole), "mv-create-time-active": (.cook, .whole),
        "mv-create-time-total": (.total, .whole),
        // Zip Recipes
        "zrdn-yield": (.yield, .whole), "zrdn-element_prep_time": (.prep, .whole),
        "zrdn-element_cook_time": (.cook, .whole), "zrdn-element_total_time": (.total, .whole),
        "zlrecipe-yield": (.yield, .whole), "zlrecipe-prep-time": (.prep, .whole),
        "zlrecipe-cook-time": (.cook, .whole), "zlrecipe-total-time": (.total, .whole),
        // hRecipe, EasyRecipe
        "yield": (.yield, .whole), "preptime": (.prep, .whole), "cooktime": (.cook, .whole),
        "duration": (.total, .whole),
    ]
    private static let genericClasses: Set<Substring> = ["yield", "preptime", "cooktime", "duration"]

    /// `itemprop` values that mark a field (Zip Recipes', EasyRecipe's, outside a microdata item).
    private static let properties: [Substring: Field] = [
        "recipeyield": .yield, "preptime": .prep, "cooktime": .cook, "totaltime": .total,
    ]

    /// Classes whose text is no part of a value: labels, Tasty's scale buttons, screen-reader text.
    private static func skips(_ name: Substring) -> Bool {
        name.hasSuffix("-label") || name == "tasty-recipes-yield-scale" || name == "sr-only"
            || name == "screen-reader-text"
    }

    /// Whether a card may hold its yield or a time in an element of this name (not in links,
    /// images, icons' paths, whose attributes are long).
    static func mayHold(_ name: String) -> Bool {
        switch name {
        case "span", "div", "li", "p", "time", "meta", "strong", "em", "b", "dd", "td", "small", "option", "abbr": true
        default: false
        }
    }

    /// Whether a tag's attributes may mark a field: they hold "yield", "time", "Time", "duration"
    /// or "servings". One look at each byte, as every tag of a page is asked.
    static func mayMark(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        guard range.count > 6 else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            let end = min(range.upperBound, buffer.count)
            var index = range.lowerBound
            while index + 4 <= end {
                switch buffer[index] {
                case UInt8(ascii: "t"), UInt8(ascii: "T"):
                    if buffer[index + 1] == UInt8(ascii: "i"), buffer[index + 2] == UInt8(ascii: "m"), buffer[index + 3] == UInt8(ascii: "e") { return true }
                case UInt8(ascii: "y"):
                    if buffer[index + 1] == UInt8(ascii: "i"), buffer[index + 2] == UInt8(ascii: "e"), buffer[index + 3] == UInt8(ascii: "l") { return true }
                case UInt8(ascii: "d"):
                    if buffer[index + 1] == UInt8(ascii: "u"), buffer[index + 2] == UInt8(ascii: "r"), buffer[index + 3] == UInt8(ascii: "a") { return true }
                case UInt8(ascii: "s"):
                    if buffer[index + 1] == UInt8(ascii: "e"), buffer[index + 2] == UInt8(ascii: "r"), buffer[index + 3] == UInt8(ascii: "v") { return true }
                default:
                    break
                }
                index += 1
            }
            return false
        }
    }

    init(_ token: HTMLToken, in bytes: [UInt8]) {
        guard token.attributesRange.count > 6 else { return }
        let search = HTMLByteSearch(bytes)
        let range = token.attributesRange
        let hasClass = search.find("class", in: range) != nil
        let hasProperty = search.find("itemprop", in: range) != nil
        guard hasClass || hasProperty else { return }
        let attributes = HTMLAttributeParser(bytes, range)
        if hasClass, let value = attributes["class"] {
            let names = value.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
            for name in names {
                if mark == nil, let found = Self.classes[name] {
                    mark = found
                    isGeneric = Self.genericClasses.contains(name)
                }
                if Self.skips(name) { skips = true }
                if name == "value-title" { isoTitle = attributes["title"] }
            }
        }
        if mark == nil, hasProperty, let property = attributes["itemprop"],
            let field = Self.properties[Substring(property.lowercased())]
        {
            mark = (field, .whole)
            if field != .yield { isoTitle = attributes["datetime"] ?? attributes["content"] }
        }
        // hRecipe's `<abbr class="duration" title="PT1H">`.
        if isGeneric, isoTitle == nil, let title = attributes["title"], title.hasPrefix("P") { isoTitle = title }
        if isoTitle?.isEmpty == true { isoTitle = nil }
    }
}
