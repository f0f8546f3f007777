import ArgumentParser
import Foundation
import PepinCookbook
import PepinServer

/// `pepin serve DIR`: the cookbook at http://127.0.0.1:8080, rebuilt as files change.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve a cookbook folder as a website that reloads as you edit.",
        discussion: """
            Pages render from the files on each request (?scale=3/2 scales and ?view=weight converts \
            on the server; views: as-written, us, metric, weight), open pages reload when a recipe \
            file changes, and a JSON API answers at /api/recipes and \
            /api/recipes/{slug}?scale=2&view=weight.
            """)

    @Argument(help: "The cookbook folder.")
    var folder: String

    @Option(name: .shortAndLong, help: "The port to listen on.")
    var port: Int = 8080

    @Option(help: "The address to listen on. Only change it to share the cookbook on your network.")
    var host: String = "127.0.0.1"

    @Option(help: "Another WebAssembly core (pepin.wasm) than the one pepin carries, for development.")
    var wasm: String?

    @Option(help: "The cookbook's title (default: the folder's name).")
    var title: String?

    func run() async throws {
        let url = URL(fileURLWithPath: folder)
        do {
            _ = try CookbookLoader(folder: url).recipeFiles()
        } catch {
            FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
            throw ExitStatus.io.exitCode
        }
        let store = CookbookStore(folder: url, displayPrefix: folder, title: title)
        let snapshot = await store.current
        for diagnostic in snapshot.cookbook.diagnostics {
            FileHandle.standardError.write(Data((diagnostic.rendered + "\n").utf8))
        }
        let locator = WasmLocator(explicitPath: wasm, environment: ProcessInfo.processInfo.environment, embedded: EmbeddedCore.assets)
        if let problem = locator.problem {
            FileHandle.standardError.write(Data("warning: \(problem)\n".utf8))
        }
        FileLimit.raiseToHardLimit()
        let server = CookbookServer(store: store, assets: locator.assets, host: host, port: port) { problems in
            // Problems that appear while editing are said where the author is looking.
            for diagnostic in problems {
                FileHandle.standardError.write(Data((diagnostic.rendered + "\n").utf8))
            }
        }
        let count = snapshot.cookbook.entries.count
        let host = host
        do {
            try await server.run { port in
                let line = "Serving \(count) \(count == 1 ? "recipe" : "recipes") at http://\(host):\(port)/ (Ctrl-C to stop)\n"
                FileHandle.standardOutput.write(Data(line.utf8))
            }
        } catch {
            if String(describing: error).contains("already in use") {
                throw CommandError("port \(port) is in use; try --port \(port + 1)")
            }
            throw CommandError("cannot serve on \(host):\(port): \(error)")
        }
    }
}
