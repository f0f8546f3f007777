import Foundation

/// Chooses the WebAssembly core and its binding for a build or a server: an explicit path
/// (`--wasm`), else `PEPIN_WASM`, else the core the `pepin` binary carries (built into it by
/// the EmbedWasmCore plugin), so an installed pepin needs no toolchain and no checkout. With a
/// path, the binding `pepin-core.js` is looked for next to the module and in its parent folder, and
/// the shopping list's module `pepin-list.wasm` next to it.
public struct WasmLocator: Sendable {
    /// The assets to publish: with the core, unless none could be found.
    public let assets: SiteAssets
    /// Why there is no core, when there is none.
    public let problem: String?

    /// Chooses the core; `embedded` is the one the program carries.
    public init(explicitPath: String?, environment: [String: String], embedded: SiteAssets?) {
        guard let path = explicitPath ?? environment["PEPIN_WASM"] else {
            assets = embedded ?? SiteAssets(coreScript: nil, wasm: nil)
            problem = embedded == nil ? "this pepin carries no WebAssembly core; pages will not scale in the browser" : nil
            return
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        let scripts = [folder.appendingPathComponent("pepin-core.js"), folder.deletingLastPathComponent().appendingPathComponent("pepin-core.js")]
        guard let wasm = FileManager.default.contents(atPath: path) else {
            assets = SiteAssets(coreScript: nil, wasm: nil)
            problem = "no WebAssembly core at \(path); pages will not scale in the browser"
            return
        }
        guard let script = scripts.lazy.compactMap({ try? String(contentsOf: $0, encoding: .utf8) }).first else {
            assets = SiteAssets(coreScript: nil, wasm: nil)
            problem = "found \(path) but not its binding pepin-core.js; pages will not scale in the browser"
            return
        }
        // The shopping list's module, when it was built beside the pages' (Wasm/build.sh does).
        let list = FileManager.default.contents(atPath: folder.appendingPathComponent("pepin-list.wasm").path)
        assets = SiteAssets(coreScript: script, wasm: wasm, listWasm: list)
        problem = nil
    }
}
