import Foundation
import PepinCookbook

extension EmbeddedCore {
    /// The core this binary carries, as site assets; `nil` if the embedded text is damaged.
    static var assets: SiteAssets? {
        guard let wasm = Data(base64Encoded: wasmBase64), !wasm.isEmpty, let script = Data(base64Encoded: scriptBase64)
        else { return nil }
        return SiteAssets(
            coreScript: String(decoding: script, as: UTF8.self), wasm: wasm,
            listWasm: Data(base64Encoded: listWasmBase64).flatMap { $0.isEmpty ? nil : $0 })
    }
}
