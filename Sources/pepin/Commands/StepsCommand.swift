import ArgumentParser
import Foundation
import Pepin
import PepinCookbook

/// `pepin steps FILE`: a recipe's steps as presented, amounts scaled, temperatures in the view,
/// and (in JSON) each step's timers, temperatures and amounts.
struct StepsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "steps",
        abstract: "Print a recipe's steps: amounts scaled, temperatures in the view, times found.",
        discussion: """
            FILE is a recipe file (.md with front matter, .yaml).
            Examples:
              pepin steps Examples/Cookbook/sourdough.md --by 2
              pepin steps recipe.md --servings 8 --view us --format json
            In JSON each step is {"text", "timers": [{"text", "low", "high"}] (seconds),
            "temperatures", "amounts"}, inside its section when the recipe has titled sections.
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    @Argument(help: "A recipe file.")
    var file: String

    @Option(parsing: .unconditional, help: "Scale factor: 3, 1.5, 3/2, 1 1/2 or x2.")
    var by: String?

    @Option(parsing: .unconditional, help: "Servings wanted; the recipe's own serves (or yields) is the base.")
    var servings: String?

    @Option(help: "How amounts and temperatures read: as-written, us, metric (volume) or weight (metric weight).")
    var view: String = "as-written"

    @Option(help: "text or json.")
    var format: Format = .text

    func validate() throws {
        if by != nil, servings != nil { throw ValidationError("use either --by or --servings, not both") }
        if let by { _ = try FactorOption.scale(by, option: "--by") }
        guard IngredientView(name: view) != nil else {
            throw ValidationError("--view: \"\(view)\" is not a view; use \(IngredientView.namesInProse)")
        }
    }

    func run() throws {
        guard let data = FileManager.default.contents(atPath: file) else { throw CommandError("cannot read \(file)") }
        guard let recipeFormat = RecipeFileLoader.Format(fileExtension: (file as NSString).pathExtension) else {
            throw ValidationError("\(file): not a recipe file; use a .md or .yaml recipe")
        }
        let loaded = RecipeFileLoader(path: file, text: String(decoding: data, as: UTF8.self), format: recipeFormat)
        for diagnostic in loaded.diagnostics { StandardError.print(diagnostic.rendered) }
        guard let recipe = loaded.recipe else { throw ExitStatus.problems.exitCode }
        let prepared = PreparedRecipe(recipe)
        let factor = try scale(prepared)
        let view = IngredientView(name: view) ?? .asWritten
        if format == .json {
            var w = JSONWriter(capacity: 4096)
            let titled = prepared.stepSections.contains { $0.title != nil }
            if titled {
                StepJSON.writeSections(prepared, scale: factor, view: view, into: &w)
            } else {
                w.raw("[")
                for (index, step) in prepared.steps.enumerated() {
                    if index > 0 { w.raw(",") }
                    StepJSON.write(step, scale: factor, view: view, into: &w)
                }
                w.raw("]")
            }
            print(String(decoding: w.bytes, as: UTF8.self))
            return
        }
        var number = 0
        for section in prepared.stepSections {
            if let title = section.title { print(title) }
            for step in section.steps {
                number += 1
                print("\(number). " + step.presented(scale: factor, view: view))
            }
        }
    }

    /// The factor from --by, or --servings over the recipe's servings (else its yield).
    private func scale(_ prepared: PreparedRecipe) throws -> Rational {
        if let by { return try FactorOption.scale(by, option: "--by") }
        guard let servings else { return .one }
        let wanted = try FactorOption.parse(servings, option: "--servings")
        guard let base = prepared.servings ?? prepared.yield else {
            throw ValidationError("--servings: \(file) says neither how many it serves nor what it makes; use --by")
        }
        guard let factor = try? ScaleFactor.toYield(from: base, target: wanted) else {
            throw ValidationError("--servings: \(servings) is out of range for a recipe that serves \(QuantityPresenter(.exact(base.quantity.low)).text)")
        }
        switch ScalePolicy.check(factor, as: "\(servings) servings") {
        case .success(let factor): return factor
        case .failure(let problem): throw ValidationError("--servings: " + problem.message)
        }
    }
}
