import Foundation

/// The files of a cookbook folder that Pepin reads, and what each is for.
///
/// A plain folder: every `.md`, `.markdown`, `.yaml`, `.yml` file in it and its subfolders, except
/// `README.md`, `pepin.yaml`, the shopping files (`aisles.yaml`, `pantry.yaml`,
/// `menus/*.yaml`: see ``ShoppingFiles``), hidden files and `_` folders. A Jekyll site (it has `_config.yml`):
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
        let base = folder.path.hasSuffix("/") && folder.path.count > 1 ? String(folder.path.dropLast()) : folder.path
        var files: [File] = []
        var problems: [(relative: String, message: String)] = []
        FolderListing.walk(base) { entry in
            let relative = entry.relative
            let name = entry.name
            let isFolder = entry.kind == .folder
            let topFolder = relative.split(separator: "/").first.map(String.init) ?? relative
            let collection = settings.collections.first { "_" + $0.name == topFolder }
            if name.hasPrefix(".") || settings.excludes(relative)
                || (name.hasPrefix("_") && !(isFolder && relative == topFolder && collection != nil))
            {
                return false
            }
            if isFolder { return true }
            guard let format = RecipeFileLoader.Format(fileExtension: (name as NSString).pathExtension),
                !["readme.md", "pepin.yaml", "pepin.yml"].contains(name.lowercased()),
                !ShoppingFiles.isShoppingFile(relative)
            else { return false }
            if entry.kind == .brokenLink {
                problems.append((relative, "links to a file that is not there; skipped"))
                return false
            }
            guard entry.kind == .file || entry.kind == .linkToFile else { return false }
            if entry.kind == .linkToFile {
                // A link may point anywhere on the machine: only files that stay inside are read.
                let target = URL(fileURLWithPath: base + "/" + relative).resolvingSymlinksInPath().path
                if !target.hasPrefix(root + "/") {
                    problems.append((relative, "links outside the cookbook folder (to \(target)); skipped"))
                    return false
                }
            }
            if settings.isJekyll && collection == nil {
                // Outside the collections only Markdown pages are read; a Liquid template never.
                guard format == .markdown, !relative.contains("/") else { return false }
                files.append(File(relative: relative, collection: nil, isPageCandidate: true))
            } else {
                files.append(File(relative: relative, collection: collection, isPageCandidate: false))
            }
            return false
        } unreadable: { relative in
            problems.append((relative, "cannot read the folder; its recipes are skipped"))
        }
        files.sort { $0.relative < $1.relative }
        self.files = files
        self.problems = problems
    }
}
