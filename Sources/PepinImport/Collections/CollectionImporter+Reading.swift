import Foundation

extension CollectionImporter {
    /// Why a page gave no recipe, in one line.
    struct PageFailure: Error {
        let reason: String
    }

    /// What one page or file gave: its recipes, and the entries of an archive that are not recipes.
    struct PageRead: Sendable {
        var recipes: [ImportedRecipe]
        var brokenEntries: [PaprikaEntryProblem] = []
    }

    /// One page's recipe (a file's recipes), fetched or read from disk; a saved file's recipes
    /// know the file, where their images may be.
    func read(_ page: String) async -> Result<PageRead, PageFailure> {
        let read = await readRecipes(page)
        guard !BookmarkFileReader.isWebAddress(page), case .success(var found) = read else { return read }
        for index in found.recipes.indices {
            found.recipes[index].savedFile = page
        }
        return .success(found)
    }

    private func readRecipes(_ page: String) async -> Result<PageRead, PageFailure> {
        let importer: RecipePageImporter
        if BookmarkFileReader.isWebAddress(page) {
            do {
                let fetched = try await fetcher.fetch(page)
                importer = RecipePageImporter(page: fetched.bytes, pageName: page, pageURL: fetched.url)
            } catch {
                return .failure(PageFailure(reason: error.description))
            }
        } else {
            let data: Data
            switch Self.readFile(page) {
            case .success(let bytes): data = bytes
            case .failure(let failure): return .failure(failure)
            }
            let file = URL(fileURLWithPath: page)
            switch file.pathExtension.lowercased() {
            case "cook":
                let name = file.deletingPathExtension().lastPathComponent
                return .success(PageRead(recipes: [ImportedRecipe(recipe: CooklangReader(String(decoding: data, as: UTF8.self), name: name).recipe)]))
            case "paprikarecipes", "paprikarecipe":
                do {
                    let archive = try PaprikaArchiveReader(data)
                    if archive.entries.isEmpty, archive.problems.isEmpty {
                        return .failure(PageFailure(reason: "\(page): no recipes"))
                    }
                    let recipes = archive.entries.map { ImportedRecipe(recipe: $0.recipe, photo: $0.photo, imageURL: $0.imageURL) }
                    return .success(PageRead(recipes: recipes, brokenEntries: archive.problems))
                } catch {
                    return .failure(PageFailure(reason: "\(page): \(error)"))
                }
            case "json", "jsonld":
                // Every recipe of a schema.org file, each reported as "file: title" when there are several.
                do {
                    return .success(PageRead(recipes: try SchemaJSONFile(Array(data), name: page).recipes.map { ImportedRecipe(recipe: $0) }))
                } catch {
                    return .failure(PageFailure(reason: error.description))
                }
            default:
                importer = RecipePageImporter(page: Array(data), pageName: page)
            }
        }
        do {
            var imported = ImportedRecipe(recipe: try importer.recipe())
            // A saved page's image path not found beside it is a path on its site.
            if importer.pageURL == nil, let image = imported.recipe.image, LocalImageFile.isRelativePath(image) {
                imported.pageAddress = HTMLPageScanner(importer.page).canonicalURL
            }
            return .success(PageRead(recipes: [imported]))
        } catch {
            return .failure(PageFailure(reason: error.description))
        }
    }

    /// A saved file's bytes, or why they cannot be read: a folder, too large, missing, not allowed.
    static func readFile(_ page: String) -> Result<Data, PageFailure> {
        if ImportFolder.isFolder(page) { return .failure(PageFailure(reason: "cannot read \(page): it is a folder")) }
        let size = (try? FileManager.default.attributesOfItem(atPath: page)[.size] as? Int) ?? 0
        guard size <= Self.maximumPageBytes else {
            return .failure(PageFailure(reason: "\(page) is \(size / 1_048_576) MB; pages over 64 MB are not read"))
        }
        do {
            return .success(try Data(contentsOf: URL(fileURLWithPath: page)))
        } catch {
            return .failure(PageFailure(reason: "cannot read \(page): \(LocalFileProblem(error))"))
        }
    }
}
