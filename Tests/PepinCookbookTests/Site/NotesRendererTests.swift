@testable import PepinCookbook
import Testing

@Suite struct NotesRendererTests {
    @Test("notes' Markdown: paragraphs, lists, emphasis, code and safe links", arguments: [
        ("One\ntwo.\n\nThree.", "<p>One two.</p>\n<p>Three.</p>"),
        ("- a\n- b *c*\n\nend", "<ul><li>a</li><li>b <em>c</em></li></ul>\n<p>end</p>"),
        ("**bold** and `x<y`", "<p><strong>bold</strong> and <code>x&lt;y</code></p>"),
        ("[site](https://example.com/?a=1&b=2)", "<p><a href=\"https://example.com/?a=1&amp;b=2\">site</a></p>"),
        ("[bad](javascript:alert)", "<p>bad</p>"),
        ("## Storage\nCold.", "<h3>Storage</h3>\n<p>Cold.</p>"),
        ("<script>x</script>", "<p>&lt;script&gt;x&lt;/script&gt;</p>"),
    ])
    func renders(markdown: String, html: String) {
        #expect(NotesRenderer(markdown).html == html)
    }
}

@Suite struct JSONValueTests {
    @Test("JSON text escapes what could end a script element or break old parsers")
    func escaping() {
        let value = JSONValue.object([
            ("a", .string("</script><!-- & 'x' \"y\" \\ \n\u{2028}\u{01}")), ("n", .integer(-3)), ("b", .bool(true)), ("z", .null),
            ("list", .array([.string("é"), .array([])])),
        ])
        #expect(
            value.text
                == #"{"a":"\u003c/script\u003e\u003c!-- \u0026 \u0027x\u0027 \"y\" \\ \n\u2028\u0001","n":-3,"b":true,"z":null,"list":["é",[]]}"#)
    }
}
