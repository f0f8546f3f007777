import ArgumentParser
import Pepin

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
        let input = lines.isEmpty ? StandardInput.lines() : lines
        var output = ""
        for text in input {
            let line = IngredientLineParser(text).line
            switch format {
            case .json: output += IngredientLineJSON(line).text
            case .text: output += IngredientLineSummary(line).text
            }
            output += "\n"
            if output.utf8.count > 1 << 16 {
                print(output, terminator: "")
                output = ""
            }
        }
        print(output, terminator: "")
    }
}

/// Reads all lines of standard input, dropping blank ones.
enum StandardInput {
    static func lines() -> [String] {
        var result: [String] = []
        while let line = readLine() {
            if !line.allSatisfy(\.isWhitespace) { result.append(line) }
        }
        return result
    }
}
