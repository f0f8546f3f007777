public import Foundation

/// Finds the WebAssembly core and its binding for a build: an explicit path, else `PEPIN_WASM`,
/// else `Wasm/out/pepin.wasm` of the source checkout this program was built from (built with
/// `Wasm/build.sh` when missing and the script exists). The binding `pepin-core.js` is looked
/// for next to the module, in its parent folder, and in the checkout's `Wasm/`.
public struct WasmLocator: Sendable {
    /// The module's path, if one was found.
    public let wasmPath: String?
    /// The binding's path, if one was found.
    public let coreScriptPath: String?
    /// Why there is no core, when there is none.
    public let problem: String?

    /// The checkout's root, from this file's compile-time path.
    public static var checkoutRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    /// Looks for the core; `build` allows running `Wasm/build.sh` when the module is missing.
    public init(explicitPath: String?, environment: [String: String], build: Bool, log: (String) -> Void = { _ in }) {
        let fileManager = FileManager.default
        let checkoutWasm = Self.checkoutRoot.appendingPathComponent("Wasm")
        var candidate = explicitPath ?? environment["PEPIN_WASM"]
        let given = candidate != nil
        if candidate == nil {
            let built = checkoutWasm.appendingPathComponent("out/pepin.wasm").path
            let script = checkoutWasm.appendingPathComponent("build.sh").path
            if !fileManager.fileExists(atPath: built), build, fileManager.isExecutableFile(atPath: script) {
                log("Building the WebAssembly core with \(script) …")
                let process = Process()
                process.executableURL = URL(fileURLWithPath: script)
                process.currentDirectoryURL = Self.checkoutRoot
                try? process.run()
                process.waitUntilExit()
            }
            candidate = built
        }
        guard let path = candidate, fileManager.fileExists(atPath: path) else {
            wasmPath = nil
            coreScriptPath = nil
            problem =
                given
                ? "no WebAssembly core at \(candidate ?? ""); pages will not scale in the browser"
                : "no WebAssembly core (build it with Wasm/build.sh or pass --wasm); pages will not scale in the browser"
            return
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        let scripts = [
            folder.appendingPathComponent("pepin-core.js"), folder.deletingLastPathComponent().appendingPathComponent("pepin-core.js"),
            checkoutWasm.appendingPathComponent("pepin-core.js"),
        ]
        wasmPath = path
        coreScriptPath = scripts.first { fileManager.fileExists(atPath: $0.path) }?.path
        problem = coreScriptPath == nil ? "found \(path) but not its binding pepin-core.js; pages will not scale in the browser" : nil
    }

    /// The assets: with the core when both files could be read.
    public var assets: SiteAssets {
        guard let wasmPath, let coreScriptPath, let wasm = FileManager.default.contents(atPath: wasmPath),
            let script = try? String(contentsOfFile: coreScriptPath, encoding: .utf8)
        else { return SiteAssets(coreScript: nil, wasm: nil) }
        return SiteAssets(coreScript: script, wasm: wasm)
    }
}
