import ArgumentParser
import Foundation
import Pepin

/// `pepin-bench list`: merging 50 prepared recipes into one shopping list.
struct BenchListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Measure merging prepared recipes into one shopping list (target: 50 recipes under 5 ms).",
        discussion: "Build in release mode first: swift run -c release pepin-bench list")

    @Option(help: "JSON Lines file with a \"sentence\" field per line.")
    var data: String = "../shared/data/ingredients/dev.jsonl"

    @Option(help: "Recipes merged into one list.")
    var recipes: Int = 50

    @Option(help: "Lines per recipe.")
    var lines: Int = 12

    @Option(help: "Merges measured.")
    var passes: Int = 200

    func run() throws {
        let sentences = try DevSet.sentences(at: data)
        guard sentences.count >= recipes * lines else { throw ValidationError("need \(recipes * lines) lines in \(data)") }
        // Prepared once, as every surface holds recipes; the merge is what is measured.
        let scales = [Rational(1), Rational(2), Rational(3, 2), Rational(1, 2)]
        let shopping = (0..<recipes).map { index in
            ShoppingRecipe(
                lines: sentences[(index * lines)..<((index + 1) * lines)].map { PreparedLine($0) }, scale: scales[index % scales.count])
        }
        let clock = ContinuousClock()
        var checksum = 0
        for view in IngredientView.allCases { checksum &+= ShoppingList(shopping, view: view).items.count }
        var report: [String] = []
        for view in IngredientView.allCases {
            let time = clock.measure {
                for _ in 0..<passes { checksum &+= ShoppingList(shopping, view: view).items.count }
            }
            let seconds = Double(time.components.seconds) + Double(time.components.attoseconds) / 1e18
            report.append(String(format: "%-11@ %8.3f ms per list", view.name as NSString, seconds / Double(passes) * 1000))
        }
        let items = ShoppingList(shopping).items.count
        print("list: \(recipes) recipes x \(lines) lines (\(recipes * lines) lines, \(items) items), \(passes) merges per view, one core")
        for line in report { print(line) }
        print("(checksum \(checksum))")
    }
}
