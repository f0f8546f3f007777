import ArgumentParser
import Foundation
import Pepin
import PepinCookbook
import PepinImport

/// `pepin export FILE --format jsonld|text`: prints a recipe as schema.org JSON-LD or as plain
/// text.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Print a recipe as schema.org JSON-LD or as plain text.")

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case jsonld, text
    }

    @Argument(help: "A recipe file (.md, .yaml), or a saved web page (.html).")
    var file: String

    @Option(name: .long, help: "jsonld or text.")
    var format: Format = .text

    func run() throws {
        let recipe = try ExportRecipeReader(path: file).recipe()
        switch format {
        case .jsonld: print(RecipeJSONLD(recipe).text, terminator: "")
        case .text: print(RecipeTextRenderer(recipe).text, terminator: "")
        }
    }
}

/// Reads the recipe to export from a recipe file or a saved page.
struct ExportRecipeReader {
    let path: String

    func recipe() throws -> Recipe {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandError("cannot read \(path)")
        }
        let lower = path.lowercased()
        if lower.hasSuffix(".html") || lower.hasSuffix(".htm") {
            return try RecipePageImporter(page: Array(data), pageName: path).recipe()
        }
        throw CommandError("\(path): reading recipe files needs the cookbook loader")
    }
}
