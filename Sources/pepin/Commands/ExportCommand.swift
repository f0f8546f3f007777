import ArgumentParser
import Foundation
import Pepin
import PepinCookbook
import PepinImport

/// `pepin export FILE --format jsonld|text|paprika|cooklang [--output FILE]`: prints a recipe as
/// schema.org JSON-LD, as plain text, as a Paprika export (`.paprikarecipes`, never to a terminal)
/// or as a Cooklang file (`.cook`); `pepin import` reads the last two back. A Paprika export takes
/// many recipes, or a whole cookbook folder, into one archive.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Print a recipe as schema.org JSON-LD, as plain text, as a Paprika export, or as Cooklang.")

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case jsonld, text, paprika, cooklang
    }

    @Argument(help: "A recipe file (.md, .yaml), or a saved web page (.html); for paprika, any number of them or a cookbook folder.")
    var files: [String]

    @Option(name: .long, help: "jsonld, text, paprika (a .paprikarecipes archive: --output FILE or redirect it), or cooklang (a .cook file).")
    var format: Format = .text

    @Option(name: .long, help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"))
    var output: String?

    func run() throws {
        // Like gzip, a binary archive is never written to a terminal, before any work is done.
        if format == .paprika, output == nil, isatty(STDOUT_FILENO) != 0 {
            throw CommandError(
                "a Paprika export is a zip archive, not text for a terminal: use --output FILE.paprikarecipes, or redirect it (> FILE.paprikarecipes)",
                status: .usage)
        }
        let paths = try ExportRecipeReader.paths(files, many: format == .paprika)
        let data: Data
        if format == .paprika {
            var (recipes, photos): ([Recipe], [[UInt8]?]) = ([], [])
            for path in paths {
                let recipe = try ExportRecipeReader(path: path).recipe()
                let photo = PaprikaPhotoFile(image: recipe.image, recipeFile: URL(fileURLWithPath: path))
                if let problem = photo.problem {
                    FileHandle.standardError.write(Data("warning: \(path): \(problem); exported without a photo\n".utf8))
                }
                recipes.append(recipe)
                photos.append(photo.bytes)
            }
            data = try PaprikaArchiveWriter(recipes, photos: photos).data
        } else {
            let recipe = try ExportRecipeReader(path: paths[0]).recipe()
            switch format {
            case .jsonld:
                let facts = RecipeNutrition(
                    prepared: PreparedRecipe(recipe).lines, servings: RecipeNutrition.servings(serves: recipe.serves, yields: recipe.yields))
                data = Data((RecipeJSONLD(recipe, computedNutrition: facts).text + "\n").utf8)
            case .text: data = Data(RecipeTextRenderer(recipe).text.utf8)
            default: data = Data(CooklangRecipeWriter(recipe).text.utf8)
            }
        }
        guard let output else { return FileHandle.standardOutput.write(data) }
        do {
            try data.write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            throw CommandError("cannot write \(output): \(error.localizedDescription)")
        }
    }
}

/// Reads the recipe to export from a recipe file or a saved page.
struct ExportRecipeReader {
    let path: String

    /// The files `arguments` name: one, or (`many`) any number, a folder standing for the recipes
    /// its cookbook holds (``CookbookLoader``; a README or a pantry is none).
    static func paths(_ arguments: [String], many: Bool) throws -> [String] {
        guard many || arguments.count == 1 else {
            throw CommandError("export takes one recipe in this format; --format paprika takes many, or a folder", status: .usage)
        }
        var paths: [String] = []
        for argument in arguments {
            var isFolder: ObjCBool = false
            guard many, FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder), isFolder.boolValue else {
                paths.append(argument)
                continue
            }
            // The recipes the cookbook itself reads (subfolders and its settings included), not a second listing.
            let folder = URL(fileURLWithPath: argument)
            let cookbook: Cookbook
            do {
                cookbook = try CookbookLoader(folder: folder).load()
            } catch {
                throw CommandError(error.description, status: .io)
            }
            paths += cookbook.entries.map { folder.appendingPathComponent($0.path).path }
            if paths.isEmpty { throw CommandError("\(argument): no recipe files in this folder") }
        }
        return paths
    }

    func recipe() throws -> Recipe {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandError("cannot read \(path)")
        }
        let fileExtension = URL(fileURLWithPath: path).pathExtension
        if ["html", "htm"].contains(fileExtension.lowercased()) {
            return try RecipePageImporter(page: Array(data), pageName: path).recipe()
        }
        guard let format = RecipeFileLoader.Format(fileExtension: fileExtension) else {
            throw CommandError("\(path): expected a recipe file (.md, .yaml) or a saved page (.html)", status: .usage)
        }
        let loaded = RecipeFileLoader(path: path, text: String(decoding: data, as: UTF8.self), format: format)
        guard let recipe = loaded.recipe else {
            throw CommandError(loaded.diagnostics.map { "\($0)" }.joined(separator: "\n"), status: .problems)
        }
        return recipe
    }
}
