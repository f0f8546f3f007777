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

    @Option(help: "Measure only this: parse, learned, scale or end-to-end (for profiling one path).")
    var only: String?

    func run() throws {
        let sentences = try DevSet.sentences(at: data)
        guard !sentences.isEmpty else { throw ValidationError("no sentences in \(data)") }
        let clock = ContinuousClock()
        var checksum = 0
        // Warm up, then measure.
        for sentence in sentences { checksum &+= IngredientLineParser(sentence).line.name.utf8.count }
        if let only, !["parse", "learned", "scale", "end-to-end"].contains(only) {
            throw ValidationError("--only takes parse, learned, scale or end-to-end, not \(only)")
        }
        func passes(_ name: String) -> Int { only == nil || only == name ? self.passes : 0 }
        let total = self.passes
        let parseTime = clock.measure {
            for _ in 0..<passes("parse") {
                for sentence in sentences { checksum &+= IngredientLineParser(sentence).line.isParsed ? 1 : 0 }
            }
        }
        // With the learned name model (`pepin parse --names learned`).
        let model = NameModel.standard
        let learnedTime = clock.measure {
            for _ in 0..<passes("learned") {
                for sentence in sentences { checksum &+= IngredientLineParser(sentence, model: model).line.isParsed ? 1 : 0 }
            }
        }
        let prepared = sentences.map { PreparedLine($0) }
        let factor = Rational(3, 2)
        let scaleTime = clock.measure {
            for _ in 0..<passes("scale") {
                for line in prepared { checksum &+= line.presented(scale: factor).text.utf8.count }
            }
        }
        let endToEnd = clock.measure {
            for _ in 0..<passes("end-to-end") {
                for sentence in sentences {
                    checksum &+= PreparedLine(sentence).presented(scale: factor).text.utf8.count
                }
            }
        }
        let count = Double(sentences.count * total)
        func rate(_ duration: Duration, _ name: String) -> String {
            if passes(name) == 0 { return "   (not measured)" }
            let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
            return String(format: "%12.0f lines/s  (%.3f µs/line)", count / seconds, seconds / count * 1e6)
        }
        print("lines: \(sentences.count) x \(total) passes, one core")
        print("parse:                      " + rate(parseTime, "parse"))
        print("parse, learned names:       " + rate(learnedTime, "learned"))
        print("scale+reduce+present:       " + rate(scaleTime, "scale"))
        print("parse+scale+reduce+present: " + rate(endToEnd, "end-to-end"))
        print("(checksum \(checksum))")
    }
}
