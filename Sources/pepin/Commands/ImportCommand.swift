import ArgumentParser
import Foundation
import Pepin
import PepinCookbook
import PepinImport

/// `pepin import PAGE.html|URL|BOOKMARKS.html|URLS.txt... --into DIR [--force] [--dry-run]
/// [--images [--image-limit MB]] [--jobs N] [--per-host N]`: reads each page's recipe and writes it as a recipe file.
struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import recipes from saved web pages or URLs into a cookbook folder.",
        discussion: """
            Reads the schema.org Recipe (JSON-LD or microdata) of each page, or the recipe the page \
            shows, and writes a recipe file named after the recipe's title (another recipe of the \
            same title, from another source, is written beside it as title-2, title-3, ...). Cooklang (.cook), \
            schema.org (.json) files and Paprika exports (.paprikarecipes) import too. A browser's bookmarks \
            export or a file of URLs, one a line (told by what they hold, whatever their names), imports \
            every address in it. A folder \
            imports the files directly in it (not its subfolders, not hidden files), in name order: \
            .html/.htm pages and bookmarks, .json, .cook, .paprikarecipes, .txt/.urls lists of URLs, \
            and any other file that is a list of URLs or a bookmarks export. --jobs \
            pages at once (4), at most --per-host of one site (1). Prints each path written, and \
            progress (one updating line on a terminal) and a summary on stderr; a re-run skips \
            pages already imported. With --images, each recipe's \
            image (a JPEG, PNG, WebP, GIF or AVIF, within the limit) is saved as images/<slug>.<ext> \
            and the recipe file refers to it; an image that cannot be saved is reported and the \
            recipe keeps its address. A saved page's image path (Page_files/dish.png) is the file \
            beside the page, never one outside its folder; without --images the recipe does not \
            name it (a note says --images would bring it). Exits non-zero if any page failed.
            """)

    @Argument(help: ArgumentHelp(
        "Saved HTML files, http(s) URLs, bookmarks exports, text files of URLs, .cook, .json or .paprikarecipes files, or folders of them.",
        valueName: "page"))
    var pages: [String]

    @Option(name: .long, help: ArgumentHelp("The cookbook folder to write into (created if missing).", valueName: "dir"))
    var into: String

    @Flag(name: .long, help: "Overwrite existing recipe files, and import pages imported before.")
    var force = false

    @Flag(name: .long, help: "List the pages that would be imported (and, apart, those already imported), and do nothing.")
    var dryRun = false

    @Flag(name: .long, help: "Save each recipe's image into the cookbook (images/<slug>.<ext>) and refer to it.")
    var images = false

    @Option(name: .long, help: ArgumentHelp("With --images, the largest image saved, in MB.", valueName: "MB"))
    var imageLimit = 10

    @Option(name: .long, help: ArgumentHelp("How many pages are fetched and read at once.", valueName: "N"))
    var jobs = CollectionImporter.defaultJobs

    @Option(name: .long, help: ArgumentHelp("How many pages of one site are fetched at once.", valueName: "N"))
    var perHost = CollectionImporter.defaultPerHost

    func validate() throws {
        guard (1...1_000).contains(imageLimit) else {
            throw ValidationError("--image-limit: \(imageLimit) MB is not between 1 and 1000")
        }
        guard (1...CollectionImporter.maximumJobs).contains(jobs) else {
            throw ValidationError("--jobs: \(jobs) is not between 1 and \(CollectionImporter.maximumJobs)")
        }
        guard (1...CollectionImporter.maximumPerHost).contains(perHost) else {
            throw ValidationError("--per-host: \(perHost) is not between 1 and \(CollectionImporter.maximumPerHost)")
        }
        guard perHost <= jobs else {
            throw ValidationError("--per-host: \(perHost) is more than --jobs \(jobs)")
        }
    }

    func run() async throws {
        var list: [String] = []
        var problems: [String] = []
        for page in pages { Self.expand(page, into: &list, problems: &problems) }
        for problem in problems { Self.warn("pepin import: \(problem)") }
        let failures = problems.count
        let collection = CollectionImporter(
            folder: URL(fileURLWithPath: into, isDirectory: true), force: force, jobs: jobs, perHost: perHost,
            images: images ? RecipeImageFetcher(maximumBytes: imageLimit * 1_048_576) : nil)
        if dryRun {
            // What the ledger says is done is listed apart, as a run would skip it.
            // A page given twice (or with a #fragment or utm_* added) is one page, as in a run.
            let done = collection.alreadyImported(list)
            var seen = Set<String>()
            var (toImport, already, repeated) = (0, 0, 0)
            for (page, path) in zip(list, done) {
                if !seen.insert(PageAddress(page).text).inserted {
                    repeated += 1
                } else if let path {
                    already += 1
                    Self.warn("pepin import: \(page): already there: \(path)")
                } else {
                    toImport += 1
                    print(page)
                }
            }
            Self.warn(
                "\(toImport) page\(toImport == 1 ? "" : "s") would be imported, \(already) already there"
                    + (repeated > 0 ? ", \(repeated) given more than once" : ""))
            if failures > 0 { throw ExitStatus.problems.exitCode }
            return
        }
        let total = list.count
        var progress = ImportProgressLine(onTerminal: isatty(STDERR_FILENO) != 0)
        let outcomes = try await collection.run(list) { number, page, outcome in
            var message: String?
            switch outcome {
            case .imported(let path):
                Self.printAbove(path, progress)
            case .importedWithoutImage(let path, let reason):
                Self.printAbove(path, progress)
                message = "pepin import: \(page): image not saved: \(reason)"
            case .importedWithoutMethod(let path):
                Self.printAbove(path, progress)
                message = "pepin import: \(page): \(Self.noMethod)"
            case .alreadyThere(let path): message = "pepin import: \(page): already there: \(path)"
            case .failed(let reason): message = "pepin import: \(reason)"
            }
            if let message { Self.write(progress.message(message)) }
            if total > 1 { Self.write(progress.step(number, of: total, page: page)) }
        }
        Self.write(progress.finish())
        var counts = (imported: 0, already: 0, failed: failures)
        for (_, outcome) in outcomes {
            switch outcome {
            case .imported, .importedWithoutImage, .importedWithoutMethod: counts.imported += 1
            case .alreadyThere: counts.already += 1
            case .failed: counts.failed += 1
            }
        }
        if total > 1 || outcomes.count + problems.count > 1 {
            // Already there stays as it was (a run without --images, then one with): --force reads it again.
            let again = counts.already > 0 && !force ? " (--force imports those again)" : ""
            Self.warn("Imported \(counts.imported), already there \(counts.already)\(again), failed \(counts.failed)")
            for problem in problems { Self.warn("  " + problem) }
            for case (let page, .failed(let reason)) in outcomes {
                Self.warn("  " + (reason.contains(page) ? reason : "\(page): \(reason)"))
            }
            for case (let page, .importedWithoutImage(_, let reason)) in outcomes {
                Self.warn("  \(page): image not saved: \(reason)")
            }
            for case (let page, .importedWithoutMethod) in outcomes { Self.warn("  \(page): \(Self.noMethod)") }
        }
        if counts.failed > 0 { throw ExitStatus.problems.exitCode }
    }

    static let noMethod = "imported without a method: the page shows none Pepin could find"

    /// The pages an argument stands for: itself, every address of a bookmarks export or a text
    /// file of URLs, or the importable files of a folder (``ImportFolder``, not its subfolders),
    /// each expanded in turn. What cannot be read is added to `problems`, never fatal.
    static func expand(_ page: String, into pages: inout [String], problems: inout [String], inFolder: Bool = false) {
        if page.hasPrefix("http://") || page.hasPrefix("https://") { return pages.append(page) }
        if !inFolder, ImportFolder.isFolder(page) {
            do {
                let files = try ImportFolder(page).files
                if files.isEmpty { problems.append("\(page): no files to import in this folder") }
                for file in files { expand(file, into: &pages, problems: &problems, inFolder: true) }
            } catch {
                problems.append(error.description)
            }
            return
        }
        // A bookmarks export or a list of addresses, told by what it holds whatever its name. A file
        // that cannot be opened or read here is read again by the importer, which says why.
        if let handle = FileHandle(forReadingAtPath: page), let head = try? handle.read(upToCount: 1024) {
            try? handle.close()
            if AddressFile.mayBe(head: Array(head), name: page) {
                guard let data = FileManager.default.contents(atPath: page) else { return problems.append("cannot read \(page)") }
                if let list = AddressFile(Array(data), name: page) {
                    for rejected in list.rejected {
                        warn("pepin import: \(page):\(rejected.line): not a web address: \(rejected.text)")
                    }
                    return pages += list.urls
                }
            }
        }
        pages.append(page)
    }

    private static func warn(_ message: String) {
        write(message + "\n")
    }

    private static func write(_ text: String) {
        if !text.isEmpty { FileHandle.standardError.write(Data(text.utf8)) }
    }

    /// Prints a written recipe's path on stdout, above the progress line when both share a terminal.
    private static func printAbove(_ path: String, _ progress: ImportProgressLine) {
        write(progress.hide())
        FileHandle.standardOutput.write(Data((path + "\n").utf8))
        write(progress.redraw())
    }
}

/// A one-line message for the user.
/// A command's failure: the message, and the exit status of its kind (see ``ExitStatus``).
struct CommandError: Error, CustomStringConvertible {
    let description: String
    let status: ExitStatus
    init(_ description: String, status: ExitStatus = .io) {
        self.description = description
        self.status = status
    }
}
