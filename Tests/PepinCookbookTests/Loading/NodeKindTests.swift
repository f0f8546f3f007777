@testable import PepinCookbook
import Testing
import Yams

@Suite struct NodeKindTests {
    @Test("plain scalars are classified as Yams resolves them, without its regular expressions", arguments: [
        "12", "1.5", ".5", "-5", "+3", "1e3", "1_000", "0x1F", "0o17", "12:30", "3 cups flour", "1/2 cup", "2-3", "4 - 6",
        "yes", "No", "on", "OFF", "y", "true", "null", "~", "Null", ".inf", ".NaN", "abc", "e", "1.2.3", "12 tortillas",
        "PT1H30M", "20", "0", "1,000",
    ])
    func matchesYams(text: String) throws {
        let node = try #require(try Yams.compose(yaml: "key: \(text)\n")?["key"])
        let yams: NodeKind
        switch node.tag.description {
        case Tag.Name.null.rawValue: yams = .nothing
        case Tag.Name.int.rawValue, Tag.Name.float.rawValue: yams = .number
        case Tag.Name.bool.rawValue: yams = .boolean
        default: yams = .text
        }
        #expect(NodeKind(node) == yams)
    }
}
