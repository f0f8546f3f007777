import ArgumentParser
import Foundation
import PepinImport
import PepinEvaluation

/// `pepin import-eval [DIR]`: imports every page of the evaluation corpus and prints per-field
/// match rates against the expected results.
struct ImportEvalCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import-eval",
        abstract: "Measure the importer against a corpus of saved pages with expected results.")

    @Argument(help: ArgumentHelp(
        "The corpus folder (manifest.json, NAME.html, NAME.expected.json).", valueName: "dir"))
    var directory = "../shared/data/import"

    @Flag(name: .shortAndLong, help: "List every mismatch with the expected and actual values.")
    var verbose = false

    func run() throws {
        let evaluation = try ImportEvaluator(directory: directory)
        print("Imported \(evaluation.pageCount - evaluation.failures.count) of \(evaluation.pageCount) pages")
        for failure in evaluation.failures { print("  failed: \(failure.page): \(failure.message)") }
        print("")
        print(pad("field", 18) + pad("all", 16) + "reachable by schema.org")
        var matched = 0
        var total = 0
        var reachableMatched = 0
        var reachableTotal = 0
        for score in evaluation.scores {
            print(pad(score.field, 18) + pad(rate(score.matched, score.total), 16)
                + rate(score.reachableMatched, score.reachableTotal))
            matched += score.matched
            total += score.total
            reachableMatched += score.reachableMatched
            reachableTotal += score.reachableTotal
        }
        print(pad("overall", 18) + pad(rate(matched, total), 16) + rate(reachableMatched, reachableTotal))
        print("\nTexts compare with whitespace collapsed and without a trailing colon; "
            + "byte-exact: \(rate(evaluation.exactMatches, total)) of all fields.")
        if verbose {
            for miss in evaluation.mismatches {
                print("\n\(miss.page) \(miss.field)\(miss.reachable ? " (reachable)" : ""):")
                print("  expected: \(miss.expected)")
                print("  actual:   \(miss.actual)")
            }
        }
    }

    private func rate(_ matched: Int, _ total: Int) -> String {
        guard total > 0 else { return "-" }
        let percent = Double(matched) * 100 / Double(total)
        return "\(matched)/\(total) " + String(format: "%.1f%%", percent)
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }
}
