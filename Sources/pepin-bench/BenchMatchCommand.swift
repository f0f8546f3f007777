import ArgumentParser
import Foundation
import Pepin

/// `pepin-bench match`: ingredient names matched per second, and what a converted view costs over
/// plain scaling.
struct BenchMatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "match",
        abstract: "Measure names matched per second and the cost of a converted view over plain scaling.",
        discussion: "Build in release mode first: swift run -c release pepin-bench match")

    @Option(help: "JSON Lines file with \"sentence\" and \"name\" fields per line.")
    var data: String = "../shared/data/ingredients/dev.jsonl"

    @Option(help: "Passes over the data for each measurement.")
    var passes: Int = 30

    func run() throws {
        let rows = try DevSet.rows(at: data)
        guard !rows.isEmpty else { throw ValidationError("no lines in \(data)") }
        let names = rows.compactMap(\.name)
        let clock = ContinuousClock()
        var checksum = 0
        var catalog = FoodCatalog()
        let decode = clock.measure {
            for _ in 0..<10 { catalog = FoodCatalog() }
        }
        let matching = clock.measure {
            for _ in 0..<passes {
                for name in names { checksum &+= IngredientMatcher(name, catalog: catalog).match?.confidence ?? 0 }
            }
        }
        let matched = names.filter { IngredientMatcher($0, catalog: catalog).match != nil }.count

        let lines = rows.map { IngredientLineParser($0.sentence).line }
        let prepared = lines.map { PreparedLine($0, catalog: catalog) }
        let factor = Rational(3, 2)
        let scaling = clock.measure {
            for _ in 0..<passes {
                for line in prepared { checksum &+= line.presented(scale: factor).text.utf8.count }
            }
        }
        var viewTimes: [(String, Duration, Duration)] = []
        for view in [IngredientView.metricWeight, .usCustomary, .metricVolume] {
            let premached = clock.measure {
                for _ in 0..<passes {
                    for line in prepared { checksum &+= line.presented(scale: factor, view: view).text.utf8.count }
                }
            }
            let withMatching = clock.measure {
                for _ in 0..<passes {
                    for line in lines {
                        checksum &+= PreparedLine(line, catalog: catalog).presented(scale: factor, view: view).text.utf8.count
                    }
                }
            }
            viewTimes.append((view.name, premached, withMatching))
        }

        func seconds(_ duration: Duration) -> Double {
            Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        }
        let nameCount = Double(names.count * passes)
        let lineCount = Double(lines.count * passes)
        print("names: \(names.count) x \(passes) passes, one core; \(matched) matched (\(matched * 100 / names.count)%)")
        print(String(format: "catalog decode:        %8.3f ms", seconds(decode) / 10 * 1e3))
        print(String(format: "match:                 %12.0f names/s  (%.3f µs/name)", nameCount / seconds(matching), seconds(matching) / nameCount * 1e6))
        print(String(format: "scale+present:         %12.0f lines/s  (%.3f µs/line)", lineCount / seconds(scaling), seconds(scaling) / lineCount * 1e6))
        for (name, premached, withMatching) in viewTimes {
            let a = (seconds(premached) / seconds(scaling) - 1) * 100
            let b = (seconds(withMatching) / seconds(scaling) - 1) * 100
            print(String(format: "view %-8@ %.3f µs/line, %+.1f%% over scaling (food matched once); %.3f µs/line, %+.1f%% matching each time",
                name, seconds(premached) / lineCount * 1e6, a, seconds(withMatching) / lineCount * 1e6, b))
        }
        print("(checksum \(checksum))")
    }
}
