import Foundation
import Hummingbird
import Pepin
import HummingbirdTesting
import PepinCookbook
import PepinServer
import Testing

/// A cookbook folder in a temporary directory, removed by the test.
struct TemporaryCookbook: Sendable {
    let folder: URL

    init(_ files: [String: String]) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("pepin-serve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files { try write(name, text) }
    }

    func write(_ name: String, _ text: String) throws {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }

    static let tortillas = """
        ---
        title: Flour Tortillas
        yields: 12 tortillas
        ingredients:
          - 3 cups all-purpose flour
          - 1 teaspoon kosher salt
        instructions:
          - Mix.
        ---
        """
    static let broken = """
        ---
        title: Broken
        ingredients:
          - 12
        ---
        """
}

@Suite struct CookbookServerTests {
    func withServer(_ body: @escaping @Sendable (any TestClientProtocol, TemporaryCookbook, CookbookStore) async throws -> Void) async throws {
        let cookbook = try TemporaryCookbook(["tortillas.md": TemporaryCookbook.tortillas, "broken.md": TemporaryCookbook.broken])
        defer { cookbook.remove() }
        let store = CookbookStore(folder: cookbook.folder, displayPrefix: "cookbook", title: "Test Kitchen")
        let server = CookbookServer(store: store, assets: SiteAssets(coreScript: nil, wasm: nil), port: 0)
        try await server.makeApplication().test(.router) { client in try await body(client, cookbook, store) }
    }

    static func text(_ response: TestResponse) -> String { String(buffer: response.body) }

    @Test("the index lists the recipes and shows broken files' problems")
    func index() async throws {
        try await withServer { client, _, _ in
            try await client.execute(uri: "/", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "text/html; charset=utf-8")
                let page = Self.text(response)
                #expect(page.contains("<a href=\"/recipes/tortillas\">Flour Tortillas</a>"))
                #expect(page.contains("cookbook/broken.md:4:5: ingredients[0]: expected a line of text or a section, found a number"))
            }
        }
    }

    @Test("?scale=3 renders on the server: a tablespoon of salt and 36 tortillas, without JavaScript")
    func serverScaling() async throws {
        try await withServer { client, _, _ in
            try await client.execute(uri: "/recipes/tortillas?scale=3", method: .get) { response in
                #expect(response.status == .ok)
                let page = Self.text(response)
                #expect(page.contains("<li itemprop=\"recipeIngredient\" data-line=\"1 teaspoon kosher salt\"><span class=\"amount\">1 tablespoon</span> kosher salt</li>"))
                #expect(page.contains("<dd itemprop=\"recipeYield\" data-yield=\"12 tortillas\">36 tortillas</dd>"))
                #expect(page.contains("data-live-reload=\"/events\""))
                #expect(page.contains("<noscript><form class=\"scaler\" method=\"get\">"))
            }
            try await client.execute(uri: "/recipes/tortillas.html", method: .get) { response in
                #expect(response.status == .ok)
            }
        }
    }

    @Test("a page asked for a scale the policy refuses shows the recipe at 1x and says why", arguments: [
        ("abc", "scale \u{201C}abc\u{201D} is not a number; use a factor such as 2, 1.5 or 3/2"),
        ("0", "scale \u{201C}0\u{201D} is not above zero; use a factor such as 2, 1.5 or 3/2"),
        ("-2", "scale \u{201C}-2\u{201D} is not above zero; use a factor such as 2, 1.5 or 3/2"),
        ("100000", "scale \u{201C}100000\u{201D} is too large; use a factor up to 1000"),
        ("1/5000", "scale \u{201C}1/5000\u{201D} is too small; use a factor of at least 1/1000"),
    ])
    func refusedScale(text: String, message: String) async throws {
        try await withServer { client, _, _ in
            let query = text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
            try await client.execute(uri: "/recipes/tortillas?scale=\(query)", method: .get) { response in
                #expect(response.status == .ok)
                let page = Self.text(response)
                #expect(page.contains("<p class=\"scale-problem\" role=\"alert\" data-scale-problem>\(HTMLEscaper.escape(message)); showing the recipe as written.</p>"))
                #expect(page.contains("data-scale=\"1\""))
                #expect(page.contains("<li itemprop=\"recipeIngredient\" data-line=\"1 teaspoon kosher salt\"><span class=\"amount\">1</span> teaspoon kosher salt</li>"))
            }
            // The API is for programs: it answers 400 with the same sentence.
            try await client.execute(uri: "/api/recipes/tortillas?scale=\(query)", method: .get) { response in
                #expect(response.status == .badRequest)
                #expect(Self.text(response).contains(JSONValue.string(message).text))
            }
        }
    }

    @Test("the page scripts are served, the timers and the cooking mode among them", arguments: [
        "/assets/pepin.js", "/assets/pepin-steps.js", "/assets/pepin-timers.js", "/assets/pepin-cook.js", "/assets/pepin.css",
    ])
    func scripts(uri: String) async throws {
        try await withServer { client, _, _ in
            try await client.execute(uri: uri, method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.body.readableBytes > 500)
            }
        }
    }

    @Test("bad requests get 4xx answers", arguments: [
        ("/recipes/nope", HTTPResponse.Status.notFound), ("/recipes/Bad_Slug", .badRequest),
        ("/recipes/broken", .unprocessableContent), ("/api/recipes/nope", .notFound),
        ("/api/recipes/tortillas?scale=x", .badRequest), ("/api/recipes/broken", .unprocessableContent),
        ("/assets/nope.js", .notFound), ("/nowhere", .notFound),
    ])
    func badRequests(uri: String, status: HTTPResponse.Status) async throws {
        try await withServer { client, _, _ in
            try await client.execute(uri: uri, method: .get) { response in
                #expect(response.status == status)
            }
        }
    }

    @Test("a broken recipe's page shows the same positioned message as pepin check")
    func brokenPage() async throws {
        try await withServer { client, _, _ in
            try await client.execute(uri: "/recipes/broken", method: .get) { response in
                #expect(
                    Self.text(response).contains(
                        "<pre class=\"diagnostics\">cookbook/broken.md:4:5: ingredients[0]: expected a line of text or a section, found a number; quote it if &quot;12&quot; is meant as text\n  - 12\n    ^</pre>"))
            }
        }
    }

    @Test("path traversal is refused, plain and encoded", arguments: [
        "/../../etc/passwd", "/recipes/..%2F..%2Fetc%2Fpasswd", "/assets/..%2F..%2Fetc%2Fpasswd",
        "/%2e%2e/%2e%2e/etc/passwd", "/assets/%2e%2e%2f%2e%2e%2fetc%2fpasswd", "/recipes/../../etc/passwd",
        "/api/recipes/..%2f..%2fetc%2fpasswd", "/assets/../tortillas.md",
    ])
    func traversal(uri: String) async throws {
        try await withServer { client, _, _ in
            try await client.execute(uri: uri, method: .get) { response in
                #expect([HTTPResponse.Status.badRequest, .notFound].contains(response.status))
                #expect(!Self.text(response).contains("root:"))
                #expect(!Self.text(response).contains("kosher salt"))
            }
        }
    }

    @Test("GET /api/recipes lists every recipe and every problem")
    func apiList() async throws {
        try await withServer { client, _, _ in
            try await client.execute(uri: "/api/recipes", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "application/json; charset=utf-8")
                #expect(
                    Self.text(response)
                        == #"{"title":"Test Kitchen","recipes":[{"slug":"tortillas","title":"Flour Tortillas","description":null,"tags":[],"yields":"12 tortillas","serves":null,"url":"/recipes/tortillas","api":"/api/recipes/tortillas"}],"problems":["cookbook/broken.md:4:5: ingredients[0]: expected a line of text or a section, found a number; quote it if \"12\" is meant as text"]}"#
                        + "\n")
            }
        }
    }

    @Test("GET /api/recipes/{slug}?scale=2 gives parsed and scaled ingredients")
    func apiRecipe() async throws {
        try await withServer { client, _, _ in
            try await client.execute(uri: "/api/recipes/tortillas?scale=2", method: .get) { response in
                #expect(response.status == .ok)
                let object = try #require(try JSONSerialization.jsonObject(with: Data(Self.text(response).utf8)) as? [String: Any])
                #expect(object["scale"] as? String == "2")
                #expect(object["yields"] as? String == "24 tortillas")
                let sections = try #require(object["ingredientSections"] as? [[String: Any]])
                let lines = try #require(sections.first?["ingredients"] as? [[String: Any]])
                #expect(lines[1]["original"] as? String == "1 teaspoon kosher salt")
                #expect(lines[1]["text"] as? String == "2 teaspoons kosher salt")
                #expect(lines[1]["quantity"] as? Int == 1)
                #expect(lines[1]["quantityText"] as? String == "1")
                #expect(lines[1]["unit"] as? String == "teaspoon")
                let amount = try #require(lines[1]["amount"] as? [String: Any])
                #expect((amount["parts"] as? [[String: Any]])?.first?["quantityText"] as? String == "2")
                #expect((amount["parts"] as? [[String: Any]])?.first?["quantity"] as? Int == 2)
                #expect(amount["approximate"] as? Bool == false)
                #expect(lines[1]["name"] as? String == "kosher salt")
                #expect(lines[1]["parsed"] as? Bool == true)
            }
        }
    }

    @Test("the API's structured amount reads as its text: 1 teaspoon tripled is 1 tablespoon, not 3 teaspoons")
    func apiAmountMatchesText() async throws {
        try await withServer { client, _, _ in
            try await client.execute(uri: "/api/recipes/tortillas?scale=3", method: .get) { response in
                let object = try #require(try JSONSerialization.jsonObject(with: Data(Self.text(response).utf8)) as? [String: Any])
                let sections = try #require(object["ingredientSections"] as? [[String: Any]])
                let line = try #require((sections.first?["ingredients"] as? [[String: Any]])?[1])
                #expect(line["text"] as? String == "1 tablespoon kosher salt")
                let part = try #require(((line["amount"] as? [String: Any])?["parts"] as? [[String: Any]])?.first)
                #expect(part["quantityText"] as? String == "1")
                #expect(part["unit"] as? String == "tablespoon")
            }
        }
    }

    @Test("a line in the API has the shape of pepin parse, plus its presented text and amount")
    func apiLineShapeIsParseShape() async throws {
        try await withServer { client, _, _ in
            try await client.execute(uri: "/api/recipes/tortillas?scale=3", method: .get) { response in
                let object = try #require(try JSONSerialization.jsonObject(with: Data(Self.text(response).utf8)) as? [String: Any])
                let sections = try #require(object["ingredientSections"] as? [[String: Any]])
                var line = try #require((sections.first?["ingredients"] as? [[String: Any]])?[1])
                for key in ["text", "amount", "keptAsWritten"] { line[key] = nil }
                var writer = JSONWriter()
                IngredientLineJSON.write(IngredientLineParser("1 teaspoon kosher salt").line, into: &writer)
                let parsed = try #require(try JSONSerialization.jsonObject(with: Data(writer.bytes)) as? [String: Any])
                #expect(NSDictionary(dictionary: line) == NSDictionary(dictionary: parsed))
                #expect(parsed["quantityText"] as? String == "1")
            }
        }
    }

    @Test("a changed folder reloads: new recipes appear and open pages are told to reload")
    func reload() async throws {
        try await withServer { client, cookbook, store in
            let events = try #require(await store.subscribe())
            #expect(await store.reloadIfChanged() == false)
            try cookbook.write("pesto.yaml", "title: Basil Pesto\ningredients: [60 g basil]\n")
            #expect(await store.reloadIfChanged() == true)
            var iterator = events.makeAsyncIterator()
            #expect(await iterator.next() == 2)
            try await client.execute(uri: "/recipes/pesto", method: .get) { response in
                #expect(response.status == .ok)
                #expect(Self.text(response).contains("<h1 itemprop=\"name\">Basil Pesto</h1>"))
            }
        }
    }

    @Test("a recipe's own image is served; other paths under /images are not")
    func images() async throws {
        try await withServer { client, cookbook, store in
            try FileManager.default.createDirectory(at: cookbook.folder.appendingPathComponent("pics"), withIntermediateDirectories: true)
            try cookbook.write("pics/stack.png", "PNG")
            try cookbook.write("photo.md", "---\ntitle: Photo\nimage: pics/stack.png\ningredients: [1 egg]\n---\n")
            await store.reloadIfChanged()
            try await client.execute(uri: "/recipes/photo", method: .get) { response in
                #expect(Self.text(response).contains("<img class=\"photo\" itemprop=\"image\" src=\"/images/photo/stack.png\" alt=\"Photo\">"))
            }
            try await client.execute(uri: "/images/photo/stack.png", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "image/png")
                #expect(Self.text(response) == "PNG")
            }
            for uri in ["/images/photo/other.png", "/images/photo/..%2Fphoto.md", "/images/tortillas/stack.png", "/images/photo/..%2F..%2F..%2Fetc%2Fpasswd"] {
                try await client.execute(uri: uri, method: .get) { response in
                    #expect(response.status == .notFound, "\(uri)")
                }
            }
        }
    }
}
