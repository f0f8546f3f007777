import Foundation
import Pepin

/// A recipe read from a page or a file, with what is known of its image.
struct ImportedRecipe: Sendable {
    var recipe: Recipe
    /// Photo bytes the file carried (a Paprika photo), unchecked.
    var photo: [UInt8]?
    /// Where the image is, when the file keeps it apart from the recipe (Paprika's `image_url`).
    var imageURL: String?
    /// The image to save, or why there is none; `nil` when images are not saved or there is no image.
    var image: Result<RecipeImageFetcher.Image, RecipeFetchError>?

    init(recipe: Recipe, photo: [UInt8]? = nil, imageURL: String? = nil) {
        self.recipe = recipe
        self.photo = photo
        self.imageURL = imageURL
    }
}

extension CollectionImporter.Outcome {
    /// The recipe file written, with or without its image.
    public var importedPath: String? {
        switch self {
        case .imported(let path), .importedWithoutImage(let path, _): path
        case .alreadyThere, .failed: nil
        }
    }
}

extension CollectionImporter {
    /// The recipes read, each with its image fetched or checked when images are saved: the photo
    /// the file carried, else the image's web address.
    func withImages(_ read: Result<PageRead, PageFailure>) async -> Result<PageRead, PageFailure> {
        guard let images, case .success(var page) = read else { return read }
        var recipes = page.recipes
        for index in recipes.indices {
            if let photo = recipes[index].photo {
                do throws(RecipeFetchError) {
                    recipes[index].image = .success(try images.checked(photo, from: "photo data"))
                } catch {
                    recipes[index].image = .failure(error)
                }
            } else if let address = recipes[index].recipe.image ?? recipes[index].imageURL {
                guard BookmarkFileReader.isWebAddress(address) else {
                    recipes[index].image = .failure(RecipeFetchError(url: address, message: "not a web address"))
                    continue
                }
                do throws(RecipeFetchError) {
                    recipes[index].image = .success(try await images.fetch(address))
                } catch {
                    recipes[index].image = .failure(error)
                }
            }
        }
        page.recipes = recipes
        return .success(page)
    }

    /// Writes `image` as `images/<slug>.<ext>` in the cookbook; the path the recipe file names
    /// (relative to it, as ``ImageReference`` reads it).
    func save(_ image: RecipeImageFetcher.Image, slug: String) throws -> String {
        let path = "images/\(slug).\(image.format.fileExtension)"
        let file = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(image.bytes).write(to: file, options: .atomic)
        return path
    }
}
