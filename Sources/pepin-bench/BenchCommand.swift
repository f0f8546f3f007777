import ArgumentParser
import Foundation
import Pepin

/// `pepin-bench lines`: parsing and scaling speed over the labelled development lines.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lines",
        abstract: "Measure lines parsed per second and lines scaled and presented per second.",
        discussion: "Build in release mode first: swift run -c release pepin-bench lines")

    @Option(help: "JSON Lines file with a \"sentence\" field per line.")
    var data: String = "../shared/data/ingredients/dev.jsonl"

    @Option(help: "Passes over the data for each measurement.")
    var passes: Int = 50

    func run() throws {
        let sentences = try DevSet.sentences(at: data)
        guard !sentences.isEmpty else { throw ValidationError("no sentences in \(data)") }
        let clock = ContinuousClock()
        var checksum = 0
        // Warm up, then measure.
        for sentence in sentences { checksum &+= IngredientLineParser(sentence).line.name.utf8.count }
        let parseTime = clock.measure {
            for _ in 0..<passes {
                for sentence in sentences { checksum &+= IngredientLineParser(sentence).line.isParsed ? 1 : 0 }
            }
        }
        // With the learned name model (`pepin parse --names learned`).
        let model = NameModel.standard
        let learnedTime = clock.measure {
            for _ in 0..<passes {
                for sentence in sentences { checksum &+= IngredientLineParser(sentence, model: model).line.isParsed ? 1 : 0 }
            }
        }
        let prepared = sentences.map { PreparedLine($0) }
        let factor = Rational(3, 2)
        let scaleTime = clock.measure {
            for _ in 0..<passes {
                for line in prepared { checksum &+= line.presented(scale: factor).text.utf8.count }
            }
        }
        let endToEnd = clock.measure {
            for _ in 0..<passes {
                for sentence in sentences {
                    checksum &+= PreparedLine(sentence).presented(scale: factor).text.utf8.count
                }
            }
        }
        let count = Double(sentences.count * passes)
        func rate(_ duration: Duration) -> String {
            let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
            return String(format: "%12.0f lines/s  (%.3f µs/line)", count / seconds, seconds / count * 1e6)
        }
        print("lines: \(sentences.count) x \(passes) passes, one core")
        print("parse:                      " + rate(parseTime))
        print("parse, learned names:       " + rate(learnedTime))
        print("scale+reduce+present:       " + rate(scaleTime))
        print("parse+scale+reduce+present: " + rate(endToEnd))
        print("(checksum \(checksum))")
    }
}
