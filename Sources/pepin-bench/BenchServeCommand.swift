import ArgumentParser
import Foundation
import PepinCookbook
import PepinServer

/// `pepin-bench serve`: serves a cookbook on loopback and measures it with `wrk`.
struct BenchServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Benchmark: requests per second and latency of scaled recipe pages, measured with wrk (use a release build).")

    @Argument(help: "The cookbook folder.")
    var folder: String = "Examples/Cookbook"

    @Option(help: "The recipe page to request, with its scale.")
    var path: String = "/recipes/black-bean-chili?scale=3/2"

    @Option(help: "Seconds to run wrk.")
    var duration: Int = 10

    @Option(help: "Open connections.")
    var connections: Int = 32

    @Option(help: "wrk threads.")
    var threads: Int = 1

    @Option(help: "The wrk binary.")
    var wrk: String = "/usr/bin/wrk"

    @Flag(help: "Ask for a new random scale (?scale=N/D, N and D up to 999) on every request, so no page comes from the cache; the path's own query is replaced.")
    var randomScale = false

    func run() async throws {
        let store = CookbookStore(folder: URL(fileURLWithPath: folder), displayPrefix: folder)
        let server = CookbookServer(store: store, assets: SiteAssets(coreScript: nil, wasm: nil), port: 0)
        let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
        let serving = Task { try await server.run { port in continuation.yield(port) } }
        defer { serving.cancel() }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next() else { throw ValidationError("the server did not start") }
        let url = "http://127.0.0.1:\(port)\(path)"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: wrk)
        process.arguments = ["-t\(threads)", "-c\(connections)", "-d\(duration)s", "--latency", url]
        if randomScale {
            // wrk's Lua hook: every request its own factor, 1/999 to 999.
            let script = FileManager.default.temporaryDirectory.appendingPathComponent("pepin-random-scale-\(UUID().uuidString).lua")
            let base = path.split(separator: "?", maxSplits: 1).first.map(String.init) ?? path
            let lua = """
                math.randomseed(os.time())
                request = function()
                  local n, d = math.random(1, 999), math.random(1, 999)
                  return wrk.format("GET", "\(base)?scale=" .. n .. "/" .. d)
                end
                """
            try Data(lua.utf8).write(to: script)
            process.arguments! += ["-s", script.path]
        }
        print("wrk \(process.arguments!.joined(separator: " "))")
        // Waited for without blocking: the server's handlers share these threads.
        let status = try await withCheckedThrowingContinuation { (exited: CheckedContinuation<Int32, any Error>) in
            process.terminationHandler = { exited.resume(returning: $0.terminationStatus) }
            do { try process.run() } catch { exited.resume(throwing: error) }
        }
        if status != 0 { throw ExitCode(status) }
    }
}
