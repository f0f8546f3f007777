public import Foundation
import Pepin

/// Reads every recipe file of a folder (and its subfolders) into a ``Cookbook``.
///
/// Files ending in `.md`, `.markdown`, `.yaml` or `.yml` are recipes, except `README.md` and
/// hidden files. Files load in parallel; diagnostics are ordered by path and position so output
/// is the same on every run. Two files with the same slug are an error on the second one.
public struct CookbookLoader: Sendable {
    /// The folder.
    public let folder: URL
    /// How paths are shown in diagnostics: the folder's name, then the path inside it.
    public let displayPrefix: String

    /// Prepares to load `folder`; diagnostics name files as `displayPrefix/relative/path`.
    /// By default the prefix is the folder path as given.
    public init(folder: URL, displayPrefix: String? = nil) {
        self.folder = folder.standardizedFileURL
        self.displayPrefix = displayPrefix ?? folder.relativePath
    }

    /// A problem with the folder itself.
    public struct FolderError: Error, CustomStringConvertible {
        /// What went wrong, with the path.
        public let description: String
    }

    /// The files Pepin reads (recipes and pages), relative to the folder, sorted.
    public func recipeFiles() throws(FolderError) -> [String] {
        try checkFolder()
        return CookbookFiles(folder: folder, settings: SiteSettings(folder: folder, displayPrefix: displayPrefix)).files
            .map(\.relative)
    }

    private func checkFolder() throws(FolderError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw FolderError(description: "\(displayPrefix): no such folder")
        }
        guard FileManager.default.isReadableFile(atPath: folder.path) else {
            throw FolderError(description: "\(displayPrefix): cannot read the folder (permission denied)")
        }
    }

    /// Loads every recipe file and page; problems are in the cookbook's diagnostics.
    public func load(title: String? = nil) throws(FolderError) -> Cookbook {
        try checkFolder()
        let settings = SiteSettings(folder: folder, displayPrefix: displayPrefix)
        let listing = CookbookFiles(folder: folder, settings: settings)
        // Read, parsed and prepared (every line parsed, every food matched) on every core.
        let results = ParallelMap(listing.files) { file in
            let result = load(relative: file.relative, skippingTemplates: file.isPageCandidate)
            return (result, result.recipe.map { PreparedRecipe($0) })
        }.results
        var assembly = CookbookAssembly(display: display)
        assembly.diagnostics = settings.diagnostics
            + listing.problems.map { Diagnostic(path: display($0.relative), location: nil, message: $0.message, severity: .warning) }
        for (file, (result, prepared)) in zip(listing.files, results) { assembly.add(result, prepared: prepared, file: file) }
        if assembly.entries.isEmpty && assembly.diagnostics.errors.isEmpty && listing.files.allSatisfy(\.isPageCandidate) {
            assembly.diagnostics.append(
                Diagnostic(path: displayPrefix, location: nil, message: Self.noRecipesMessage(settings)))
        }
        let name = title ?? settings.title ?? folder.lastPathComponent.replacingOccurrences(of: "-", with: " ")
        var cookbook = Cookbook(
            title: name, entries: assembly.entries, diagnostics: assembly.diagnostics, pages: assembly.pages, settings: settings)
        let shopping = ShoppingFiles(folder: folder, recipes: cookbook.entries, display: display)
        cookbook.menus = shopping.menus
        cookbook.aisles = shopping.aisles
        cookbook.diagnostics += shopping.diagnostics
        return cookbook
    }

    static func noRecipesMessage(_ settings: SiteSettings) -> String {
        if settings.isJekyll {
            let folders = settings.collections.map { "_\($0.name)/" }
            return "no recipe files: in a Jekyll site Pepin reads the collections declared in _config.yml ("
                + (folders.isEmpty ? "none is declared; add \"collections: recipes:\" for _recipes/" : folders.joined(separator: ", "))
                + ")"
        }
        return "no recipe files: Pepin reads .md, .markdown, .yaml and .yml files with YAML front matter "
            + "in this folder and its subfolders (not README.md, hidden files or _ folders)"
    }

    /// Loads one file, relative to the folder; with `skippingTemplates`, a Liquid template is
    /// reported and not read.
    public func load(relative: String, skippingTemplates: Bool = false) -> RecipeFileLoader {
        let url = folder.appendingPathComponent(relative, isDirectory: false)
        let format = RecipeFileLoader.Format(fileExtension: url.pathExtension) ?? .markdown
        let data: [UInt8]
        switch FileBytes.read(url.path, limit: LoadLimits.fileBytes) {
        case .success(let bytes): data = bytes
        case .failure(.permissionDenied):
            return RecipeFileLoader(failure: Diagnostic(path: display(relative), location: nil, message: "cannot read the file (permission denied)"))
        case .failure(.tooLarge(let size)):
            return RecipeFileLoader(
                failure: Diagnostic(
                    path: display(relative), location: nil,
                    message: "the file is \(size / 1_048_576) MB; recipe files over \(LoadLimits.fileBytes / 1_048_576) MB are not read"))
        case .failure(.unreadable):
            return RecipeFileLoader(failure: Diagnostic(path: display(relative), location: nil, message: "cannot read the file"))
        }
        if data.isEmpty || data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            return RecipeFileLoader(failure: Diagnostic(path: display(relative), location: nil, message: "empty file"))
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            return RecipeFileLoader(
                failure: Diagnostic(path: display(relative), location: nil, message: "the file is not UTF-8 text"))
        }
        if skippingTemplates && (text.contains("{%") || text.contains("{{")) {
            return RecipeFileLoader(
                failure: Diagnostic(
                    path: display(relative), location: nil, message: "a Liquid template; Pepin does not publish it",
                    severity: .note))
        }
        return RecipeFileLoader(path: display(relative), text: text, format: format)
    }

    func display(_ relative: String) -> String {
        displayPrefix.isEmpty || displayPrefix == "." ? relative : displayPrefix + "/" + relative
    }
}

extension RecipeFileLoader {
    init(failure: Diagnostic) {
        self.recipe = nil
        self.site = SiteFields()
        self.diagnostics = [failure]
    }
}
