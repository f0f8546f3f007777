import Foundation
import Pepin
import PepinCookbook

extension CollectionImporter {
    /// Where a recipe is written: the file named after its title, or, when another recipe
    /// already has that name ("Bœuf bourguignon" from two sites), the first of "slug-2",
    /// "slug-3", … that is free. `isThere` is true when one of those files already holds this
    /// recipe (the same source address, or the same recipe when it has none): a re-run finds it
    /// there, and `--force` writes over it, never over another recipe.
    struct Destination {
        let slug: String
        let file: URL
        let isThere: Bool
    }

    /// The most files one title may name ("slug" to "slug-1000").
    static let maximumNamesakes = 1000

    func destination(for recipe: Recipe) -> Destination? {
        let base = Slug(recipe.title).text
        for number in 1...Self.maximumNamesakes {
            let slug = number == 1 ? base : "\(base)-\(number)"
            let file = folder.appendingPathComponent(slug + ".md")
            guard let data = FileManager.default.contents(atPath: file.path) else {
                if FileManager.default.fileExists(atPath: file.path) { continue }  // there, but unreadable
                return Destination(slug: slug, file: file, isThere: false)
            }
            let existing = RecipeFileLoader(path: file.path, text: String(decoding: data, as: UTF8.self), format: .markdown).recipe
            if let existing, Self.isSame(existing, recipe) { return Destination(slug: slug, file: file, isThere: true) }
        }
        return nil
    }

    /// The same recipe: the same source address (fragment and `utm_*` parameters aside), or, without one, the same fields (the image
    /// aside: a saved image's path replaces its address).
    static func isSame(_ existing: Recipe, _ recipe: Recipe) -> Bool {
        if let source = recipe.source, !source.isEmpty {
            return existing.source.map { PageAddress($0).text } == PageAddress(source).text
        }
        var a = existing
        var b = recipe
        a.image = nil
        b.image = nil
        return a == b
    }
}
