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

    /// The recipe files, relative to the folder, sorted.
    public func recipeFiles() throws(FolderError) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory),
            isDirectory.boolValue
        else {
            throw FolderError(description: "\(displayPrefix): no such folder")
        }
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else {
            throw FolderError(description: "\(displayPrefix): cannot read the folder")
        }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") || name.hasPrefix("_") {
                if (enumerator.fileAttributes?[.type] as? FileAttributeType) == .typeDirectory {
                    enumerator.skipDescendants()
                }
                continue
            }
            guard RecipeFileLoader.Format(fileExtension: (name as NSString).pathExtension) != nil,
                name.lowercased() != "readme.md"
            else { continue }
            files.append(relative)
        }
        return files.sorted()
    }

    /// Loads every recipe file; problems are in the cookbook's diagnostics.
    public func load(title: String? = nil) throws(FolderError) -> Cookbook {
        let files = try recipeFiles()
        let results = ParallelMap(files) { relative in load(relative: relative) }.results
        var entries: [CookbookEntry] = []
        var diagnostics: [Diagnostic] = []
        var slugOwners: [String: String] = [:]
        for (relative, result) in zip(files, results) {
            diagnostics += result.diagnostics
            guard let recipe = result.recipe else { continue }
            let slug = SlugMaker((relative as NSString).lastPathComponent).slug
            if let owner = slugOwners[slug] {
                diagnostics.append(
                    Diagnostic(
                        path: display(relative), location: SourceLocation(line: 1, column: 1),
                        message: "another recipe already has the address \"\(slug)\" (\(display(owner))); rename one file"))
                continue
            }
            slugOwners[slug] = relative
            entries.append(CookbookEntry(path: relative, slug: slug, recipe: recipe))
        }
        let name = title ?? folder.lastPathComponent.replacingOccurrences(of: "-", with: " ")
        return Cookbook(title: name, entries: entries, diagnostics: diagnostics)
    }

    /// Loads one file, relative to the folder.
    public func load(relative: String) -> RecipeFileLoader {
        let url = folder.appendingPathComponent(relative)
        let format = RecipeFileLoader.Format(fileExtension: url.pathExtension) ?? .markdown
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return RecipeFileLoader(failure: Diagnostic(path: display(relative), location: nil, message: "cannot read the file"))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return RecipeFileLoader(
                failure: Diagnostic(path: display(relative), location: nil, message: "the file is not UTF-8 text"))
        }
        return RecipeFileLoader(path: display(relative), text: text, format: format)
    }

    private func display(_ relative: String) -> String {
        displayPrefix.isEmpty || displayPrefix == "." ? relative : displayPrefix + "/" + relative
    }
}

extension RecipeFileLoader {
    init(failure: Diagnostic) {
        self.recipe = nil
        self.diagnostics = [failure]
    }
}
