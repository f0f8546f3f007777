import Testing
@testable import PepinImport

@Suite struct HTMLTokenizerTests {
    /// Each token as `kind:name` or `kind:"text"`.
    private func tokens(_ html: String) -> [String] {
        let bytes = Array(html.utf8)
        return HTMLTokenizer(bytes).map { token in
            let text = String(decoding: bytes[token.range], as: UTF8.self)
            switch token.kind {
            case .startTag(let selfClosing): return "start:\(token.name)\(selfClosing ? "/" : "")"
            case .endTag: return "end:\(token.name)"
            case .text: return "text:\(text)"
            case .rawText: return "raw:\(text)"
            case .comment: return "comment:\(text)"
            }
        }
    }

    @Test("tags, text, comments and a doctype")
    func basic() {
        #expect(tokens("<!DOCTYPE html><P Class=x>Hi &amp; bye<!-- note --><BR/></p>") == [
            "comment:<!DOCTYPE html>", "start:p", "text:Hi &amp; bye", "comment:<!-- note -->", "start:br/", "end:p",
        ])
    }

    @Test("script and style content is raw text up to the end tag, whatever it holds")
    func rawText() {
        #expect(tokens(#"<script type="x">if (a < b) { s = "<b>" }</SCRIPT ><style>p>a{}</style>"#) == [
            "start:script", #"raw:if (a < b) { s = "<b>" }"#, "end:script", "start:style", "raw:p>a{}", "end:style",
        ])
    }

    @Test("a quoted attribute value may hold >")
    func quotedGreaterThan() {
        #expect(tokens(#"<a title="1 > 0" href='x>y'>link</a>"#) == ["start:a", "text:link", "end:a"])
    }

    @Test("a lone < is text; unclosed markup runs to the end")
    func loneLessThan() {
        #expect(tokens("1 < 2 <3 <") == ["text:1 < 2 <3 <"])
        #expect(tokens("<div class=\"open") == ["start:div"])
        #expect(tokens("<!-- never closed") == ["comment:<!-- never closed"])
        #expect(tokens("<script>never closed") == ["start:script", "raw:never closed"])
    }

    @Test("attributes: quotes, bare values, no values, references, case, first of duplicates")
    func attributes() {
        let html = #"<div ID="main" data-x=1 itemscope title='Tom &amp; Jerry' id="second" checked/>"#
        let bytes = Array(html.utf8)
        var tokenizer = HTMLTokenizer(bytes)
        let token = tokenizer.next()!
        let parsed = HTMLAttributeParser(bytes, token.attributesRange).attributes
        #expect(parsed.map { "\($0.name)=\($0.value)" } == [
            "id=main", "data-x=1", "itemscope=", "title=Tom & Jerry", "checked=",
        ])
        #expect(token.kind == .startTag(selfClosing: true))
    }
}

@Suite struct HTMLEntityDecoderTests {
    @Test("references decode as browsers show them", arguments: [
        ("Mac &amp; cheese", "Mac & cheese"),
        ("&frac12; cup", "½ cup"),
        ("it&#8217;s", "it’s"),
        ("it&#x2019;s", "it’s"),
        ("&#146;til", "’til"),
        ("&nbsp;", "\u{A0}"),
        ("AT&T &unknown; & done", "AT&T &unknown; & done"),
        ("&ampx &lt3", "&x <3"),
        ("&#0; &#xFFFFFFFF;", "\u{FFFD} \u{FFFD}"),
        ("&eacute;t&eacute;", "été"),
    ])
    func decode(input: String, expected: String) {
        #expect(HTMLEntityDecoder(input).text == expected)
    }
}
