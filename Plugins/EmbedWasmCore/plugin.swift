import Foundation
import PackagePlugin

/// Puts the WebAssembly core into the target that uses this plugin: `Wasm/embed.sh` builds the
/// module from the core's sources and writes it, with its binding, into a generated Swift file.
/// SwiftPM runs it again only when one of those inputs changes.
@main
struct EmbedWasmCore: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        let wasm = root.appending(path: "Wasm")
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedCore.swift")
        var inputs: [URL] = []
        let core = root.appending(path: "Sources/Pepin")
        if let files = FileManager.default.enumerator(at: core, includingPropertiesForKeys: nil) {
            for case let file as URL in files where file.pathExtension == "swift" { inputs.append(file) }
        }
        for name in (try? FileManager.default.contentsOfDirectory(atPath: wasm.path)) ?? []
        where name.hasSuffix(".swift") || name.hasSuffix(".c") || name.hasSuffix(".js") || name.hasSuffix(".sh") {
            inputs.append(wasm.appending(path: name))
        }
        return [
            .buildCommand(
                displayName: "Embedding the WebAssembly core (Wasm/embed.sh)",
                executable: URL(fileURLWithPath: "/bin/bash"),
                arguments: [wasm.appending(path: "embed.sh").path, output.path],
                inputFiles: inputs.sorted { $0.path < $1.path },
                outputFiles: [output])
        ]
    }
}
