import Testing
import Pepin
@testable import PepinImport
@testable import PepinEvaluation

@Suite struct TextCleanerTests {
    @Test("a line: references decoded, tags removed, whitespace collapsed", arguments: [
        ("  Mac &amp;amp; <b>cheese</b>\n&nbsp;", "Mac & cheese"),
        ("two<br>lines", "two lines"),
        ("zero\u{200B}width", "zerowidth"),
        ("butter ((softened))", "butter (softened)"),
        ("1\u{C2}\u{BC} cups\u{C2}\u{A0}milk", "1¼ cups milk"),
        ("soft\u{AD}ened", "softened"),
        ("Âne", "Âne"),
        ("1 < 2 and 3 > 2", "1 < 2 and 3 > 2"),
        ("", ""),
    ])
    func line(input: String, expected: String) {
        #expect(TextCleaner(input).line == expected)
    }

    @Test("lines split at line breaks and block tags")
    func lines() {
        #expect(TextCleaner("<ol><li>Mix.</li><li>Bake.</li></ol>\n\n Serve. ").lines == ["Mix.", "Bake.", "Serve."])
    }
}

@Suite struct PageTimeTests {
    @Test("pages' times go through the core's DurationParser; zero is no time; text around the time is skipped", arguments: [
        ("PT1H30M", 90), ("P0DT0H45M", 45), ("Prep: 20 min", 20), ("about 1 hour", 60), ("1h30", 90),
        ("PTH50MS", 50), ("PT1HMS", 60), ("15 minutes or less", 15), ("15 to 30 minutes", 30),
    ])
    func minutes(text: String, expected: Int) {
        #expect(SchemaFieldReader.time(text) == RecipeTime(minutes: expected))
    }

    @Test("no time", arguments: ["", "PT0M", "PT00H00M00S", "P", "PTXM", "soon"])
    func none(text: String) {
        #expect(SchemaFieldReader.time(text) == nil)
    }
}

@Suite struct YieldReadingTests {
    @Test("servings and yields", arguments: [
        (["8"], nil, "8"), (["Serves 4-6"], nil, "4-6"), (["4 servings"], nil, "4"), (["3 to 4 servings"], nil, "3-4"),
        (["15", "15 servings"], nil, "15"), (["24", "24 cookies"], "24 cookies", nil),
        (["Serves 1 (serving size: 1 bowl)"], "Serves 1 (serving size: 1 bowl)", nil), ([], nil, nil),
    ] as [([String], String?, String?)])
    func yields(texts: [String], yields: String?, serves: String?) {
        let reader = SchemaYieldReader(texts)
        #expect(reader.yields == yields)
        #expect(reader.serves == serves)
    }

    @Test("the corpus's yield convention", arguments: [
        ("8", "8 servings"), ("6-8", "8 servings"), ("Serves 4-6", "6 servings"), ("1", "1 serving"),
        ("makes about 10 pancakes", "10 pancakes"), ("20 - 22 churros", "20 churros"), ("1 Bundt Cake (10\")", "1 cake"),
        ("Serves 1 (serving size: 1 bowl)", "1 bowl"), ("250 g", "250 grams"), ("Makes 12", "12 items"),
        ("2 dozen cookies", "2 cookies"), ("2 dozen", "2 dozen"),
    ])
    func normalised(text: String, expected: String) {
        #expect(ScraperYieldNormalizer(text).text == expected)
    }
}

@Suite struct PageEncodingTests {
    @Test("a Windows-1252 page reads with its accents and quotes; a UTF-8 page is untouched")
    func windows1252() throws {
        let latin: [UInt8] = Array(#"<script type="application/ld+json">{"@type":"Recipe","name":"Cr"#.utf8)
            + [0xE8, 0x6D, 0x65, 0x20, 0x93, 0x62, 0x72, 0xFB, 0x6C, 0xE9, 0x65, 0x94] + Array(#""}</script>"#.utf8)
        let recipe = try RecipePageImporter(page: latin, pageName: "old.html").recipe()
        #expect(recipe.title == "Crème “brûlée”")
        let utf8 = Array(#"<script type="application/ld+json">{"@type":"Recipe","name":"Crème"}</script>"#.utf8)
        #expect(try RecipePageImporter(page: utf8, pageName: "new.html").recipe().title == "Crème")
    }

    @Test("relative image paths resolve against the page's address; a saved page keeps a path relative to itself", arguments: [
        ("/img/pie.jpg", "https://pie.test/img/pie.jpg"), ("pie.jpg", "https://pie.test/recipes/pie.jpg"),
        ("//cdn.test/p.jpg", "https://cdn.test/p.jpg"), ("https://other.test/p.jpg", "https://other.test/p.jpg"),
    ])
    func relativeImage(image: String, expected: String) throws {
        let page = #"<link rel="canonical" href="https://pie.test/recipes/apple"><script type="application/ld+json">"#
            + #"{"@type":"Recipe","name":"Pie","image":"\#(image)"}</script>"#
        #expect(try RecipePageImporter(html: page, pageName: "p", pageURL: "https://pie.test/recipes/apple").recipe().image == expected)
        // A saved page's `pie.jpg` is a file beside it (``LocalImageFile``; the collection importer
        // resolves it against the canonical address only when no such file is there).
        let saved = try RecipePageImporter(html: page, pageName: "p").recipe().image
        #expect(saved == (image == "pie.jpg" ? "pie.jpg" : expected))
    }
}
