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
    enum Names: String, ExpressibleByArgument, CaseIterable { case rules, learned }

    @Argument(help: "Ingredient lines. Reads standard input when none are given.")
    var lines: [String] = []

    @Option(help: "Output format: json (one object per line) or text.")
    var format: OutputFormat = .json

    @Option(help: """
        How the name is read: rules (fast), or learned (the rules, then a model trained on labelled \
        lines decides each word; closer to how people label names, about half again as slow).
        """)
    var names: Names = .rules

    func run() throws {
        let format = format
        let model = names == .learned ? NameModel.standard : nil
        LineIO.run(lines) { text, bytes, output in
            let line = IngredientLineParser(text, utf8: bytes, model: model).line
            switch format {
            case .json: IngredientLineJSON.write(line, into: &output.out)
            case .text: output.out.raw(IngredientLineSummary(line).text)
            }
            output.out.raw("\n")
        }
    }
}

