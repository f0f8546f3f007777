import ArgumentParser
import Foundation
import PepinCookbook

/// `pepin build DIR --output OUT`: the static site.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build a static cookbook website from a folder of recipe files.",
        discussion: """
            The site works from any static host and from file://. Pages scale in the browser with the \
            Swift core compiled to WebAssembly, which this pepin carries (--wasm or $PEPIN_WASM use \
            another build of it, for development).
            The output folder is replaced only when the whole build succeeds.
            """)

    @Argument(help: "The cookbook folder.")
    var folder: String

    @Option(name: .shortAndLong, help: "Where to write the site.")
    var output: String = "_site"

    @Option(help: "Another WebAssembly core (pepin.wasm) than the one pepin carries, for development.")
    var wasm: String?

    @Option(help: "The cookbook's title (default: the folder's name).")
    var title: String?

    func run() throws {
        let start = Date()
        let terminal = TerminalProgress()
        let loader = CookbookLoader(folder: URL(fileURLWithPath: folder), displayPrefix: folder)
        terminal.show("Loading recipes")
        let cookbook: Cookbook
        do {
            cookbook = try loader.load(title: title)
        } catch {
            terminal.clear()
            FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
            throw ExitStatus.io.exitCode
        }
        terminal.clear()
        for diagnostic in cookbook.diagnostics {
            FileHandle.standardError.write(Data((diagnostic.rendered + "\n").utf8))
        }
        let errors = cookbook.diagnostics.errors.count
        if errors > 0 {
            FileHandle.standardError.write(
                Data("Build failed: \(errors) \(errors == 1 ? "error" : "errors"); \(output) was not changed.\n".utf8))
            throw ExitStatus.problems.exitCode
        }
        var warnings = cookbook.diagnostics.warnings.count
        let locator = WasmLocator(explicitPath: wasm, environment: ProcessInfo.processInfo.environment, embedded: EmbeddedCore.assets)
        if let problem = locator.problem {
            FileHandle.standardError.write(Data("warning: \(problem)\n".utf8))
            warnings += 1
        }
        let builder = SiteBuilder(
            cookbook: cookbook, output: URL(fileURLWithPath: output), assets: locator.assets, cookbookFolder: loader.folder)
        let pages: Int
        do {
            pages = try builder.build { terminal.show($0.progressText) }
        } catch {
            terminal.clear()
            FileHandle.standardError.write(Data("Build failed: \(error.description); \(output) was not changed.\n".utf8))
            throw ExitStatus.problems.exitCode
        }
        terminal.clear()
        let seconds = Date().timeIntervalSince(start)
        print(BuildSummary(recipes: pages, seconds: seconds, warnings: warnings).text + " → \(output)/index.html")
    }
}

/// "Built 812 recipes in 0.41 s, 2 warnings".
struct BuildSummary {
    let text: String
    init(recipes: Int, seconds: Double, warnings: Int) {
        let time = String(format: "%.2f", seconds)
        text = "Built \(recipes) \(recipes == 1 ? "recipe" : "recipes") in \(time) s, \(warnings) \(warnings == 1 ? "warning" : "warnings")"
    }
}

/// A one-line progress display on a terminal; silent when standard error is not a terminal.
final class TerminalProgress: @unchecked Sendable {
    private let enabled = isatty(STDERR_FILENO) == 1
    private var lastLength = 0
    private var lastShown = Date.distantPast

    func show(_ text: String) {
        guard enabled, Date().timeIntervalSince(lastShown) > 0.05 else { return }
        lastShown = Date()
        write("\r" + text.padding(toLength: max(lastLength, text.count), withPad: " ", startingAt: 0))
        lastLength = text.count
    }

    func clear() {
        guard enabled, lastLength > 0 else { return }
        write("\r" + String(repeating: " ", count: lastLength) + "\r")
        lastLength = 0
    }

    private func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
