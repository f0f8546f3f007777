import PepinCookbook
import Testing
@testable import PepinImport

@Suite struct LenientJSONParserTests {
    private func read(_ text: String) throws -> [JSONValue] {
        try LenientJSONParser(Array(text.utf8)).values
    }

    private func object(_ members: (String, JSONValue)...) -> JSONValue {
        .object(JSONObject(members.map { JSONObject.Member(name: $0.0, value: $0.1) }))
    }

    @Test("standard JSON")
    func standard() throws {
        #expect(try read(#"{"a": [1, -2.5e3, true, false, null], "b": "x\"\\\/\u00e9\ud83c\udf70"}"#) == [
            object(("a", .array([.number("1"), .number("-2.5e3"), .bool(true), .bool(false), .null])),
                   ("b", .string("x\"\\/é🍰"))),
        ])
    }

    @Test("what pages get wrong still reads")
    func lenient() throws {
        let text = """
            // <![CDATA[
            <!--
            {"wrapped": 'in markers'}
            -->
            // ]]>
            """
        #expect(try read(text) == [object(("wrapped", .string("in markers")))])
        #expect(try read("{'a': 'it\\'s', b: [1, 2,], /* c */ \"c\": \"line\nbreak\",}") == [
            object(("a", .string("it's")), ("b", .array([.number("1"), .number("2")])), ("c", .string("line\nbreak"))),
        ])
        #expect(try read("[1 2 undefined NaN]") == [.array([.number("1"), .number("2"), .null, .null])])
    }

    @Test("several values, junk between them, input that ends early")
    func sequence() throws {
        #expect(try read("{\"a\":1};\n{\"b\":2}") == [object(("a", .number("1"))), object(("b", .number("2")))])
        #expect(try read("{\"a\": [1, {\"b\": \"unterminated") == [
            object(("a", .array([.number("1"), object(("b", .string("unterminated")))]))),
        ])
        #expect(try read("no json here") == [])
    }

    @Test("nesting is bounded")
    func depth() throws {
        #expect(try read(String(repeating: "[", count: 200) + String(repeating: "]", count: 200)).count == 1)
        #expect(throws: JSONReadError(message: "nesting deeper than 200 levels", offset: 200)) {
            try read(String(repeating: "[", count: 1_000_000))
        }
        #expect(throws: JSONReadError.self) { try read(String(repeating: "{\"a\":", count: 100_000)) }
    }
}
