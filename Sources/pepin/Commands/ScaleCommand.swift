import ArgumentParser
import Foundation
import Pepin
import PepinCookbook

/// `pepin scale`: ingredient lines scaled the way a cook measures.
struct ScaleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scale",
        abstract: "Scale ingredient lines, in measures a cook would use.",
        discussion: """
            Examples:
              pepin scale --by 3 "1 teaspoon kosher salt"        -> 1 tablespoon kosher salt
              pepin scale --by 1/4 "1/2 cup butter"              -> 2 tablespoons butter
              pepin scale --servings 6 --from 4 "2 cups flour"   -> 3 cups flour
              pepin scale --by 2 --view weight "1 cup all-purpose flour" -> 250 g all-purpose flour
              cat lines.txt | pepin scale --by 1.5
            """)

    @Argument(help: "Ingredient lines. Reads standard input when none are given.")
    var lines: [String] = []

    @Option(parsing: .unconditional, help: "Scale factor: 3, 1.5, 3/2, 1 1/2 or x2.")
    var by: String?

    @Option(parsing: .unconditional, help: "Servings wanted (with --from).")
    var servings: String?

    @Option(parsing: .unconditional, help: "Servings the recipe makes as written (with --servings).")
    var from: String?

    @Option(help: "compound (\"1/4 cup + 2 tablespoons\") or single (\"6 tablespoons\").")
    var style: ReductionStyle = .compound

    @Option(help: "text, unicode (\"1½\") or html.")
    var format: TextFormat = .text

    @Option(help: "How amounts read: as-written, us, metric (volume) or weight (metric weight).")
    var view: String = "as-written"

    func validate() throws {
        _ = try factor()
        _ = try ingredientView()
    }

    func ingredientView() throws -> IngredientView {
        guard let view = IngredientView(name: view) else {
            throw ValidationError("--view: \"\(view)\" is not a view; use \(IngredientView.namesInProse)")
        }
        return view
    }

    /// The factor from --by, or from --servings and --from.
    func factor() throws -> Rational {
        switch (by, servings, from) {
        case (let by?, nil, nil):
            return try FactorOption.scale(by, option: "--by")
        case (nil, let wanted?, let base?):
            let target = try FactorOption.parse(wanted, option: "--servings")
            let original = try FactorOption.parse(base, option: "--from")
            guard let factor = try? target.divided(by: original) else {
                throw ValidationError("--servings and --from give a factor out of range")
            }
            switch ScalePolicy.check(factor, as: "\(wanted) servings from \(base)") {
            case .success(let factor): return factor
            case .failure(let problem): throw ValidationError("--servings and --from: " + problem.message)
            }
        case (nil, _?, nil), (nil, nil, _?):
            throw ValidationError("--servings and --from go together, e.g. --servings 6 --from 4")
        case (nil, nil, nil):
            throw ValidationError("say how much to scale: --by 3, or --servings 6 --from 4")
        default:
            throw ValidationError("use either --by or --servings with --from, not both")
        }
    }

    func run() throws {
        let factor = try factor()
        let reduction = style
        let textFormat = format
        let view = try ingredientView()
        LineIO.run(lines) { text, bytes, output in
            // Prepared as every surface prepares a line: the catalog knows dry from liquid (no
            // quarts of flour) and converts for the views.
            let prepared = PreparedLine(IngredientLineParser(text, utf8: bytes).line)
            let presented = prepared.presented(scale: factor, view: view, style: reduction, format: textFormat)
            output.out.raw(presented.text)
            output.out.raw("\n")
            if view != .asWritten, let issue = presented.issue, issue != .noAmount, issue != .toTaste {
                output.notes.raw("note: \"\(text)\" stays as written: \(issue.reason)\n")
            }
        }
    }
}

/// Reads a positive number from an option, with a message that names the option.
enum FactorOption {
    /// A scale factor, as ``ScalePolicy`` allows on every surface.
    static func scale(_ text: String, option: String) throws -> Rational {
        switch ScalePolicy.read(text) {
        case .success(let factor): return factor
        case .failure(let problem): throw ValidationError("\(option): " + problem.message)
        }
    }

    /// A count (servings).
    static func parse(_ text: String, option: String) throws -> Rational {
        do {
            return try ScaleFactor.parse(text)
        } catch .notPositive {
            throw ValidationError("\(option) must be above zero, got \"\(text)\"")
        } catch {
            throw ValidationError("\(option): \"\(text)\" is not a number; try 3, 1.5, 3/2 or 1 1/2")
        }
    }
}
