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
        let value = JSONValue.object([("b", .integer(2)), ("a", .array([.bool(true), .null, .string("x")]))])
        #expect(value.text == "{\"b\":2,\"a\":[true,null,\"x\"]}")
    }

    @Test("numbers keep their text; a number that is not JSON is written as a string", arguments: [
        ("1.50", "1.50"), ("-0.5e+3", "-0.5e+3"), ("0", "0"), ("1,5", "\"1,5\""), ("01", "\"01\""), ("1.", "\"1.\""),
        ("NaN", "\"NaN\""), ("", "\"\""),
    ])
    func numbers(text: String, written: String) {
        #expect(JSONValue.number(text).text == written)
    }

    @Test("a value read from a page writes back as the same JSON")
    func readAndWrite() {
        let object: JSONObject = [("name", .string("Pâte")), ("n", .number("2.0"))]
        #expect(object["n"] == .number("2.0"))
        #expect(JSONValue.object(object).text == "{\"name\":\"Pâte\",\"n\":2.0}")
    }
}
