import Foundation

/// The files of a cookbook folder that Pepin reads, and what each is for.
///
/// A plain folder: every `.md`, `.markdown`, `.yaml`, `.yml` file in it and its subfolders, except
/// `README.md`, `pepin.yaml`, hidden files and `_` folders. A Jekyll site (it has `_config.yml`):
/// the files of the collections it declares (`_recipes/`), and its top-level Markdown files as
/// candidate pages. Both honour `exclude:`. Files that link outside the folder and folders that
/// cannot be read are reported, never read and never skipped without a word.
struct CookbookFiles {
    /// One file to read.
    struct File: Hashable {
        /// Relative to the cookbook folder.
        var relative: String
        /// The Jekyll collection it belongs to; `nil` in a plain folder or outside collections.
        var collection: SiteSettings.Collection?
        /// True for a Jekyll site's file outside its collections: a page, unless it has ingredients.
        var isPageCandidate: Bool
    }

    private(set) var files: [File] = []
    /// Files and folders that were not read, and why.
    private(set) var problems: [(relative: String, message: String)] = []

    init(folder: URL, settings: SiteSettings) {
        let root = folder.resolvingSymlinksInPath().path
        var errors: [(URL, any Error)] = []
        let enumerator = FileManager.default.enumerator(
            at: folder, includingPropertiesForKeys: [.isDirectoryKey, .isSymbolicLinkKey], options: [],
            errorHandler: { url, error in
                errors.append((url, error))
                return true
            })
        let prefix = folder.path.hasSuffix("/") ? folder.path : folder.path + "/"
        while let url = enumerator?.nextObject() as? URL {
            guard url.path.hasPrefix(prefix) else { continue }
            let relative = String(url.path.dropFirst(prefix.count))
            let name = url.lastPathComponent
            let isDirectory = (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false
            let topFolder = relative.split(separator: "/").first.map(String.init) ?? relative
            let collection = settings.collections.first { "_" + $0.name == topFolder }
            if name.hasPrefix(".") || settings.excludes(relative)
                || (name.hasPrefix("_") && !(isDirectory && relative == topFolder && collection != nil))
            {
                if isDirectory { enumerator?.skipDescendants() }
                continue
            }
            if isDirectory {
                if (try? FileManager.default.contentsOfDirectory(atPath: url.path)) == nil {
                    problems.append((relative, "cannot read the folder; its recipes are skipped"))
                    enumerator?.skipDescendants()
                }
                continue
            }
            guard let format = RecipeFileLoader.Format(fileExtension: url.pathExtension),
                !["readme.md", "pepin.yaml", "pepin.yml"].contains(name.lowercased())
            else { continue }
            // A link may point anywhere on the machine: only files that stay inside are read.
            let target = url.resolvingSymlinksInPath().path
            if target != url.path, !target.hasPrefix(root + "/") {
                problems.append((relative, "links outside the cookbook folder (to \(target)); skipped"))
                continue
            }
            if settings.isJekyll && collection == nil {
                // Outside the collections only Markdown pages are read; a Liquid template never.
                guard format == .markdown, !relative.contains("/") else { continue }
                files.append(File(relative: relative, collection: nil, isPageCandidate: true))
            } else {
                files.append(File(relative: relative, collection: collection, isPageCandidate: false))
            }
        }
        for (url, error) in errors {
            let relative = url.path.hasPrefix(prefix) ? String(url.path.dropFirst(prefix.count)) : url.path
            problems.append((relative, "cannot read: \((error as NSError).localizedDescription)"))
        }
        files.sort { $0.relative < $1.relative }
    }
}
