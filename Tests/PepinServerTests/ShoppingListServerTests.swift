import Foundation
import Hummingbird
import HummingbirdTesting
import PepinCookbook
import PepinServer
import Testing

/// `GET /api/list`, the list page and the menu pages on `pepin serve`.
@Suite struct ShoppingListServerTests {
    static let pancakes = "---\ntitle: Pancakes\nserves: 4\ningredients:\n  - 2 cups all-purpose flour\n  - 2 large eggs\n---\n"
    static let bread = "---\ntitle: Bread\ningredients:\n  - 250 g all-purpose flour\n  - salt to taste\n---\n"
    static let menu = "title: Sunday <b>plans</b>\ndays:\n  Sunday:\n    - recipe: pancakes\n      servings: 8\n    - bread\n"

    func withServer(_ body: @escaping @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        let cookbook = try TemporaryCookbook(["pancakes.md": Self.pancakes, "bread.md": Self.bread, "menus/sunday.yaml": Self.menu])
        defer { cookbook.remove() }
        let store = CookbookStore(folder: cookbook.folder, displayPrefix: "cookbook", title: "Test Kitchen")
        let server = CookbookServer(store: store, assets: SiteAssets(coreScript: nil, wasm: nil), port: 0)
        try await server.makeApplication().test(.router) { client in try await body(client) }
    }

    static func text(_ response: TestResponse) -> String { String(buffer: response.body) }

    @Test("the merged list as JSON: one flour line through its density, eggs at their scale")
    func list() async throws {
        try await withServer { client in
            try await client.execute(uri: "/api/list?recipes=pancakes:2,bread", method: .get) { response in
                #expect(response.status == .ok)
                let text = Self.text(response)
                #expect(text.contains("\"text\":\"≈ 750 g all-purpose flour (4 cups + 250 g)\""))
                #expect(text.contains("\"text\":\"4 large eggs\""))
                #expect(text.contains("\"text\":\"salt, to taste\""))
                #expect(text.hasPrefix("{\"aisles\":[{\"aisle\":\"dairy and eggs\""))
            }
            try await client.execute(uri: "/api/list?recipes=pancakes&view=weight", method: .get) { response in
                #expect(Self.text(response).contains("\"text\":\"250 g all-purpose flour\""))
            }
        }
    }

    static let hostile: [(String, String)] = [
        ("/api/list", "give the recipes"),
        ("/api/list?recipes=", "give the recipes"),
        ("/api/list?recipes=..%2Fetc", "is not a recipe slug"),
        ("/api/list?recipes=pancakes:abc", "pancakes: scale \u{201C}abc\u{201D} is not a number"),
        ("/api/list?recipes=pancakes:0", "is not above zero"),
        ("/api/list?recipes=pancakes:100000", "is too large"),
        ("/api/list?recipes=pancakes:9223372036854775807", "is too large"),
        ("/api/list?recipes=pancakes&view=nope", "view \\\"nope\\\" is not a view"),
        ("/api/list?recipes=" + Array(repeating: "pancakes", count: 101).joined(separator: ","), "too many recipes"),
        ("/api/list?recipes=" + String(repeating: "a", count: 30_000), "too many recipes"),
        ("/api/list?recipes=pancakes,,bread", "\\\"\\\" is not a recipe slug"),
    ]

    @Test("hostile requests get 400 and a message, never a crash", arguments: 0..<hostile.count)
    func refused(_ index: Int) async throws {
        let (uri, message) = Self.hostile[index]
        try await withServer { client in
            try await client.execute(uri: uri, method: .get) { response in
                #expect(response.status == .badRequest)
                #expect(Self.text(response).contains(message))
            }
        }
    }

    @Test("a missing recipe is 404; the list page and the menu page are served, their text escaped")
    func pages() async throws {
        try await withServer { client in
            try await client.execute(uri: "/api/list?recipes=waffles", method: .get) { response in
                #expect(response.status == .notFound)
                #expect(Self.text(response).contains("no recipe \\\"waffles\\\""))
            }
            try await client.execute(uri: "/list.html", method: .get) { response in
                #expect(response.status == .ok)
                #expect(Self.text(response).contains("<main class=\"shopping\" data-shopping>"))
                #expect(Self.text(response).contains("\"pancakes\":{\"title\":\"Pancakes\",\"href\":\"/recipes/pancakes\""))
            }
            try await client.execute(uri: "/menus/sunday", method: .get) { response in
                #expect(response.status == .ok)
                let page = Self.text(response)
                #expect(page.contains("<h1>Sunday &lt;b&gt;plans&lt;/b&gt;</h1>"))
                #expect(page.contains("<li><a href=\"/recipes/pancakes?scale=2\">Pancakes</a> · serves 8</li>"))
                #expect(page.contains("<li>≈ 750 g all-purpose flour (4 cups + 250 g)</li>"))
            }
            try await client.execute(uri: "/menus/nothing", method: .get) { response in
                #expect(response.status == .notFound)
            }
        }
    }
}
