import Foundation
import Pepin

/// The shopping files of a cookbook folder, read after its recipes: `aisles.yaml` and
/// `pantry.yaml` at the top (``AisleFiles``), and each `menus/*.yaml` (``MenuFileLoader``). None is
/// a recipe; a problem in one is a positioned diagnostic like a recipe's.
struct ShoppingFiles {
    private(set) var menus: [Menu] = []
    private(set) var aisles: AisleGuide = .standard
    private(set) var diagnostics: [Diagnostic] = []

    /// True for a path (relative to the cookbook folder) that is a shopping file, not a recipe.
    static func isShoppingFile(_ relative: String) -> Bool {
        let lowered = relative.lowercased()
        return ["aisles.yaml", "aisles.yml", "pantry.yaml", "pantry.yml"].contains(lowered) || lowered.hasPrefix("menus/")
    }

    init(folder: URL, recipes: [CookbookEntry], display: (String) -> String) {
        func text(_ relative: String) -> String? {
            switch FileBytes.read(folder.appendingPathComponent(relative).path, limit: LoadLimits.fileBytes) {
            case .success(let bytes): return String(decoding: bytes, as: UTF8.self)
            case .failure(.unreadable): return nil
            case .failure(let problem):
                diagnostics.append(Diagnostic(path: display(relative), location: nil, message: "cannot read the file (\(problem))"))
                return nil
            }
        }
        func first(_ names: [String]) -> (name: String, text: String?) {
            for name in names { if let found = text(name) { return (name, found) } }
            return (names[0], nil)
        }
        let aisleFile = first(["aisles.yaml", "aisles.yml"])
        let pantryFile = first(["pantry.yaml", "pantry.yml"])
        let files = AisleFiles(
            aisles: aisleFile.text, aislesPath: display(aisleFile.name), pantry: pantryFile.text, pantryPath: display(pantryFile.name))
        aisles = files.guide
        diagnostics += files.diagnostics
        let menuFolder = folder.appendingPathComponent("menus")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: menuFolder.path)) ?? []
        for name in names.sorted() where !name.hasPrefix(".") && ["yaml", "yml"].contains((name as NSString).pathExtension.lowercased()) {
            let relative = "menus/" + name
            guard let text = text(relative) else { continue }
            let loaded = MenuFileLoader(path: display(relative), relative: relative, text: text, recipes: recipes)
            diagnostics += loaded.diagnostics
            if let menu = loaded.menu { menus.append(menu) }
        }
    }
}
