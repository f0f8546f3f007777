public import Foundation

/// The files every site carries besides its pages: the stylesheet, the page script, and, when
/// available, the WebAssembly core with its JavaScript binding.
public struct SiteAssets: Sendable {
    /// `Wasm/pepin-core.js`, the binding; `nil` when the site scales on the server only.
    public let coreScript: String?
    /// `pepin.wasm`, the Swift core compiled to WebAssembly, as recipe pages load it.
    public let wasm: Data?
    /// `pepin-list.wasm`: the same core with the shopping list's merge (about 40 KB that recipe
    /// pages never need), loaded by the list and menu pages; `wasm` stands in when it is `nil`.
    public let listWasm: Data?

    /// Assets with the core, or without it (`nil`s).
    public init(coreScript: String?, wasm: Data?, listWasm: Data? = nil) {
        self.coreScript = coreScript
        self.wasm = wasm
        self.listWasm = listWasm
    }

    /// Whether pages can scale in the browser.
    public var hasScaling: Bool { coreScript != nil && wasm != nil }

    /// The stylesheet.
    public static var stylesheet: String { SiteFiles.css }
    /// The page script.
    public static var pageScript: String { SiteFiles.javaScript }

    /// Every asset file by its path in the site: `assets/pepin.css` and so on.
    public var files: [(path: String, contents: Data)] {
        var files: [(String, Data)] = [
            ("assets/pepin.css", Data(SiteFiles.css.utf8)), ("assets/pepin.js", Data(SiteFiles.javaScript.utf8)),
        ]
        files += SiteFiles.kitchenScripts.map { ("assets/" + $0, Data(SiteFiles.text($0).utf8)) }
        if let coreScript, let wasm {
            // The shopping list merges through the core: its script comes with it.
            files.append(("assets/pepin-list.js", Data(SiteFiles.listScript.utf8)))
            files.append(("assets/pepin-core.js", Data(coreScript.utf8)))
            // The module as a file, fetched and compiled while it downloads over http(s)...
            files.append(("assets/pepin.wasm", wasm))
            // ...and as base64 in a script, loaded only from file://, where pages cannot fetch().
            files.append(("assets/pepin-wasm.js", Self.inlined(wasm, name: "pepin.wasm")))
            // The list's module, the same two ways.
            let list = listWasm ?? wasm
            files.append(("assets/pepin-list.wasm", list))
            files.append(("assets/pepin-list-wasm.js", Self.inlined(list, name: "pepin-list.wasm")))
        }
        return files
    }

    /// A module as base64 in a script that hands it to the binding, for file://.
    private static func inlined(_ module: Data, name: String) -> Data {
        Data("/* \(name), the Swift core, inlined for file:// */\nPepinCore.wasmBase64 = \"\(module.base64EncodedString())\";\n".utf8)
    }
}
