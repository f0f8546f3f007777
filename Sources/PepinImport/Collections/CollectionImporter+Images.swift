import Foundation
import Pepin

/// A recipe read from a page or a file, with what is known of its image.
struct ImportedRecipe: Sendable {
    var recipe: Recipe
    /// Photo bytes the file carried (a Paprika photo), unchecked.
    var photo: [UInt8]?
    /// Where the image is, when the file keeps it apart from the recipe (Paprika's `image_url`).
    var imageURL: String?
    /// The saved file the recipe was read from, whose folder a path to its image is found in
    /// (``LocalImageFile``); `nil` for a page fetched from the web.
    var savedFile: String?
    /// The address a saved page gives for itself (its canonical link): an image path not found
    /// beside the page is a path on that site.
    var pageAddress: String?
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
        case .imported(let path), .importedWithoutImage(let path, _), .importedWithoutMethod(let path): path
        case .alreadyThere, .failed: nil
        }
    }
}

extension CollectionImporter {
    /// The recipes read, each with what becomes of its image. With images saved: the photo the
    /// file carried, else the image beside a saved file, else the image's web address, fetched.
    /// Without: a web address stays in the recipe; a path to a file the cookbook does not have
    /// never does (the outcome says that `--images` would bring a file found beside the page).
    func withImages(_ read: Result<PageRead, PageFailure>) async -> Result<PageRead, PageFailure> {
        guard case .success(var page) = read else { return read }
        for index in page.recipes.indices {
            page.recipes[index] = await withImage(page.recipes[index])
        }
        return .success(page)
    }

    private func withImage(_ imported: ImportedRecipe) async -> ImportedRecipe {
        var imported = imported
        if let images, let photo = imported.photo {
            do throws(RecipeFetchError) {
                imported.image = .success(try images.checked(photo, from: "photo data"))
            } catch {
                imported.image = .failure(error)
            }
            return imported
        }
        guard var address = imported.recipe.image ?? imported.imageURL else {
            // A photo only the file holds (Paprika's photo data) is lost unless saved: say so.
            if images == nil, imported.photo != nil {
                imported.image = .failure(RecipeFetchError(url: "photo data", message: "a photo in the file, which --images saves into the cookbook"))
            }
            return imported
        }
        if let file = imported.savedFile, LocalImageFile.isPath(address) {
            // Whatever follows, the recipe never names a file the cookbook does not have.
            (imported.recipe.image, imported.imageURL) = (nil, nil)
            func note(_ message: String) -> Result<RecipeImageFetcher.Image, RecipeFetchError> {
                .failure(RecipeFetchError(url: address, message: message))
            }
            switch LocalImageFile(address, besideFile: file).place {
            case .file(let path):
                guard let images else {
                    // Read from the cookbook's own folder (a page imported where it lies), the path stands.
                    if LocalImageFile(address, besideFile: folder.appendingPathComponent("recipe").path).place == .file(path) {
                        imported.recipe.image = address
                    } else {
                        imported.image = note("a file beside the page, which --images saves into the cookbook")
                    }
                    return imported
                }
                do throws(RecipeFetchError) {
                    imported.image = .success(try images.read(file: path, from: address))
                } catch {
                    imported.image = .failure(error)
                }
                return imported
            case .refused(let why):
                imported.image = note("not read: \(why)")
                return imported
            case .missing:
                let resolved = imported.pageAddress.map { URLResolver(base: $0).resolve(address) }
                guard let resolved, BookmarkFileReader.isWebAddress(resolved) else {
                    imported.image = note("no such file beside the page")
                    return imported
                }
                address = resolved
                imported.recipe.image = resolved
            }
        }
        guard let images else { return imported }
        guard BookmarkFileReader.isWebAddress(address) else {
            imported.image = .failure(RecipeFetchError(url: address, message: "not a web address"))
            return imported
        }
        do throws(RecipeFetchError) {
            imported.image = .success(try await images.fetch(address))
        } catch {
            imported.image = .failure(error)
        }
        return imported
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
