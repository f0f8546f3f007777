public import Foundation

/// Builds a static site from a loaded cookbook: `index.html`, `recipes/<slug>.html`, `assets/`.
///
/// Pages are written into a temporary folder beside the output; only when every page is written
/// does it take the output folder's place, so a failed build never leaves a half-written site.
/// An existing output folder is replaced only if an earlier build made it (it holds the
/// `.pepin-site` marker) or it is empty, so a mistyped `--output` cannot delete your files.
public struct SiteBuilder: Sendable {
    /// A build that could not finish; the output folder is as it was.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong and where.
        public let description: String
    }

    /// The cookbook to publish.
    public let cookbook: Cookbook
    /// Where the site goes.
    public let output: URL
    /// Stylesheet, script and the optional core.
    public let assets: SiteAssets
    /// The cookbook folder, to publish local images; `nil` publishes web images only.
    public let cookbookFolder: URL?

    static let marker = ".pepin-site"

    /// Prepares a build of `cookbook` into `output`.
    public init(cookbook: Cookbook, output: URL, assets: SiteAssets, cookbookFolder: URL? = nil) {
        self.cookbookFolder = cookbookFolder
        self.cookbook = cookbook
        self.output = output.standardizedFileURL
        self.assets = assets
    }

    /// Writes the site, reporting each state to `progress`.
    /// - Returns: the number of recipe pages written.
    /// - Throws: ``Failure`` when a file cannot be written or the output folder cannot be replaced.
    @discardableResult
    public func build(progress: (BuildState) -> Void = { _ in }) throws(Failure) -> Int {
        var state = BuildState.loading
        func advance(_ event: BuildState.Event) {
            // The builder drives its own machine; an invalid transition is a programming error.
            guard let next = try? state.applying(event) else { preconditionFailure("\(state) cannot take \(event)") }
            state = next
            progress(state)
        }
        let fileManager = FileManager.default
        let parent = output.deletingLastPathComponent()
        let staging = parent.appendingPathComponent(".\(output.lastPathComponent).pepin-\(UUID().uuidString.prefix(8))")
        do {
            try checkOutputIsReplaceable()
            FolderSwap.removeStale(besides: output, except: staging)
            try fileManager.createDirectory(at: staging.appendingPathComponent("assets"), withIntermediateDirectories: true)
            advance(.loaded(recipes: cookbook.entries.count))
            // The index renders beside the recipe pages, not alone after them.
            let index = ConcurrentValue {
                IndexPageRenderer(cookbook: cookbook, options: PageOptions(rootPath: "", hasScaling: assets.hasScaling)).html
            }
            try writePages(into: staging) { count in advance(.rendered(count: count)) }
            try writeShared(into: staging, index: index.value)
            try replaceOutput(with: staging)
            advance(.replaced)
        } catch {
            try? fileManager.removeItem(at: staging)
            let reason = (error as? Failure)?.description ?? "\(error.localizedDescription)"
            advance(.failed(reason: reason))
            throw Failure(description: reason)
        }
        return cookbook.entries.count
    }

    private func checkOutputIsReplaceable() throws(Failure) {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: output.path, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else { throw Failure(description: "\(output.path) is a file, not a folder") }
        let contents = (try? fileManager.contentsOfDirectory(atPath: output.path)) ?? []
        if !contents.isEmpty && !contents.contains(Self.marker) {
            throw Failure(
                description: "\(output.path) holds files that pepin did not build; choose an empty or new folder")
        }
    }

    /// Renders and writes the recipe pages on all cores, in batches so progress can be shown.
    private func writePages(into staging: URL, rendered: (Int) -> Void) throws {
        let entries = cookbook.entries
        let options = PageOptions(hasScaling: assets.hasScaling)
        let title = cookbook.title
        let cookbookFolder = cookbookFolder
        var folders = Set(entries.map { ($0.address.file as NSString).deletingLastPathComponent })
        folders.remove("")
        for folder in folders {
            try FileManager.default.createDirectory(at: staging.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let stagingPath = staging.path
        let batch = 500
        for start in stride(from: 0, to: entries.count, by: batch) {
            let slice = Array(entries[start..<min(start + batch, entries.count)])
            let failures = ParallelMap(slice) { entry -> String? in
                let html = RecipePageRenderer(
                    entry: entry, cookbookTitle: title, options: options.at(entry.address), cookbookFolder: cookbookFolder
                ).bytes
                // A path, not a URL: appending to a file URL asks the file system whether it is a folder.
                let path = stagingPath + "/" + entry.address.file
                do {
                    try PageFileWriter(path: path, bytes: html).write()
                    if entry.recipe.image != nil { try Self.copyImage(of: entry, from: cookbookFolder, into: staging) }
                    return nil
                } catch {
                    return "cannot write \(path): \(error.localizedDescription)"
                }
            }.results.compactMap { $0 }
            if let failure = failures.first { throw Failure(description: failure) }
            rendered(slice.count)
        }
    }

    /// Copies a local image into `images/<slug>/`; a missing image file is not an error (the page
    /// shows the alt text), as a broken link would not be on any static host.
    private static func copyImage(of entry: CookbookEntry, from folder: URL?, into staging: URL) throws {
        let reference = ImageReference(entry: entry, folder: folder)
        guard let file = reference.localFile, let sitePath = reference.sitePath,
            FileManager.default.fileExists(atPath: file.path)
        else { return }
        let target = staging.appendingPathComponent(sitePath)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: file, to: target)
    }

    private func writeShared(into staging: URL, index: String) throws {
        try Data(index.utf8).write(to: staging.appendingPathComponent("index.html"))
        for page in cookbook.pages {
            let url = staging.appendingPathComponent(page.address.file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            let options = PageOptions(hasScaling: assets.hasScaling).at(page.address)
            try Data(PlainPageRenderer(page: page, cookbook: cookbook, options: options).html.utf8).write(to: url)
        }
        for file in assets.files {
            try file.contents.write(to: staging.appendingPathComponent(file.path))
        }
        // The shopping list (shared by every page through localStorage, merged by the core, so
        // only in a site that has it), and one page per menu.
        if assets.hasScaling {
            let shopping = ShoppingPageRenderer(cookbook: cookbook, options: PageOptions(rootPath: "", hasScaling: true))
            try Data(shopping.listHTML.utf8).write(to: staging.appendingPathComponent("list.html"))
        }
        if !cookbook.menus.isEmpty {
            let menus = staging.appendingPathComponent("menus")
            try FileManager.default.createDirectory(at: menus, withIntermediateDirectories: true)
            let options = PageOptions(rootPath: "../", hasScaling: assets.hasScaling)
            for menu in cookbook.menus {
                let html = ShoppingPageRenderer(cookbook: cookbook, options: options).menuHTML(menu)
                try Data(html.utf8).write(to: menus.appendingPathComponent(menu.slug + ".html"))
            }
        }
        try Data("Built by pepin; `pepin build` replaces this folder.\n".utf8).write(
            to: staging.appendingPathComponent(Self.marker))
    }

    /// Swaps the new site in atomically (see ``FolderSwap``) and deletes the old one; where the
    /// system cannot exchange, moves the old site aside and the new one in.
    private func replaceOutput(with staging: URL) throws {
        let fileManager = FileManager.default
        guard fileManager.fileExists(atPath: output.path) else {
            try fileManager.moveItem(at: staging, to: output)
            return
        }
        if FolderSwap.exchange(staging, output) {
            try? fileManager.removeItem(at: staging)
            return
        }
        let old = staging.deletingLastPathComponent().appendingPathComponent(staging.lastPathComponent + "-old")
        try fileManager.moveItem(at: output, to: old)
        do {
            try fileManager.moveItem(at: staging, to: output)
        } catch {
            try? fileManager.moveItem(at: old, to: output)
            throw error
        }
        try? fileManager.removeItem(at: old)
    }
}
