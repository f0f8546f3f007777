import PepinCookbook
import Pepin

/// Reads the common shapes of schema.org property values: text, lists, nested objects and
/// `@id` references.
struct SchemaFieldReader {
    let nodesByID: [String: JSONObject]

    /// An object, following an `{"@id": ...}` reference to its full node.
    func resolve(_ value: JSONValue) -> JSONValue {
        guard case .object(let object) = value, case .string(let id)? = object["@id"],
            object.members.count == 1, let node = nodesByID[id]
        else { return value }
        return .object(node)
    }

    /// The first non-empty text of a property (a string, a number, or the first of a list).
    func text(_ value: JSONValue?) -> String? {
        texts(value).first
    }

    /// Every non-empty text of a property, cleaned.
    func texts(_ value: JSONValue?) -> [String] {
        guard let value else { return [] }
        return value.elements.compactMap { element in
            guard let raw = element.scalarText else { return nil }
            let line = TextCleaner(raw).line
            return line.isEmpty ? nil : line
        }
    }

    /// A URL: a string, the first of a list, or an object's `url` / `contentUrl` / `@id`.
    func url(_ value: JSONValue?) -> String? {
        guard let value else { return nil }
        for element in value.elements {
            switch resolve(element) {
            case .string(let text):
                let url = TextCleaner(text).line
                if !url.isEmpty { return url }
            case .object(let object):
                if let url = url(object["url"] ?? object["contentUrl"]) { return url }
                if case .string(let id)? = object["@id"], id.hasPrefix("http") { return id }
            default:
                continue
            }
        }
        return nil
    }

    /// Names of people or organisations, joined with commas: `"Ana Cook, Ben Baker"`.
    func names(_ value: JSONValue?) -> String? {
        guard let value else { return nil }
        var names: [String] = []
        for element in value.elements {
            switch resolve(element) {
            case .string(let text):
                let name = TextCleaner(text).line
                if !name.isEmpty { names.append(name) }
            case .object(let object):
                if let name = text(object["name"]) { names.append(name) }
            default:
                continue
            }
        }
        return names.isEmpty ? nil : names.joined(separator: ", ")
    }

    /// Tags from keywords, categories and cuisines: comma-separated text or lists, without
    /// duplicates (ignoring case), in order.
    func tags(_ values: [JSONValue?]) -> [String] {
        var tags: [String] = []
        var seen: Set<String> = []
        for value in values {
            for text in texts(value) {
                for part in text.split(separator: ",") {
                    let tag = part.trimmingSpaces
                    if !tag.isEmpty, seen.insert(tag.lowercased()).inserted { tags.append(tag) }
                }
            }
        }
        return tags
    }

    /// A time: an ISO 8601 duration, text, or a `QuantitativeValue` with `maxValue` / `value`.
    func duration(_ value: JSONValue?) -> RecipeTime? {
        guard let value else { return nil }
        for element in value.elements {
            switch element {
            case .string(let text), .number(let text):
                if let time = Self.time(text) { return time }
            case .object(let object):
                if let time = duration(object["maxValue"] ?? object["value"]) { return time }
            default:
                continue
            }
        }
        return nil
    }

    /// A page's time through the one duration reader: the whole text, or failing that the time
    /// at its first digit ("Prep: 20 min", "15 minutes or less"); a range gives its longest end
    /// ("15 to 30 minutes" is 30); zero is no time (pages write `PT0M` for "none").
    static func time(_ text: String) -> RecipeTime? {
        var reading = DurationParser(text)
        if reading.seconds == nil, let digit = text.firstIndex(where: { $0.isASCII && $0.isNumber }) {
            reading = DurationParser(leadingTimeOf: String(text[digit...]))
        }
        guard let seconds = reading.seconds, !seconds.isZero else { return nil }
        return reading.time
    }

    /// Nutrition facts in the order given, named as a cook reads them (`fatContent` is `fat`,
    /// `saturatedFatContent` is `saturated fat`); schema keywords and empty values are left out.
    func nutrition(_ value: JSONValue?) -> [NutritionFact] {
        guard let value, case .object(let object) = resolve(value.elements.first ?? .null) else { return [] }
        return object.members.compactMap { member in
            guard !member.name.hasPrefix("@"), member.name != "type", let value = text(member.value)
            else { return nil }
            return NutritionFact(name: Self.nutrientName(member.name), value: value)
        }
    }

    /// `saturatedFatContent` → `saturated fat`, `servingSize` → `serving size`, `calories` stays.
    static func nutrientName(_ key: String) -> String {
        var name = Substring(key)
        if name.hasSuffix("Content"), name.count > 7 { name = name.dropLast(7) }
        var words: [String] = []
        var word = ""
        for character in name {
            if character.isUppercase, !word.isEmpty {
                words.append(word)
                word = ""
            }
            word.append(character.isUppercase ? Character(character.lowercased()) : character)
        }
        if !word.isEmpty { words.append(word) }
        return words.joined(separator: " ")
    }
}
