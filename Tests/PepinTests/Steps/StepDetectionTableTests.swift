import Foundation
import Pepin
import Testing

/// The detection table of `Tests/Fixtures/Steps` (see its README): real instruction sentences,
/// labelled by hand, against what ``PreparedStep`` finds.
@Suite struct StepDetectionTableTests {
    struct Score {
        var found = 0
        var expected = 0
        var correct = 0
        var precision: Double { found == 0 ? 1 : Double(correct) / Double(found) }
        var recall: Double { expected == 0 ? 1 : Double(correct) / Double(expected) }

        mutating func count(found: [String], expected: [String]) {
            self.found += found.count
            self.expected += expected.count
            var left = expected
            for text in found {
                if let index = left.firstIndex(of: text) {
                    correct += 1
                    left.remove(at: index)
                }
            }
        }
    }

    static func rows() throws -> [[String]] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Fixtures/Steps/detection.tsv").standardizedFileURL
        return try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
            .filter { !$0.hasPrefix("#") }
            .map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
    }

    @Test("durations, temperatures and amounts in 100+ real sentences: precision and recall")
    func table() throws {
        let rows = try Self.rows()
        #expect(rows.count >= 100)
        var timers = Score(), temperatures = Score(), amounts = Score()
        var misses: [String] = []
        func labels(_ cell: String) -> [String] {
            cell.isEmpty ? [] : cell.components(separatedBy: " | ")
        }
        for row in rows {
            try #require(row.count == 5, "\(row)")
            let step = PreparedStep(row[1])
            let found = (step.timers.map(\.written), step.temperatures.map(\.written), step.amounts.map(\.written))
            timers.count(found: found.0, expected: labels(row[2]))
            temperatures.count(found: found.1, expected: labels(row[3]))
            amounts.count(found: found.2, expected: labels(row[4]))
            if found.0 != labels(row[2]) || found.1 != labels(row[3]) || found.2 != labels(row[4]) {
                misses.append("\(row[1])\n    found \(found)\n    label \(labels(row[2])) \(labels(row[3])) \(labels(row[4]))")
            }
        }
        func line(_ name: String, _ score: Score) -> String {
            "\(name): precision \(Int(score.precision * 100))% (\(score.correct)/\(score.found)), recall \(Int(score.recall * 100))% (\(score.correct)/\(score.expected))"
        }
        print("Step detection over \(rows.count) sentences:")
        print(line("  durations", timers))
        print(line("  temperatures", temperatures))
        print(line("  amounts", amounts))
        if ProcessInfo.processInfo.environment["PEPIN_SHOW_MISSES"] != nil { print(misses.joined(separator: "\n")) }
        #expect(timers.precision >= 0.95 && timers.recall >= 0.85)
        #expect(temperatures.precision >= 0.9 && temperatures.recall >= 0.75)
        #expect(amounts.precision >= 0.9 && amounts.recall >= 0.75)
    }
}
