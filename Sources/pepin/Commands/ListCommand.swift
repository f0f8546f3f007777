import ArgumentParser
import Foundation
import Pepin
import PepinCookbook

/// `pepin list FILE[:FACTOR]... | MENU.yaml`: one shopping list for several recipes, one line per
/// food, grouped by aisle.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Print one shopping list for several recipes, or for a menu, grouped by aisle.",
        discussion: """
            Each FILE is a recipe file, optionally with a scale after a colon: chili.md:2, cake.md:1/2.
            A MENU is a menus/*.yaml file of a cookbook; its recipes come from that cookbook.
            The cookbook's aisles.yaml and pantry.yaml (next to the first recipe, or the menu's
            cookbook) place foods in aisles and list staples apart.
            Example: pepin list pancakes.md chili.md:2 --format text
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, markdown, json }

    @Argument(help: "Recipe files (FILE or FILE:FACTOR), or one menu file (menus/NAME.yaml).")
    var files: [String]

    @Option(help: "as-written, us, metric or weight.")
    var view: IngredientView = .asWritten

    @Option(help: "text, markdown or json.")
    var format: Format = .text

    func run() throws {
        let (recipes, guide, title) = try read()
        let list = ShoppingList(recipes, guide: guide, view: view, format: format == .text || format == .json ? .text : .unicode)
        switch format {
        case .json: print(ShoppingListJSON.text(list))
        case .text, .markdown: print(ShoppingListTextRenderer(list, markdown: format == .markdown, title: title).text, terminator: "")
        }
    }

    private func read() throws -> ([ShoppingRecipe], AisleGuide, String?) {
        if files.count == 1, let menu = try menuFile(files[0]) { return menu }
        var recipes: [ShoppingRecipe] = []
        var failed = false
        for argument in files {
            let (path, factor) = try Self.split(argument)
            guard let format = RecipeFileLoader.Format(fileExtension: (path as NSString).pathExtension) else {
                throw ValidationError("\(path): not a recipe file; use .md, .markdown, .yaml or .yml")
            }
            guard let data = FileManager.default.contents(atPath: path) else { throw CommandError("cannot read \(path)") }
            let loaded = RecipeFileLoader(path: path, text: String(decoding: data, as: UTF8.self), format: format)
            for diagnostic in loaded.diagnostics { StandardError.print(diagnostic.rendered) }
            guard let recipe = loaded.recipe else {
                failed = true
                continue
            }
            recipes.append(ShoppingRecipe(PreparedRecipe(recipe), scale: factor))
        }
        if failed { throw ExitStatus.problems.exitCode }
        let folder = ((try Self.split(files[0]).path) as NSString).deletingLastPathComponent
        return (recipes, try Self.guide(in: folder.isEmpty ? "." : folder), nil)
    }

    /// A menu of a cookbook (`.../menus/NAME.yaml`), or `nil` when `path` is not one.
    private func menuFile(_ path: String) throws -> ([ShoppingRecipe], AisleGuide, String?)? {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        guard url.deletingLastPathComponent().lastPathComponent == "menus",
            ["yaml", "yml"].contains(url.pathExtension.lowercased())
        else { return nil }
        let folder = url.deletingLastPathComponent().deletingLastPathComponent()
        let cookbook: Cookbook
        do {
            cookbook = try CookbookLoader(folder: folder, displayPrefix: folder.relativePath).load()
        } catch {
            throw CommandError(error.description)
        }
        let relative = "menus/" + url.lastPathComponent
        let problems = cookbook.diagnostics.filter {
            $0.severity == .error && ($0.path.hasSuffix(relative) || $0.path.hasSuffix("aisles.yaml") || $0.path.hasSuffix("pantry.yaml"))
        }
        for diagnostic in problems { StandardError.print(diagnostic.rendered) }
        guard problems.isEmpty, let menu = cookbook.menus.first(where: { $0.path == relative }) else {
            if problems.isEmpty { throw CommandError("cannot read \(path)") }
            throw ExitStatus.problems.exitCode
        }
        return (menu.shoppingRecipes(in: cookbook), cookbook.aisles, menu.title)
    }

    /// "chili.md:2" is chili.md at 2x; "chili.md" is at 1x.
    static func split(_ argument: String) throws -> (path: String, factor: Rational) {
        guard let colon = argument.lastIndex(of: ":"), !FileManager.default.fileExists(atPath: argument) else {
            return (argument, .one)
        }
        let path = String(argument[..<colon])
        return (path, try FactorOption.scale(String(argument[argument.index(after: colon)...]), option: path))
    }

    /// The aisles and staples of the cookbook folder `folder`.
    static func guide(in folder: String) throws -> AisleGuide {
        func text(_ name: String) -> String? {
            FileManager.default.contents(atPath: folder + "/" + name).map { String(decoding: $0, as: UTF8.self) }
        }
        let files = AisleFiles(
            aisles: text("aisles.yaml"), aislesPath: folder + "/aisles.yaml", pantry: text("pantry.yaml"), pantryPath: folder + "/pantry.yaml")
        for diagnostic in files.diagnostics { StandardError.print(diagnostic.rendered) }
        if !files.diagnostics.errors.isEmpty { throw ExitStatus.problems.exitCode }
        return files.guide
    }
}
