import PepinCookbook
import Testing

@Suite struct JSONWriterTests {
    @Test("strings are escaped inert for HTML script elements and old parsers", arguments: [
        ("plain", "\"plain\""), ("a\"b\\c", "\"a\\\"b\\\\c\""), ("<b>&'", "\"\\u003cb\\u003e\\u0026\\u0027\""),
        ("line\nbreak\r\ttab", "\"line\\nbreak\\r\\ttab\""), ("\u{1}\u{1F}", "\"\\u0001\\u001f\""),
        ("a\u{2028}b\u{2029}c", "\"a\\u2028b\\u2029c\""), ("crème ½ 🍋 – ’", "\"crème ½ 🍋 – ’\""),
    ])
    func strings(text: String, json: String) {
        var writer = JSONWriter()
        writer.string(text)
        #expect(writer.text == json)
        #expect(JSONValue.string(text).text == json)
    }

    @Test("values write through the one writer, keys in the order given")
    func values() {
        let value = JSONValue.object([("b", .number(2)), ("a", .array([.bool(true), .null, .string("x")]))])
        #expect(value.text == "{\"b\":2,\"a\":[true,null,\"x\"]}")
    }
}
