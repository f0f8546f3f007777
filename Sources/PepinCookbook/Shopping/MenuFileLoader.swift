import Foundation
import Pepin
import Yams

/// Reads a menu file, checking every recipe reference against the cookbook's recipes.
///
/// ```yaml
/// title: Week 12
/// days:                       # or "sections:"
///   Monday:
///     - chili                 # a recipe's slug or file name, at its own scale
///     - recipe: cornbread
///       servings: 8           # or "scale: 2"
/// ```
/// A missing recipe is an error that suggests the nearest slug:
/// `menus/week-12.yaml:4:7: days.Monday[0]: no recipe "chilli"; did you mean "chili"?`
public struct MenuFileLoader: Sendable {
    /// The menu, when the file has no errors.
    public let menu: Menu?
    /// Every problem found, positioned.
    public let diagnostics: [Diagnostic]

    /// Reads `text` (the file `relative`, shown as `path`), with the recipes it may name.
    public init(path: String, relative: String, text: String, recipes: [CookbookEntry]) {
        var reading = Reading(reader: YAMLFileReader(path: path, text: text), recipes: recipes)
        let slug = Slug(fileName: (relative as NSString).lastPathComponent).text
        let read = reading.read()
        let found = reading.reader.diagnostics
        diagnostics = found
        menu = read.flatMap { found.isEmpty ? Menu(path: relative, slug: slug, title: $0.title, days: $0.days) : nil }
    }

    private struct Reading {
        var reader: YAMLFileReader
        let recipes: [CookbookEntry]
        static let keys = ["title", "days", "sections"]

        mutating func read() -> (title: String, days: [Menu.Day])? {
            guard let root = reader.root(expecting: "a title and days") else { return nil }
            guard let mapping = root.mapping else {
                reader.report("expected \"title:\" and \"days:\", found \(NodeKind(root).phrase)", at: root.mark, keyPath: nil)
                return nil
            }
            var title: String?
            var days: [Menu.Day]?
            for (keyNode, value) in mapping {
                let key = keyNode.scalar?.string ?? ""
                switch key {
                case "title": title = reader.text(value, keyPath: "title", expecting: "the menu's title")
                case "days", "sections":
                    if days != nil {
                        reader.report("give either \"days\" or \"sections\", not both", at: keyNode.mark, keyPath: key)
                    }
                    days = readDays(value, keyPath: key)
                default:
                    let hint = KeySuggester(key, among: Self.keys).suggestion.map { "; did you mean \"\($0)\"?" }
                        ?? "; expected title, days or sections"
                    reader.report("unknown field \"\(key)\"" + hint, at: keyNode.mark, keyPath: key)
                }
            }
            if title == nil, !mapping.keys.contains(where: { $0.scalar?.string == "title" }) {
                reader.report("the menu has no title; add \"title: ...\"", at: root.mark, keyPath: nil)
            }
            if days == nil { reader.report("the menu has no days; add \"days:\" with a list of recipes for each", at: root.mark, keyPath: nil) }
            guard let title, let days else { return nil }
            return (title, days)
        }

        mutating func readDays(_ node: Node, keyPath: String) -> [Menu.Day] {
            guard let mapping = node.mapping else {
                reader.report("expected days, each with a list of recipes (\"Monday: [chili]\"), found \(NodeKind(node).phrase)", at: node.mark, keyPath: keyPath)
                return []
            }
            return mapping.compactMap { keyNode, value in
                guard let day = reader.text(keyNode, keyPath: keyPath, expecting: "a day's name") else { return nil }
                let path = keyPath + "." + day
                guard let list = value.sequence else {
                    if let course = readCourse(value, keyPath: path) { return Menu.Day(title: day, courses: [course]) }
                    return nil
                }
                return Menu.Day(title: day, courses: list.enumerated().compactMap { readCourse($1, keyPath: "\(path)[\($0)]") })
            }
        }

        mutating func readCourse(_ node: Node, keyPath: String) -> Menu.Course? {
            var reference: Node = node
            var servings: (Node, String)?
            var scale: (Node, String)?
            if let mapping = node.mapping {
                var named: Node?
                for (keyNode, value) in mapping {
                    let key = keyNode.scalar?.string ?? ""
                    switch key {
                    case "recipe": named = value
                    case "servings": servings = reader.text(value, keyPath: keyPath + ".servings", expecting: "a number of servings").map { (value, $0) }
                    case "scale": scale = reader.text(value, keyPath: keyPath + ".scale", expecting: "a scale such as 2 or 1/2").map { (value, $0) }
                    default:
                        let hint = KeySuggester(key, among: ["recipe", "servings", "scale"]).suggestion.map { "; did you mean \"\($0)\"?" }
                            ?? "; expected recipe, servings or scale"
                        reader.report("unknown field \"\(key)\"" + hint, at: keyNode.mark, keyPath: keyPath + "." + key)
                    }
                }
                guard let named else {
                    reader.report("a recipe on a menu needs \"recipe: <name>\"", at: node.mark, keyPath: keyPath)
                    return nil
                }
                reference = named
            }
            guard let name = reader.text(reference, keyPath: keyPath, expecting: "a recipe's name") else { return nil }
            guard let entry = entry(named: name) else {
                let suggestion = KeySuggester(Slug(fileName: name).text, among: recipes.map(\.slug)).suggestion
                reader.report(
                    "no recipe \"\(name)\"" + (suggestion.map { "; did you mean \"\($0)\"?" } ?? " in this cookbook"),
                    at: reference.mark, keyPath: keyPath)
                return nil
            }
            if servings != nil, let scale {
                reader.report("give either servings or scale, not both", at: scale.0.mark, keyPath: keyPath + ".scale")
                return nil
            }
            if let (node, text) = scale {
                switch ScalePolicy.read(text) {
                case .success(let factor): return Menu.Course(slug: entry.slug, servings: nil, scale: factor)
                case .failure(let problem):
                    reader.report(problem.message, at: node.mark, keyPath: keyPath + ".scale")
                    return nil
                }
            }
            if let (node, text) = servings {
                guard let wanted = try? ScaleFactor.parse(text) else {
                    reader.report("servings \"\(text)\" is not a number; use a number such as 4", at: node.mark, keyPath: keyPath + ".servings")
                    return nil
                }
                guard let serves = entry.prepared.servings ?? entry.prepared.yield, let factor = try? ScaleFactor.toYield(from: serves, target: wanted)
                else {
                    reader.report(
                        "\"\(entry.slug)\" does not say how many it serves; give a scale instead", at: node.mark, keyPath: keyPath + ".servings")
                    return nil
                }
                switch ScalePolicy.check(factor, as: text) {
                case .success(let factor): return Menu.Course(slug: entry.slug, servings: wanted, scale: factor)
                case .failure(let problem):
                    reader.report(problem.message, at: node.mark, keyPath: keyPath + ".servings")
                    return nil
                }
            }
            return Menu.Course(slug: entry.slug, servings: nil, scale: .one)
        }

        /// The recipe a menu names: by slug, by file name or by path.
        func entry(named name: String) -> CookbookEntry? {
            let slug = Slug(fileName: (name as NSString).lastPathComponent).text
            return recipes.first { $0.slug == slug || $0.path == name }
        }
    }
}
