public import Foundation
import Pepin
import PepinCookbook

/// Imports a collection of pages (saved files, web addresses, Cooklang `.cook` files,
/// schema.org `.json` files and Paprika exports) into a cookbook folder: pages
/// fetched and read concurrently, at most `jobs` pages at once and `perHost` of one web host
/// (``PageQueue``), each page's recipes written and reported as soon as it is read. The folder's ledger (`.pepin-imported`, one
/// `address<TAB>file` a line) lets a re-run skip addresses already imported. With `images`, each
/// recipe's image is saved into the cookbook and referenced from its file (``RecipeImageFetcher``).
public struct CollectionImporter: Sendable {
    /// The cookbook folder.
    public let folder: URL
    /// Overwrite recipe files, and import again what the ledger says is done.
    public let force: Bool
    /// How many pages are fetched and read at once.
    public let jobs: Int
    /// How many pages of one host are fetched at once.
    public let perHost: Int
    /// The fetcher for web addresses.
    public let fetcher: RecipePageFetcher
    /// Saves each recipe's image as `images/<slug>.<ext>` when set; `nil` keeps the image's address.
    public let images: RecipeImageFetcher?

    /// Saved pages larger than this are refused rather than read into memory.
    public static let maximumPageBytes = 64 * 1_048_576
    /// Pages read at once unless told otherwise, and the most a user may ask for.
    public static let defaultJobs = 4, maximumJobs = 64
    /// Pages of one host read at once unless told otherwise, and the most a user may ask for.
    public static let defaultPerHost = 1, maximumPerHost = 8
    static let ledgerName = ".pepin-imported"

    /// What became of one page.
    public enum Outcome: Equatable, Sendable {
        case imported(path: String)
        /// Imported, but its image could not be saved, and why: the recipe keeps the image's address.
        case importedWithoutImage(path: String, reason: String)
        /// Imported with its ingredients but no method: the page showed none Pepin could find (the
        /// recipe's notes then send the cook to the source), or the file had none.
        case importedWithoutMethod(path: String)
        case alreadyThere(path: String)
        case failed(reason: String)
    }

    public init(
        folder: URL, force: Bool = false, jobs: Int = Self.defaultJobs, perHost: Int = Self.defaultPerHost,
        fetcher: RecipePageFetcher = .init(), images: RecipeImageFetcher? = nil
    ) {
        self.folder = folder
        self.force = force
        self.jobs = max(1, jobs)
        self.perHost = max(1, perHost)
        self.fetcher = fetcher
        self.images = images
    }

    /// Imports `pages`, calling `report` after each with how many pages are done (a file of many
    /// recipes counts once), the page and its outcome (as pages finish); returns the outcomes in
    /// the order of `pages`.
    public func run(_ pages: [String], report: (Int, String, Outcome) -> Void = { _, _, _ in }) async throws
        -> [(page: String, outcome: Outcome)]
    {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // The same page bookmarked with a #fragment or utm_* parameters is one page.
        let pages = pages.map { PageAddress($0).text }
        var outcomes: [(page: String, outcome: Outcome)] = []
        var toRead: [String] = []
        var pagesDone = 0
        for (page, done) in zip(pages, alreadyImported(pages)) {
            if let path = done {
                outcomes.append((page, .alreadyThere(path: path)))
                pagesDone += 1
                report(pagesDone, page, .alreadyThere(path: path))
            } else {
                toRead.append(page)
            }
        }
        var queue = PageQueue(toRead, jobs: jobs, perHost: perHost)
        await withTaskGroup(of: (String, Result<PageRead, PageFailure>).self) { group in
            func startWhatMay() {
                while let page = queue.next() {
                    group.addTask { (page, await withImages(read(page))) }
                }
            }
            startWhatMay()
            // Each page is written, entered in the ledger and reported as soon as it is read.
            while let (page, result) = await group.next() {
                queue.finished(page)
                pagesDone += 1
                // A file of many recipes reports each as "file: title", and each broken entry as "file: entry".
                let written: [(String, Outcome)] = switch result {
                case .failure(let failure): [(page, .failed(reason: failure.reason))]
                case .success(let read) where read.recipes.count == 1 && read.brokenEntries.isEmpty:
                    [(page, write(read.recipes[0]))]
                case .success(let read):
                    read.recipes.map { ("\(page): \($0.recipe.title)", write($0)) }
                        + read.brokenEntries.map { ("\(page): \($0.entry)", .failed(reason: "\(page): \($0)")) }
                }
                for (name, outcome) in written {
                    if let path = outcome.importedPath, BookmarkFileReader.isWebAddress(page) {
                        appendToLedger(page, path)
                    }
                    outcomes.append((name, outcome))
                    report(pagesDone, name, outcome)
                }
                startWhatMay()
            }
        }
        // Read in any order, reported in the order given: each outcome after its page's place.
        var place: [String: Int] = [:]
        for (index, page) in pages.enumerated() where place[page] == nil { place[page] = index }
        func placeOf(_ name: String) -> Int {
            place[name] ?? place.first { name.hasPrefix($0.key + ": ") }?.value ?? pages.count
        }
        return outcomes.enumerated()
            .sorted { (placeOf($0.element.page), $0.offset) < (placeOf($1.element.page), $1.offset) }
            .map(\.element)
    }

    /// For each page, the recipe file the ledger says it was imported into, when that file is
    /// still there and `force` is off: what a run skips (and `--dry-run` reports as already there).
    public func alreadyImported(_ pages: [String]) -> [String?] {
        guard !force else { return pages.map { _ in nil } }
        let ledger = readLedger()
        return pages.map { page in
            ledger[PageAddress(page).text].flatMap { FileManager.default.fileExists(atPath: $0) ? $0 : nil }
        }
    }

    private func write(_ imported: ImportedRecipe) -> Outcome {
        var recipe = imported.recipe
        guard let destination = destination(for: recipe) else {
            return .failed(reason: "\(recipe.title): \(Self.maximumNamesakes) recipes of that name are there already")
        }
        let (slug, file) = (destination.slug, destination.file)
        if !force, destination.isThere { return .alreadyThere(path: file.path) }
        var imageProblem: String?
        switch imported.image {
        case .success(let image)?:
            do {
                recipe.image = try save(image, slug: slug)
            } catch {
                imageProblem = "cannot write the image: \(error.localizedDescription)"
            }
        case .failure(let error)?:
            imageProblem = error.description
            recipe.image = recipe.image ?? imported.imageURL
        case nil: break
        }
        do {
            try Data(RecipeFileWriter(recipe).text.utf8).write(to: file, options: .atomic)
            if let imageProblem { return .importedWithoutImage(path: file.path, reason: imageProblem) }
            let withoutMethod = recipe.allSteps.isEmpty && !recipe.allIngredientLines.isEmpty
            return withoutMethod ? .importedWithoutMethod(path: file.path) : .imported(path: file.path)
        } catch {
            return .failed(reason: "cannot write \(file.path): \(error.localizedDescription)")
        }
    }

    private var ledgerURL: URL { folder.appendingPathComponent(Self.ledgerName) }

    private func readLedger() -> [String: String] {
        guard let text = try? String(contentsOf: ledgerURL, encoding: .utf8) else { return [:] }
        var ledger: [String: String] = [:]
        for line in text.split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: "\t", maxSplits: 1)
            if parts.count == 2 { ledger[PageAddress(String(parts[0])).text] = String(parts[1]) }
        }
        return ledger
    }

    private func appendToLedger(_ page: String, _ path: String) {
        let line = Data("\(page)\t\(path)\n".utf8)
        if let handle = try? FileHandle(forWritingTo: ledgerURL) {
            handle.seekToEndOfFile()
            handle.write(line)
            try? handle.close()
        } else {
            try? line.write(to: ledgerURL)
        }
    }
}
