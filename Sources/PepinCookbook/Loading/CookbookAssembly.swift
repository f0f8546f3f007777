import Foundation
import Pepin

/// Puts the loaded files of a cookbook together: recipes with their addresses, plain pages,
/// files kept out (`published: false`), and two files that would share an address.
struct CookbookAssembly {
    let display: (String) -> String
    var entries: [CookbookEntry] = []
    var pages: [SitePage] = []
    var diagnostics: [Diagnostic] = []
    private var addressOwners: [String: String] = [:]
    private var slugOwners: [String: String] = [:]

    init(display: @escaping (String) -> String) {
        self.display = display
    }

    mutating func add(_ result: RecipeFileLoader, prepared: PreparedRecipe?, file: CookbookFiles.File) {
        diagnostics += result.diagnostics
        guard result.site.published else {
            diagnostics.append(note(file, "published: false; not published"))
            return
        }
        guard let recipe = result.recipe else { return }
        let fileName = (file.relative as NSString).lastPathComponent
        let slug = Slug(fileName: fileName).text
        let word = result.site.slug.map { Slug($0).text } ?? slug
        if result.site.isPage || (file.isPageCandidate && recipe.allIngredientLines.isEmpty) {
            let address = result.site.permalink.map { SiteAddress(permalink: $0, name: word) } ?? SiteAddress(path: word + ".html")
            guard claim(address, by: file.relative) else { return }
            pages.append(SitePage(path: file.relative, title: recipe.title, text: recipe.notes ?? "", address: address))
            return
        }
        if let owner = slugOwners[slug] {
            diagnostics.append(clash(file, "another recipe already has the address \"\(slug)\" (\(display(owner))); rename one file"))
            return
        }
        var address = SiteAddress.recipe(slug: slug)
        if let pattern = result.site.permalink ?? file.collection?.permalink {
            let inCollection = file.collection.map { String(file.relative.dropFirst($0.name.count + 2)) } ?? file.relative
            address = SiteAddress(
                permalink: pattern, name: word, collection: file.collection?.name,
                path: (inCollection as NSString).deletingPathExtension)
        }
        guard claim(address, by: file.relative) else { return }
        slugOwners[slug] = file.relative
        if file.collection?.output == false { return }
        entries.append(CookbookEntry(path: file.relative, slug: slug, prepared: prepared ?? PreparedRecipe(recipe), address: address))
    }

    /// Takes `address` for `relative`; reports the clash when another file has it.
    private mutating func claim(_ address: SiteAddress, by relative: String) -> Bool {
        let key = address.file
        if key == "index.html" || key.hasPrefix("assets/") {
            diagnostics.append(clash(relative, "the address /\(address.path) belongs to the site itself; choose another permalink"))
            return false
        }
        if let owner = addressOwners[key] {
            diagnostics.append(clash(relative, "another file already has the address /\(address.path) (\(display(owner))); change one permalink"))
            return false
        }
        addressOwners[key] = relative
        return true
    }

    private func note(_ file: CookbookFiles.File, _ message: String) -> Diagnostic {
        Diagnostic(path: display(file.relative), location: nil, message: message, severity: .note)
    }

    private func clash(_ file: CookbookFiles.File, _ message: String) -> Diagnostic { clash(file.relative, message) }

    private func clash(_ relative: String, _ message: String) -> Diagnostic {
        Diagnostic(path: display(relative), location: SourceLocation(line: 1, column: 1), message: message)
    }
}
