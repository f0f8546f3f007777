import ArgumentParser
import Foundation
import PepinImport

/// `pepin-bench import [DIR]`: pages imported per second over the saved pages of a folder.
struct ImportBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Benchmark the importer over every .html page of a folder (use a release build).")

    @Argument(help: ArgumentHelp("A folder of saved .html pages.", valueName: "dir"))
    var directory = "../shared/data/import"

    @Option(name: .long, help: "How many times to import the whole folder.")
    var rounds = 10

    func run() throws {
        let folder = URL(fileURLWithPath: directory, isDirectory: true)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory)
            .filter { $0.hasSuffix(".html") }.sorted()
        let pages = try names.map { Array(try Data(contentsOf: folder.appendingPathComponent($0))) }
        let bytes = pages.reduce(0) { $0 + $1.count }
        var imported = 0
        var failed = 0
        let clock = ContinuousClock()
        // Three warm-up rounds, each page timed in each: a page's time is its fastest of the
        // three, so one stall of the machine is not taken for the page's own cost.
        var fastest = [Duration](repeating: .seconds(3600), count: pages.count)
        for _ in 0..<3 {
            for (index, (name, page)) in zip(names, pages).enumerated() {
                let duration = clock.measure { _ = try? RecipePageImporter(page: page, pageName: name).recipe() }
                fastest[index] = min(fastest[index], duration)
            }
        }
        var slowest = (name: "", duration: Duration.zero)
        for (name, duration) in zip(names, fastest) where duration > slowest.duration { slowest = (name, duration) }
        let elapsed = clock.measure {
            for _ in 0..<max(1, rounds) {
                for (name, page) in zip(names, pages) {
                    do {
                        _ = try RecipePageImporter(page: page, pageName: name).recipe()
                        imported += 1
                    } catch {
                        failed += 1
                    }
                }
            }
        }
        let seconds = Self.seconds(elapsed)
        let count = imported + failed
        print("\(names.count) pages (\(String(format: "%.1f", Double(bytes) / 1_048_576)) MB) x \(max(1, rounds)) rounds: "
            + "\(count) imports (\(failed) without a recipe) in \(String(format: "%.3f", seconds)) s")
        print(String(format: "%.0f pages/s, %.1f MB/s, %.2f ms per page", Double(count) / seconds,
            Double(bytes * max(1, rounds)) / 1_048_576 / seconds, seconds * 1000 / Double(count)))
        print(String(format: "slowest page: %.1f ms", Self.seconds(slowest.duration) * 1000) + " (\(slowest.name); its fastest of 3)")
        benchmarkHugePage(pages)
    }

    /// One page made of every page of the folder, one after another (13.5 MB for the corpus):
    /// the whole of it is tokenized, and its first recipe read.
    private func benchmarkHugePage(_ pages: [[UInt8]]) {
        let huge = Array(pages.joined())
        let clock = ContinuousClock()
        var title = "(none)"
        let elapsed = clock.measure {
            title = (try? RecipePageImporter(page: huge, pageName: "huge").recipe().title) ?? "(no recipe)"
        }
        print(String(format: "one %.1f MB page (all pages joined): %.0f ms", Double(huge.count) / 1_048_576,
            Self.seconds(elapsed) * 1000) + ", read \"\(title)\"")
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
