import Foundation
import Pepin
import PepinCookbook
import Testing

@Suite struct StepHTMLTests {
    static let bread = """
        ---
        title: Bread
        ingredients:
          - 1000 g bread flour
          - 750 g water
        instructions:
          - Mix the flour with 700 g of the water <img src=x> & rest 20 to 25 minutes at 27°C.
          - Bake at 250°C.
        ---
        """

    static func page(scale: Rational, view: IngredientView) throws -> String {
        let loaded = RecipeFileLoader(path: "bread.md", text: bread, format: .markdown)
        let entry = CookbookEntry(path: "bread.md", slug: "bread", recipe: try #require(loaded.recipe))
        return RecipePageRenderer(entry: entry, cookbookTitle: "B", scale: scale, view: view).html
    }

    @Test("a step's amount scales on the page and says from what; the words stay escaped; times stay")
    func scaledPage() throws {
        let page = try Self.page(scale: Rational(2), view: .asWritten)
        #expect(page.contains(
            "Mix the flour with <span class=\"step-amount scaled\" data-amount=\"700 g water\" data-suffix=\" water\" data-written=\"700 g\""
                + " title=\"scaled from 700 g\"><span class=\"amount\">1400</span> g</span> of the water &lt;img src=x&gt; &amp; rest "
                + "<button type=\"button\" class=\"timer\" data-timer=\"1200\" data-timer-high=\"1500\" aria-label=\"Start a 20-minute timer "
                + "(the low end of 20 to 25 minutes; it can be extended to 25 minutes)\">20 to 25 minutes</button> at "
                + "<span class=\"temperature\" data-temperature=\"27°C\">27°C</span>."))
        #expect(!page.contains("<img src=x"))
        #expect(page.contains("data-step-number=\"1\" data-ingredients=\"0 1\""))
    }

    @Test("at 1x as written the amount reads as written, unmarked; in the US view temperatures convert")
    func asWritten() throws {
        let page = try Self.page(scale: .one, view: .asWritten)
        #expect(page.contains("data-written=\"700 g\"><span class=\"amount\">700</span> g</span> of the water"))
        let us = try Self.page(scale: .one, view: .usCustomary)
        #expect(us.contains("<span class=\"temperature\" data-temperature=\"250°C\">475°F</span>"))
        #expect(us.contains("<span class=\"temperature\" data-temperature=\"27°C\">81°F</span>"))
        #expect(us.contains("title=\"converted from 700 g\""))
    }

    @Test("a length carries its text in each system, for the page's view switch, escaped")
    func length() {
        let html = StepHTML(PreparedStep("Grease a 9x13-inch pan <script>x</script> & more."), view: .metricWeight)
        #expect(html.pieces == [
            "Grease a <span class=\"length\" data-length=\"9x13-inch\" data-length-us=\"9x13-inch\" "
                + "data-length-metric=\"23x33 cm\">23x33 cm</span> pan &lt;script&gt;x&lt;/script&gt; &amp; more.",
        ])
    }

    @Test("a step with emphasis keeps its inline markup around its timer buttons and temperatures")
    func markedStep() {
        let html = StepHTML(PreparedStep("Bake at 375°F for **20 minutes**."), view: .metricWeight)
        #expect(html.pieces == [
            "Bake at <span class=\"temperature\" data-temperature=\"375°F\">190°C</span> for <strong><button type=\"button\" "
                + "class=\"timer\" data-timer=\"1200\" aria-label=\"Start a 20-minute timer\">20 minutes</button></strong>.",
        ])
        #expect(html.amounts.isEmpty)
    }

    @Test("a step with a link keeps its amounts and timers outside the link; a timer inside a link's text stays text")
    func linkedStep() {
        let lines = [PreparedLine("750 g water")]
        let outside = StepHTML(PreparedStep("Mix with 700 g of the water ([why](https://example.com/autolyse)), rest 20 minutes.", lines: lines), view: .asWritten)
        #expect(outside.amounts.count == 1)
        #expect(outside.pieces[1].contains("<a href=\"https://example.com/autolyse\""))
        #expect(outside.pieces[1].contains("data-timer=\"1200\""))
        let inside = StepHTML(PreparedStep("Bake at 375°F, see [the 20 minutes rule](https://example.com)."), view: .metricWeight)
        #expect(inside.amounts.isEmpty)
        #expect(inside.pieces.count == 1 && !inside.pieces[0].contains("<button"))
        #expect(inside.pieces[0].contains("190°C") && inside.pieces[0].contains("<a href=\"https://example.com\""))
    }

    @Test("markup written into a step stays escaped text when it is not markup, marks and all")
    func hostileStep() {
        let html = StepHTML(PreparedStep("Bake <script>alert(1)</script> for 20 minutes at 375°F."), view: .asWritten)
        let page = html.html(scale: .one, view: .asWritten)
        #expect(!page.contains("<script>"))
        #expect(page.contains("data-timer=\"1200\""))
    }

    @Test("a step as JSON: presented text, timers in seconds, temperatures, amounts linked to their line")
    func json() {
        let lines = ["1000 g bread flour", "750 g water"].map { PreparedLine($0) }
        let step = PreparedStep("Mix with 700 g of the water; rest 20 to 25 minutes at 27°C.", lines: lines)
        var w = JSONWriter()
        StepJSON.write(step, scale: Rational(2), view: .usCustomary, into: &w)
        let text = String(decoding: w.bytes, as: UTF8.self)
        #expect(text.contains("\"timers\":[{\"text\":\"20 to 25 minutes\",\"low\":1200,\"high\":1500}]"))
        #expect(text.contains("\"temperatures\":[{\"written\":\"27°C\",\"text\":\"81°F\"}]"))
        #expect(text.contains("\"amounts\":[{\"written\":\"700 g\",\"text\":"))
        #expect(text.contains("\"ingredient\":1}"))
        #expect(text.contains("\"lengths\":[]"))
        var metric = JSONWriter()
        StepJSON.write(PreparedStep("Cut into 1-inch pieces and bake at 350°F."), scale: Rational(2), view: .metricWeight, into: &metric)
        #expect(String(decoding: metric.bytes, as: UTF8.self) == "{\"text\":\"Cut into 2.5 cm pieces and bake at 175°C.\",\"timers\":[],"
            + "\"temperatures\":[{\"written\":\"350°F\",\"text\":\"175°C\"}],\"lengths\":[{\"written\":\"1-inch\",\"text\":\"2.5 cm\"}],"
            + "\"amounts\":[]}")
    }
}
