import ArgumentParser
import Foundation
import Pepin
import PepinCookbook

/// `pepin convert`: ingredient lines in US customary, metric volume or metric weight.
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert ingredient lines to US, metric volume or metric weight, through USDA densities.",
        discussion: """
            Examples:
              pepin convert "1 cup all-purpose flour" --to weight     -> 125 g all-purpose flour
              pepin convert "200 g sugar" --to us                     -> 1 cup sugar
              pepin convert "1 cup milk" --to metric                  -> ≈ 237 ml milk
              pepin convert "3 large eggs" --to weight --scale 2      -> 6 large eggs (300 g)
            A line whose ingredient is unknown stays as written; the reason goes to standard error.
            Densities and nutrients: USDA National Nutrient Database for Standard Reference, Release 28.
            """)

    @Argument(help: "Ingredient lines. Reads standard input when none are given.")
    var lines: [String] = []

    @Option(help: "weight (metric weight), metric (metric volume), us or as-written.")
    var to: IngredientView = .metricWeight

    @Option(help: "Scale factor: 3, 1.5, 3/2, 1 1/2 or x2.")
    var scale: String = "1"

    @Flag(help: "Also print the USDA food each line was matched to.")
    var explain = false

    func run() throws {
        let factor = try FactorOption.scale(scale, option: "--scale")
        let view = to
        let explain = explain
        LineIO.run(lines) { text, bytes, output in
            let prepared = PreparedLine(IngredientLineParser(text, utf8: bytes).line)
            let presenter = prepared.presented(scale: factor, view: view)
            output.out.raw(presenter.text)
            output.out.raw("\n")
            if explain {
                output.out.raw("  food: " + (prepared.food.map { "\($0.name) (USDA \($0.key))" } ?? "unknown") + "\n")
            }
            if let issue = presenter.issue {
                output.notes.raw("pepin: \"\(text)\": kept as written: \(issue.reason)\n")
            }
        }
    }
}

/// Writes notes to standard error.
enum StandardError {
    static func print(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
