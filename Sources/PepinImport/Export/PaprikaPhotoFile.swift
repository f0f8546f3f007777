public import Foundation

/// The photo a Paprika export packs for a recipe: its local image (`images/soup.png`), read in
/// the recipe file's folder and never outside it (``LocalImageFile``), when it is a JPEG, PNG,
/// WebP, GIF or AVIF image no larger than the import's image limit. A web address is no photo (it
/// goes in `image_url`); a missing, foreign, too large or refused file is no photo, and
/// ``problem`` says why.
///
///     PaprikaPhotoFile(image: "images/soup.png", recipeFile: url).bytes   // the PNG's bytes
public struct PaprikaPhotoFile: Sendable {
    /// The image file's bytes, or `nil`.
    public let bytes: [UInt8]?
    /// Why a local image was not packed: "images/soup.png: no such file".
    public let problem: String?

    public init(image: String?, recipeFile: URL, maximumBytes: Int = RecipeImageFetcher.defaultMaximumBytes) {
        guard let image, LocalImageFile.isPath(image) else {
            (bytes, problem) = (nil, nil)
            return
        }
        switch LocalImageFile(image, besideFile: recipeFile.path).place {
        case .missing:
            (bytes, problem) = (nil, "\(image): no such file")
        case .refused(let why):
            (bytes, problem) = (nil, "\(image): not read: \(why)")
        case .file(let path):
            do throws(RecipeFetchError) {
                (bytes, problem) = (try RecipeImageFetcher(maximumBytes: maximumBytes).read(file: path, from: image).bytes, nil)
            } catch {
                (bytes, problem) = (nil, error.description)
            }
        }
    }
}
