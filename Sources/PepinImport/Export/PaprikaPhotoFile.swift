public import Foundation

/// The photo a Paprika export packs for a recipe: its local image (`images/soup.png`), read next
/// to the recipe file, when it is a JPEG, PNG, WebP, GIF or AVIF image no larger than the import's image limit.
/// A web address is no photo (it goes in `image_url`); a missing, foreign or too large file is no
/// photo, and ``problem`` says why.
///
///     PaprikaPhotoFile(image: "images/soup.png", recipeFile: url).bytes   // the PNG's bytes
public struct PaprikaPhotoFile: Sendable {
    /// The image file's bytes, or `nil`.
    public let bytes: [UInt8]?
    /// Why a local image was not packed: "images/soup.png: no such file".
    public let problem: String?

    public init(image: String?, recipeFile: URL, maximumBytes: Int = RecipeImageFetcher.defaultMaximumBytes) {
        guard let image, !image.isEmpty, !image.contains(":"), !image.hasPrefix("/") else {
            (bytes, problem) = (nil, nil)
            return
        }
        let file = recipeFile.deletingLastPathComponent().appendingPathComponent(image)
        let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size]) as? Int
        guard let size else {
            (bytes, problem) = (nil, "\(image): no such file")
            return
        }
        guard size <= maximumBytes else {
            (bytes, problem) = (nil, "\(image): \(size) bytes, larger than \(RecipePageFetcher.sizeText(maximumBytes))")
            return
        }
        guard let data = FileManager.default.contents(atPath: file.path) else {
            (bytes, problem) = (nil, "\(image): cannot be read")
            return
        }
        guard ImageFormat(magic: Array(data.prefix(16))) != nil else {
            (bytes, problem) = (nil, "\(image): not a JPEG, PNG, WebP, GIF or AVIF image")
            return
        }
        (bytes, problem) = (Array(data), nil)
    }
}
