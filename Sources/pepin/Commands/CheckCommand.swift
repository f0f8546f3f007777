import ArgumentParser
import Foundation
import PepinCookbook

/// `pepin check DIR|FILE`: reads every recipe file and prints every problem, compiler style.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check every recipe file of a cookbook folder (or one file) and report all problems.",
        discussion: """
            Exits with status 1 when any file has an error (with --strict, also a warning), 3 when \
            the folder or file cannot be read.
            """)

    @Argument(help: "The cookbook folder, or one recipe file.")
    var path: String

    @Flag(help: "Fail on warnings too (unknown fields, amounts too large to scale, ...).")
    var strict = false

    func run() throws {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        let diagnostics: [Diagnostic]
        let summary: String
        if exists && !isDirectory.boolValue {
            let url = URL(fileURLWithPath: path)
            let loader = CookbookLoader(folder: url.deletingLastPathComponent(), displayPrefix: (path as NSString).deletingLastPathComponent)
            diagnostics = loader.load(relative: url.lastPathComponent).diagnostics
            summary = "Checked \(path)"
        } else {
            let loader = CookbookLoader(folder: URL(fileURLWithPath: path), displayPrefix: path)
            let cookbook: Cookbook
            let files: [String]
            do {
                files = try loader.recipeFiles()
                cookbook = try loader.load()
            } catch {
                FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
                throw ExitStatus.io.exitCode
            }
            diagnostics = cookbook.diagnostics
            let recipes = cookbook.entries.count
            let pages = cookbook.pages.isEmpty ? "" : ", \(cookbook.pages.count) \(cookbook.pages.count == 1 ? "page" : "pages")"
            summary = "Checked \(files.count) \(files.count == 1 ? "file" : "files") (\(recipes) \(recipes == 1 ? "recipe" : "recipes")\(pages))"
        }
        for diagnostic in diagnostics { print(diagnostic.rendered) }
        let errors = diagnostics.errors.count
        let warnings = diagnostics.warnings.count
        print(summary + ": \(errors) \(errors == 1 ? "error" : "errors"), \(warnings) \(warnings == 1 ? "warning" : "warnings")")
        if errors > 0 || (strict && warnings > 0) { throw ExitStatus.problems.exitCode }
    }
}
