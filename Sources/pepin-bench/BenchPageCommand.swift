import ArgumentParser
import Foundation
import Pepin
import PepinCookbook

/// `pepin-bench page`: recipe pages rendered per second at a new scale each time, as `pepin serve`
/// renders them (the scale-free parts kept), with the share of presenting the ingredient lines.
struct BenchPageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "page",
        abstract: "Measure recipe pages rendered per second at random scales, one core (use a release build).")

    @Argument(help: "The cookbook folder.")
    var folder: String = "Examples/Cookbook"

    @Option(help: "The recipe's slug.")
    var slug: String = "black-bean-chili"

    @Option(help: "The view: \(IngredientView.allCases.map(\.name).joined(separator: ", ")).")
    var view: String = "as-written"

    @Option(help: "Pages to render.")
    var count: Int = 20000

    func run() throws {
        guard let view = IngredientView(name: view) else { throw ValidationError("unknown view \"\(view)\"") }
        let cookbook = try CookbookLoader(folder: URL(fileURLWithPath: folder)).load()
        guard let entry = cookbook.entry(slug: slug) else { throw ValidationError("no recipe \"\(slug)\" in \(folder)") }
        let options = PageOptions(rootPath: "/", hasScaling: true, liveReload: true, serverScaling: true, pageExtension: "")
        let parts = RecipePageParts(
            entry: entry, cookbookTitle: cookbook.title, view: view, options: options, cookbookFolder: URL(fileURLWithPath: folder))
        var random = SystemRandomNumberGenerator()
        let scales = (0..<count).map { _ in Rational(Int64.random(in: 1...999, using: &random), Int64.random(in: 1...999, using: &random)) }
        let clock = ContinuousClock()
        var bytes = 0
        let pages = clock.measure {
            for scale in scales {
                bytes &+= RecipePageRenderer(
                    entry: entry, cookbookTitle: cookbook.title, scale: scale, view: view, options: options, parts: parts
                ).bytes.count
            }
        }
        let lines = clock.measure {
            for scale in scales { bytes &+= ScaledRecipe(entry.prepared, scale: scale, view: view).sections.count }
        }
        func microseconds(_ duration: Duration) -> Double {
            (Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12) / Double(count)
        }
        let page = microseconds(pages)
        let presenting = microseconds(lines)
        print("\(slug), \(view.name), \(entry.prepared.lines.count) lines, \(count) random scales, one core")
        print(String(format: "page:              %8.1f µs  (%.0f pages/s)", page, 1e6 / page))
        print(String(format: "  lines presented: %8.1f µs  (%.0f%% of the page)", presenting, presenting / page * 100))
        print("(checksum \(bytes))")
    }
}
