import Yams

/// What a YAML node holds, in words a cook understands.
enum NodeKind: Equatable {
    case nothing, text, number, boolean, list, mapping

    init(_ node: Node) {
        switch node {
        case .mapping: self = .mapping
        case .sequence: self = .list
        case .alias: self = .text
        case .scalar(let scalar):
            if scalar.style != .plain || scalar.tag.description != Tag.Name.implicit.rawValue {
                // Quoted, block or explicitly tagged: Yams knows best.
                self = scalar.style != .plain ? .text : Self.kind(ofTag: node.tag.description)
            } else {
                self = Self.kind(ofPlain: scalar.string)
            }
        }
    }

    /// The value of a boolean scalar ("true", "no", "On", `!!bool yes`); `nil` for anything else.
    static func boolean(_ node: Node) -> Bool? {
        guard NodeKind(node) == .boolean, let text = node.scalar?.string else { return nil }
        return trueWords.contains(text)
    }

    private static let trueWords: Set<String> = ["true", "True", "TRUE", "yes", "Yes", "YES", "on", "On", "ON", "y", "Y"]

    private static func kind(ofTag tag: String) -> NodeKind {
        switch tag {
        case Tag.Name.null.rawValue: .nothing
        case Tag.Name.int.rawValue, Tag.Name.float.rawValue: .number
        case Tag.Name.bool.rawValue: .boolean
        default: .text
        }
    }

    // The YAML 1.1 core schema's plain scalars, as Yams resolves them, without its regular
    // expressions: most recipe lines start with a digit ("3 cups flour") and are text.
    private static let nullWords: Set<String> = ["", "~", "null", "Null", "NULL"]
    private static let boolWords: Set<String> = [
        "true", "True", "TRUE", "false", "False", "FALSE", "yes", "Yes", "YES", "no", "No", "NO", "on", "On", "ON",
        "off", "Off", "OFF", "y", "Y", "n", "N",
    ]
    private static let numberWords: Set<String> = [".inf", ".Inf", ".INF", "-.inf", "+.inf", ".nan", ".NaN", ".NAN"]

    private static func kind(ofPlain text: String) -> NodeKind {
        if nullWords.contains(text) { return .nothing }
        if boolWords.contains(text) { return .boolean }
        if numberWords.contains(text) { return .number }
        let body = text.utf8.first == UInt8(ascii: "+") || text.utf8.first == UInt8(ascii: "-") ? text.dropFirst() : Substring(text)
        var digits = 0
        for byte in body.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digits += 1
            case UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "x"),
                UInt8(ascii: "o"), UInt8(ascii: ":"), UInt8(ascii: "+"), UInt8(ascii: "-"),
                UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: "A")...UInt8(ascii: "F"):
                continue
            default: return .text
            }
        }
        guard digits > 0 else { return .text }
        return Int(body.filter { $0 != "_" }) != nil || Double(body.filter { $0 != "_" }) != nil
            || body.hasPrefix("0x") || body.hasPrefix("0o") || body.contains(":") ? .number : .text
    }

    var phrase: String {
        switch self {
        case .nothing: "nothing"
        case .text: "text"
        case .number: "a number"
        case .boolean: "a yes/no value"
        case .list: "a list"
        case .mapping: "a mapping"
        }
    }
}
