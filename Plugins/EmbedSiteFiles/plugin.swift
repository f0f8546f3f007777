import Foundation
import PackagePlugin

/// Puts the files of the target's `Site/Assets` folder (the page script and the stylesheet, kept
/// as real `.js` and `.css` files) into a generated Swift file, so every binary carries them
/// without a resource bundle beside it.
@main
struct EmbedSiteFiles: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let folder = target.directoryURL.appending(path: "Site/Assets")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
        let files = names.map { folder.appending(path: $0) }
        let script = context.package.directoryURL.appending(path: "Scripts/embed-site-files.sh")
        let output = context.pluginWorkDirectoryURL.appending(path: "SiteFiles+Embedded.swift")
        return [
            .buildCommand(
                displayName: "Embedding the site's script and stylesheet",
                executable: URL(fileURLWithPath: "/bin/bash"),
                arguments: [script.path, output.path] + files.map(\.path),
                inputFiles: files + [script],
                outputFiles: [output])
        ]
    }
}
