import ArgumentParser
import Foundation
import Pepin
import PepinCookbook
import PepinImport

/// `pepin import PAGE.html|URL... --into DIR [--force]`: reads each page's schema.org Recipe
/// and writes it as a recipe file.
struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import recipes from saved web pages or URLs into a cookbook folder.",
        discussion: """
            Reads the schema.org Recipe (JSON-LD or microdata) of each page and writes a recipe \
            file named after the recipe's title. Prints each path written. Exits non-zero if any \
            page failed.
            """)

    @Argument(help: ArgumentHelp("Saved HTML files or http(s) URLs.", valueName: "page"))
    var pages: [String]

    @Option(name: .long, help: ArgumentHelp("The cookbook folder to write into (created if missing).", valueName: "dir"))
    var into: String

    @Flag(name: .long, help: "Overwrite existing recipe files.")
    var force = false

    /// Saved pages larger than this are refused rather than read into memory.
    static let maximumPageBytes = 64 * 1_048_576

    func run() async throws {
        var failures = 0
        for page in pages {
            do {
                let path = try await importPage(page)
                print(path)
            } catch {
                FileHandle.standardError.write(Data("pepin import: \(error)\n".utf8))
                failures += 1
            }
        }
        if failures > 0 { throw ExitStatus.problems.exitCode }
    }

    private func importPage(_ page: String) async throws -> String {
        let importer: RecipePageImporter
        if page.hasPrefix("http://") || page.hasPrefix("https://") {
            let fetched = try await RecipePageFetcher().fetch(page)
            importer = RecipePageImporter(page: fetched.bytes, pageName: page, pageURL: fetched.url)
        } else {
            let size = (try? FileManager.default.attributesOfItem(atPath: page)[.size] as? Int) ?? 0
            guard size <= Self.maximumPageBytes else {
                throw CommandError("\(page) is \(size / 1_048_576) MB; pages over 64 MB are not read", status: .problems)
            }
            guard let data = FileManager.default.contents(atPath: page) else {
                throw CommandError("cannot read \(page)")
            }
            importer = RecipePageImporter(page: Array(data), pageName: page)
        }
        let recipe = try importer.recipe()
        let folder = URL(fileURLWithPath: into, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(Slug(recipe.title).text + ".md")
        if !force, FileManager.default.fileExists(atPath: file.path) {
            throw CommandError("\(file.path) already exists (use --force to overwrite)", status: .usage)
        }
        try Data(RecipeFileWriter(recipe).text.utf8).write(to: file, options: .atomic)
        return file.path
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
