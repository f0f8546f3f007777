import PepinCookbook
/// The open elements, items and text captures while ``MicrodataReader`` walks a page.
struct MicrodataState {
    let bytes: [UInt8]
    /// Finished top-level items.
    var topLevel: [JSONValue] = []

    /// An open element and what it started.
    private struct Element {
        var name: String
        /// Index in `items` of the item this element opened.
        var item: Int?
        /// Property names whose value is this element's text, with the text start offset.
        var textProperties: [String] = []
        var textStart = 0
    }

    /// An item being read.
    private struct Item {
        var properties: [JSONObject.Member]
        /// The names under which the item is a property of its parent (empty at top level).
        var propertyNames: [String]
    }

    static let maximumItemDepth = 32

    private var elements: [Element] = []
    private var items: [Item] = []
    private var text: [UInt8] = []
    private var capturing = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private static let voidElements: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track",
        "wbr", "param",
    ]
    private static let blockElements: Set<String> = [
        "br", "p", "li", "div", "h1", "h2", "h3", "h4", "h5", "h6", "tr", "ul", "ol", "section",
    ]
    /// Table cells: their texts are separate words ("1" "garlic clove" reads "1 garlic clove").
    private static let cellElements: Set<String> = ["td", "th"]
    /// Open elements that a new one of these implicitly closes (`<li>` after `<li>`).
    private static let implicitlyClosed: [String: Set<String>] = [
        "li": ["li"], "p": ["p"], "dt": ["dd", "dt"], "dd": ["dd", "dt"], "tr": ["tr", "td", "th"],
        "td": ["td", "th"], "th": ["td", "th"], "option": ["option"],
    ]

    /// Adds text to the open captures; its own line breaks are only spaces, so that lines in
    /// a value mark block elements.
    mutating func appendText(_ slice: ArraySlice<UInt8>) {
        guard capturing > 0 else { return }
        for byte in slice {
            text.append(byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\t")
                ? UInt8(ascii: " ") : byte)
        }
    }

    mutating func open(_ token: HTMLToken, selfClosing: Bool) {
        if let closes = Self.implicitlyClosed[token.name], let last = elements.last, closes.contains(last.name) {
            close(last.name)
        }
        if capturing > 0, Self.blockElements.contains(token.name) { text.append(UInt8(ascii: "\n")) }
        if capturing > 0, Self.cellElements.contains(token.name) { text.append(UInt8(ascii: " ")) }
        let isVoid = Self.voidElements.contains(token.name) || selfClosing
        guard Self.mayHoldMicrodata(bytes[token.attributesRange]) else {
            if !isVoid { elements.append(Element(name: token.name)) }
            return
        }
        let attributes = HTMLAttributeParser(bytes, token.attributesRange)
        let names = (attributes["itemprop"] ?? "").split(separator: " ").map(String.init)
        var element = Element(name: token.name)
        // Items nest a few levels in real pages; past `maximumItemDepth` an itemscope is ignored,
        // so hostile pages cannot build values too deep to compare or free.
        if attributes["itemscope"] != nil, items.count < Self.maximumItemDepth {
            let type = (attributes["itemtype"] ?? "").split(separator: " ").compactMap { url in
                url.split(separator: "/").last.map(String.init)
            }
            var properties: [JSONObject.Member] = []
            if !type.isEmpty {
                properties.append(.init(name: "@type", value: .array(type.map { .string($0) })))
            }
            items.append(Item(properties: properties, propertyNames: names))
            element.item = items.count - 1
        } else if !names.isEmpty {
            if let value = Self.attributeValue(token.name, attributes) {
                for name in names { addProperty(name, .string(value)) }
            } else if !isVoid, capturing < Self.maximumItemDepth {
                // Each open capture copies the text inside it; bounding how many nest keeps the
                // work linear on hostile pages (real properties nest one or two deep).
                element.textProperties = names
                element.textStart = text.count
                capturing += 1
            }
        }
        if isVoid {
            if element.item != nil { finish(element) }
        } else {
            elements.append(element)
        }
    }

    mutating func close(_ name: String) {
        guard let index = elements.lastIndex(where: { $0.name == name }) else { return }
        while elements.count > index {
            finish(elements.removeLast())
        }
        if capturing > 0, Self.blockElements.contains(name) { text.append(UInt8(ascii: "\n")) }
        if capturing > 0, Self.cellElements.contains(name) { text.append(UInt8(ascii: " ")) }
    }

    mutating func closeAll() {
        while let element = elements.popLast() { finish(element) }
    }

    private mutating func finish(_ element: Element) {
        if !element.textProperties.isEmpty {
            capturing -= 1
            let value = String(decoding: text[element.textStart...], as: UTF8.self)
            for name in element.textProperties { addProperty(name, .string(value)) }
            if capturing == 0 { text.removeAll(keepingCapacity: true) }
        }
        guard let index = element.item, index == items.count - 1 else { return }
        let item = items.removeLast()
        let value = JSONValue.object(Self.object(from: item.properties))
        if item.propertyNames.isEmpty || items.isEmpty {
            topLevel.append(value)
        } else {
            for name in item.propertyNames { addProperty(name, value) }
        }
    }

    private mutating func addProperty(_ name: String, _ value: JSONValue) {
        guard !items.isEmpty else { return }
        items[items.count - 1].properties.append(.init(name: name, value: value))
    }

    /// Groups repeated names into lists, keeping first-appearance order.
    private static func object(from properties: [JSONObject.Member]) -> JSONObject {
        var order: [String] = []
        var values: [String: [JSONValue]] = [:]
        for member in properties {
            if values[member.name] == nil { order.append(member.name) }
            values[member.name, default: []].append(member.value)
        }
        return JSONObject(order.map { name in
            let list = values[name]!
            if name == "@type" { return .init(name: name, value: list[0]) }
            return .init(name: name, value: list.count == 1 ? list[0] : .array(list))
        })
    }

    private static func attributeValue(_ element: String, _ attributes: HTMLAttributeParser) -> String? {
        if let content = attributes["content"] { return content }
        switch element {
        case "img", "audio", "video", "source", "embed", "iframe", "track": return attributes["src"]
        case "a", "area", "link": return attributes["href"]
        case "object": return attributes["data"]
        case "data", "meter": return attributes["value"]
        case "time": return attributes["datetime"]
        default: return nil
        }
    }

    /// A quick test before parsing attributes: does the tag mention `item` at all?
    private static func mayHoldMicrodata(_ slice: ArraySlice<UInt8>) -> Bool {
        guard slice.count >= 8 else { return false }
        var index = slice.startIndex
        while index + 4 <= slice.endIndex {
            if slice[index] == UInt8(ascii: "i"), slice[index + 1] == UInt8(ascii: "t"),
                slice[index + 2] == UInt8(ascii: "e"), slice[index + 3] == UInt8(ascii: "m")
            {
                return true
            }
            index += 1
        }
        return false
    }
}
