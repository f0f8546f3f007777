public import Foundation
import Yams

/// A cookbook's settings: from `_config.yml` when the folder is a Jekyll site (its title,
/// description, author, base URL, the collections that hold recipes with their permalinks, and
/// what to exclude), or from `pepin.yaml` in any cookbook folder (the same keys).
///
/// ```yaml
/// title: Recipes
/// collections:
///   recipes:
///     permalink: /:title/
/// exclude: [node_modules, test]
/// ```
public struct SiteSettings: Hashable, Sendable {
    /// A Jekyll collection: recipes live in `_name/` and are published at `permalink`.
    public struct Collection: Hashable, Sendable {
        public var name: String
        /// The permalink pattern (`/:title/`), or `nil` for Pepin's own `recipes/<slug>.html`.
        public var permalink: String?
        /// False when the collection says `output: false`: its recipes are read but not published.
        public var output: Bool
    }

    /// The file the settings came from (`_config.yml`, `pepin.yaml`), or `nil`.
    public var file: String?
    public var title: String?
    public var description: String?
    public var author: String?
    /// The site's base URL, as written (`/`, `/recipes`).
    public var baseURL: String?
    /// The recipe collections of a Jekyll site; empty for a plain folder.
    public var collections: [Collection] = []
    /// Names and simple `*` patterns of files and folders to skip.
    public var exclude: [String] = []
    /// Problems found in the settings file.
    public var diagnostics: [Diagnostic] = []

    /// True when the folder is a Jekyll site (it has `_config.yml`).
    public var isJekyll: Bool { file?.hasSuffix("_config.yml") ?? false }

    /// The keys Pepin reads; Jekyll's other settings (`markdown`, `plugins`, ...) are ignored.
    static let knownKeys = ["title", "description", "author", "baseurl", "url", "collections", "exclude"]

    public init() {}

    /// Reads the settings of `folder`; `displayPrefix` names the file in diagnostics.
    public init(folder: URL, displayPrefix: String) {
        self.init()
        for name in ["_config.yml", "_config.yaml", "pepin.yaml", "pepin.yml"] {
            let url = folder.appendingPathComponent(name)
            guard let data = FileManager.default.contents(atPath: url.path) else { continue }
            let path = displayPrefix.isEmpty || displayPrefix == "." ? name : displayPrefix + "/" + name
            self.init(path: path, text: String(decoding: data, as: UTF8.self))
            if name.hasPrefix("_config") { self.file = "_config.yml" }
            return
        }
    }

    /// Reads settings from the text of a settings file.
    init(path: String, text: String) {
        file = path
        let problem = { (message: String, mark: Mark?) in
            Diagnostic(
                path: path, location: SourceLocation(line: mark?.line ?? 1, column: mark?.column ?? 1), message: message)
        }
        guard text.utf8.count <= LoadLimits.fileBytes else {
            diagnostics.append(problem("the settings file is larger than \(LoadLimits.fileBytes / 1_048_576) MB", nil))
            return
        }
        let root: Node?
        do {
            root = try Parser(yaml: text, encoding: .utf8).singleRoot()
        } catch {
            diagnostics.append(problem("invalid YAML: \(error)", nil))
            return
        }
        guard let mapping = root?.mapping else { return }
        for (key, value) in mapping {
            switch key.scalar?.string ?? "" {
            case "title": title = value.scalar?.string
            case "description": description = value.scalar?.string
            case "author": author = value.scalar?.string ?? value.mapping?["name"]?.scalar?.string
            case "baseurl": baseURL = value.scalar?.string
            case "exclude": exclude = value.array().compactMap { $0.scalar?.string }
            case "collections":
                if let collections = value.mapping {
                    for (name, settings) in collections {
                        guard let name = name.scalar?.string else { continue }
                        let output = settings.mapping?["output"]?.bool ?? true
                        self.collections.append(
                            Collection(name: name, permalink: settings.mapping?["permalink"]?.scalar?.string, output: output))
                    }
                } else {
                    // `collections: [recipes]`
                    for name in value.array().compactMap({ $0.scalar?.string }) {
                        self.collections.append(Collection(name: name, permalink: nil, output: true))
                    }
                }
            default: continue
            }
        }
    }

    /// True when a file or folder at `relative` is excluded.
    func excludes(_ relative: String) -> Bool {
        let components = relative.split(separator: "/").map(String.init)
        return exclude.contains { pattern in
            let trimmed = pattern.hasSuffix("/") ? String(pattern.dropLast()) : pattern
            return relative == trimmed || relative.hasPrefix(trimmed + "/")
                || components.contains { fnmatch(trimmed, $0, 0) == 0 }
        }
    }
}
