import Foundation
import Hummingbird
import HummingbirdTesting
import PepinCookbook
import PepinServer
import Testing

@Suite struct ViewServerTests {
    static let cake = """
        ---
        title: Cake
        serves: 8
        ingredients:
          - 1 cup all-purpose flour
          - 3 large eggs
          - 1 cup frobnitz
        instructions:
          - Bake at 375°F for 30 minutes.
        ---
        """

    func withServer(_ body: @escaping @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        let cookbook = try TemporaryCookbook(["cake.md": Self.cake])
        defer { cookbook.remove() }
        let store = CookbookStore(folder: cookbook.folder, displayPrefix: "cookbook", title: "Test Kitchen")
        let server = CookbookServer(store: store, assets: SiteAssets(coreScript: nil, wasm: nil), port: 0)
        try await server.makeApplication().test(.router) { client in try await body(client) }
    }

    static func text(_ response: TestResponse) -> String { String(buffer: response.body) }

    @Test("?view=weight&scale=2 renders grams and °C on the server, and the no-script form keeps the view")
    func page() async throws {
        try await withServer { client in
            try await client.execute(uri: "/recipes/cake?view=weight&scale=2", method: .get) { response in
                #expect(response.status == .ok)
                let page = Self.text(response)
                #expect(page.contains("data-scale=\"2\" data-view=\"weight\" data-slug=\"cake\" data-list=\"/list.html\">"))
                #expect(page.contains("data-line=\"1 cup all-purpose flour\"><span class=\"amount\">250 g</span> all-purpose flour</li>"))
                #expect(page.contains("data-line=\"3 large eggs\"><span class=\"amount\">6</span> large eggs (<span class=\"amount\">300 g</span>)</li>"))
                #expect(page.contains("data-line=\"1 cup frobnitz\" class=\"kept\" title=\"Kept as written: unknown ingredient\">"))
                #expect(page.contains(">Bake at <span class=\"temperature\" data-temperature=\"375°F\">190°C</span> for <button type=\"button\" class=\"timer\" data-timer=\"1800\" aria-label=\"Start a 30-minute timer\">30 minutes</button>.</span>"))
                #expect(page.contains("<option value=\"weight\" selected>Weight</option>"))
            }
            try await client.execute(uri: "/recipes/cake?view=us", method: .get) { response in
                #expect(response.status == .ok)
                #expect(Self.text(response).contains(">Bake at <span class=\"temperature\" data-temperature=\"375°F\">375°F</span> for <button type=\"button\" class=\"timer\" data-timer=\"1800\" aria-label=\"Start a 30-minute timer\">30 minutes</button>.</span>"))
            }
        }
    }

    @Test("the rendered-page cache keeps views apart: the same scale in two views gives two pages")
    func cacheByView() async throws {
        try await withServer { client in
            for _ in 0..<2 {
                try await client.execute(uri: "/recipes/cake", method: .get) { response in
                    #expect(Self.text(response).contains("data-line=\"1 cup all-purpose flour\"><span class=\"amount\">1</span> cup all-purpose flour</li>"))
                }
                try await client.execute(uri: "/recipes/cake?view=weight", method: .get) { response in
                    #expect(Self.text(response).contains("data-line=\"1 cup all-purpose flour\"><span class=\"amount\">125 g</span> all-purpose flour</li>"))
                }
            }
        }
    }

    @Test("GET /api/recipes/{slug}?scale=2&view=weight gives the lines in grams and says which stay as written")
    func api() async throws {
        try await withServer { client in
            try await client.execute(uri: "/api/recipes/cake?scale=2&view=weight", method: .get) { response in
                #expect(response.status == .ok)
                let object = try #require(try JSONSerialization.jsonObject(with: Data(Self.text(response).utf8)) as? [String: Any])
                #expect(object["scale"] as? String == "2")
                #expect(object["view"] as? String == "weight")
                #expect(object["serves"] as? String == "16")
                let sections = try #require(object["ingredientSections"] as? [[String: Any]])
                let lines = try #require(sections.first?["ingredients"] as? [[String: Any]])
                #expect(lines.map { $0["text"] as? String } == ["250 g all-purpose flour", "6 large eggs (300 g)", "2 cups frobnitz"])
                #expect(lines.map { $0["keptAsWritten"] as? String } == [nil, nil, "unknown ingredient"])
                let steps = try #require(object["instructionSections"] as? [[String: Any]])
                let step = try #require((steps.first?["steps"] as? [[String: Any]])?.first)
                #expect(step["text"] as? String == "Bake at 190°C for 30 minutes.")
                let timers = try #require(step["timers"] as? [[String: Any]])
                #expect(timers.first?["text"] as? String == "30 minutes")
                #expect(timers.first?["low"] as? Int == 1800)
                #expect(timers.first?["high"] as? Int == 1800)
                let temperatures = try #require(step["temperatures"] as? [[String: Any]])
                #expect(temperatures.first?["text"] as? String == "190°C")
            }
            try await client.execute(uri: "/api/recipes/cake", method: .get) { response in
                let object = try #require(try JSONSerialization.jsonObject(with: Data(Self.text(response).utf8)) as? [String: Any])
                #expect(object["view"] as? String == "as-written")
            }
        }
    }

    @Test("a bad view is a 400 that names the views, on pages and in the API")
    func badView() async throws {
        try await withServer { client in
            try await client.execute(uri: "/api/recipes/cake?view=furlongs", method: .get) { response in
                #expect(response.status == .badRequest)
                #expect(
                    Self.text(response)
                        == #"{"error":"view \"furlongs\" is not a view; use as-written, us, metric or weight","status":400}"# + "\n")
            }
            try await client.execute(uri: "/recipes/cake?view=%3Cb%3E", method: .get) { response in
                #expect(response.status == .badRequest)
                let page = Self.text(response)
                #expect(page.contains("<h1>Bad view</h1>\n<p>view &quot;&lt;b&gt;&quot; is not a view; use as-written, us, metric or weight</p>"))
            }
        }
    }
}
