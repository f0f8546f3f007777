import Pepin
import PepinCookbook
import Testing

@Suite struct RecipeTimeParserTests {
    @Test("times as cooks and sites write them", arguments: [
        ("20 minutes", 20), ("1 hour 30 minutes", 90), ("1 hr 30 min", 90), ("1h30m", 90),
        ("PT1H30M", 90), ("pt45m", 45), ("P1DT2H", 1560), ("45", 45), ("2 hours", 120),
        ("1 1/2 hours", 90), ("1.5 hours", 90), ("1 hour and 5 minutes", 65), ("90 seconds", 2),
        ("2 Hrs.", 120), ("1 day", 1440),
    ])
    func reads(text: String, minutes: Int) {
        #expect(RecipeTimeParser(text).time == RecipeTime(minutes: minutes))
    }

    @Test("text that is not a time is refused", arguments: [
        "twenty minutes", "soon", "", "PT", "P1H", "1 fortnight", "minutes", "-5",
    ])
    func refuses(text: String) {
        #expect(RecipeTimeParser(text).time == nil)
    }
}

@Suite struct SlugTests {
    @Test("slugs from file names, transliterated", arguments: [
        ("Flour Tortillas.md", "flour-tortillas"), ("pesto.yaml", "pesto"),
        ("Crème brûlée.md", "creme-brulee"), ("--Odd__Name--.yml", "odd-name"), ("!!!.md", "recipe"),
        ("v1.2 bread.md", "v1-2-bread"), ("пирог.md", "pirog"), ("餃子.md", "jiao-zi"), ("Ægir's Œuvre.md", "aegir-s-oeuvre"),
        ("Ελληνικά.yaml", "ellenika"),
    ])
    func slug(name: String, slug: String) {
        #expect(Slug(fileName: name).text == slug)
    }

    @Test("file names and imported titles slug alike, so an import lands where the file would")
    func oneSlug() {
        #expect(Slug(fileName: "Crème brûlée.md") == Slug("Crème brûlée"))
        #expect(Slug(String(repeating: "a", count: 200)).text.count == 80)
    }
}

@Suite struct DiagnosticTests {
    @Test("a diagnostic renders as path:line:column: key.path: message, then the line and a caret")
    func rendering() {
        let diagnostic = Diagnostic(
            path: "r/t.md", location: SourceLocation(line: 9, column: 5), keyPath: "ingredients[2]",
            message: "expected a line of text or a section, found a number", sourceLine: "  - 12")
        #expect(
            diagnostic.rendered
                == "r/t.md:9:5: ingredients[2]: expected a line of text or a section, found a number\n  - 12\n    ^")
        let warning = Diagnostic(path: "a.md", location: nil, message: "no wasm", severity: .warning)
        #expect(warning.rendered == "a.md: warning: no wasm")
    }
}
