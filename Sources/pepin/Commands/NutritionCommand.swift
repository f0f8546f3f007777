import ArgumentParser
import Foundation
import Pepin
import PepinCookbook

/// `pepin nutrition FILE`: nutrition facts of a recipe file, for the recipe and per serving.
struct NutritionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "nutrition",
        abstract: "Print the nutrition facts of a recipe file, for the recipe and per serving.",
        discussion: """
            FILE is a recipe file (.md with front matter, .yaml) or a text file of ingredient lines.
            Servings come from the recipe's "serves" (else "yields"), or --servings.
            Example: pepin nutrition Examples/Cookbook/buttermilk-pancakes.md --scale 2
            Nutrients: USDA National Nutrient Database for Standard Reference, Release 28.
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, html }

    @Argument(help: "A recipe file, or a text file with one ingredient line per line.")
    var file: String

    @Option(help: "Scale factor: 3, 1.5, 3/2, 1 1/2 or x2.")
    var scale: String = "1"

    @Option(help: "Servings of the recipe as written (overrides the file's).")
    var servings: String?

    @Option(help: "text or html.")
    var format: Format = .text

    func run() throws {
        let factor = try FactorOption.scale(scale, option: "--scale")
        guard let data = FileManager.default.contents(atPath: file) else {
            throw CommandError("cannot read \(file)")
        }
        let text = String(decoding: data, as: UTF8.self)
        var lines: [String]
        var count: Rational? = nil
        if let recipeFormat = RecipeFileLoader.Format(fileExtension: (file as NSString).pathExtension) {
            let loaded = RecipeFileLoader(path: file, text: text, format: recipeFormat)
            for diagnostic in loaded.diagnostics { StandardError.print(diagnostic.rendered) }
            guard let recipe = loaded.recipe else { throw ExitStatus.problems.exitCode }
            lines = recipe.allIngredientLines
            count = RecipeNutrition.servings(serves: recipe.serves, yields: recipe.yields)
        } else {
            lines = text.split(separator: "\n").map(String.init).filter { !$0.allSatisfy(\.isWhitespace) }
        }
        if let servings { count = try FactorOption.parse(servings, option: "--servings") }
        // Worked out at 1x and presented at the scale, as every surface does.
        let facts = RecipeNutrition(prepared: lines.map { PreparedLine($0) }, servings: count)
        print(NutritionLabelPresenter(facts, scale: factor, format: format == .html ? .html : .text).text)
    }
}
