import ArgumentParser
import Foundation
import PepinCookbook

/// `pepin check DIR`: reads every recipe file and prints every problem, compiler style.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check every recipe file of a cookbook folder and report all problems.",
        discussion: "Exits with status 1 when any file has an error.")

    @Argument(help: "The cookbook folder.")
    var folder: String

    func run() throws {
        let loader = CookbookLoader(folder: URL(fileURLWithPath: folder), displayPrefix: folder)
        let files: [String]
        let cookbook: Cookbook
        do {
            files = try loader.recipeFiles()
            cookbook = try loader.load()
        } catch {
            FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
            throw ExitStatus.io.exitCode
        }
        for diagnostic in cookbook.diagnostics {
            print(diagnostic.rendered)
        }
        let errors = cookbook.diagnostics.errors.count
        let warnings = cookbook.diagnostics.warnings.count
        print(
            "Checked \(files.count) recipe \(files.count == 1 ? "file" : "files"): "
                + "\(errors) \(errors == 1 ? "error" : "errors"), \(warnings) \(warnings == 1 ? "warning" : "warnings")")
        if errors > 0 { throw ExitStatus.problems.exitCode }
    }
}
