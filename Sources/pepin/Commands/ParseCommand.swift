import ArgumentParser
import Pepin
import PepinCookbook

/// `pepin parse LINE...`: what Pepin reads in ingredient lines.
struct ParseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "parse",
        abstract: "Parse ingredient lines into quantity, unit, name and the rest.",
        discussion: """
            Prints one JSON object per line (JSON Lines), or a readable summary with --format text.
            Without LINE arguments, reads lines from standard input.
            Example: pepin parse "1 1/2 cups all-purpose flour, sifted"
            """)

    enum OutputFormat: String, ExpressibleByArgument, CaseIterable { case json, text }

    @Argument(help: "Ingredient lines. Reads standard input when none are given.")
    var lines: [String] = []

    @Option(help: "Output format: json (one object per line) or text.")
    var format: OutputFormat = .json

    func run() throws {
        let format = format
        LineIO.run(lines) { text, bytes, output in
            let line = IngredientLineParser(text, utf8: bytes).line
            switch format {
            case .json: IngredientLineJSON.write(line, into: &output.out)
            case .text: output.out.raw(IngredientLineSummary(line).text)
            }
            output.out.raw("\n")
        }
    }
}

