import Foundation

/// Gets a recipe's image for the cookbook: downloaded with a size limit (10 MB unless told), or
/// taken from bytes a file carries (a Paprika photo). An answer must say it is an image, or say
/// nothing of its type, and its first bytes must be a JPEG, PNG, WebP, GIF or AVIF
/// (``ImageFormat``); anything else, SVG included, is refused with a one-line reason.
///
///     let image = try await RecipeImageFetcher().fetch("https://example.com/soup.jpg")
///     image.format.fileExtension   // "jpg"
public struct RecipeImageFetcher: Sendable {
    /// Images larger than this many bytes are refused.
    public var maximumBytes: Int
    /// The whole download must finish within this many seconds.
    public var timeoutSeconds: Int64

    /// The limit unless told otherwise: 10 MB.
    public static let defaultMaximumBytes = 10 * 1_048_576

    /// An image checked to be one of the formats.
    public struct Image: Equatable, Sendable {
        /// The file's bytes.
        public var bytes: [UInt8]
        /// What the bytes are.
        public var format: ImageFormat
    }

    public init(maximumBytes: Int = defaultMaximumBytes, timeoutSeconds: Int64 = 20) {
        self.maximumBytes = maximumBytes
        self.timeoutSeconds = timeoutSeconds
    }

    /// Downloads and checks the image at `url`.
    public func fetch(_ url: String) async throws(RecipeFetchError) -> Image {
        var fetcher = RecipePageFetcher(timeoutSeconds: timeoutSeconds, maximumBytes: maximumBytes)
        fetcher.subject = "image"
        let answer = try await fetcher.fetch(url)
        guard ImageFormat.allows(contentType: answer.contentType) else {
            throw RecipeFetchError(url: url, message: "not an image (\(answer.contentType ?? ""))")
        }
        return try checked(answer.bytes, from: url)
    }

    /// The image file at `path` (a file beside a saved page, ``LocalImageFile``), checked as a
    /// download is, its size before it is read; `source` names it in the error.
    public func read(file path: String, from source: String) throws(RecipeFetchError) -> Image {
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size]) as? Int
        guard let size else { throw RecipeFetchError(url: source, message: "no such file") }
        guard size <= maximumBytes else {
            throw RecipeFetchError(url: source, message: "image is \(size) bytes, larger than \(RecipePageFetcher.sizeText(maximumBytes))")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw RecipeFetchError(url: source, message: "cannot be read")
        }
        return try checked(Array(data), from: source)
    }

    /// `bytes` as an image, when they are one of the formats and within the limit; `source`
    /// names them in the error.
    public func checked(_ bytes: [UInt8], from source: String) throws(RecipeFetchError) -> Image {
        guard bytes.count <= maximumBytes else {
            throw RecipeFetchError(
                url: source, message: "image is \(bytes.count) bytes, larger than \(RecipePageFetcher.sizeText(maximumBytes))")
        }
        guard let format = ImageFormat(magic: bytes) else {
            throw RecipeFetchError(url: source, message: "not a JPEG, PNG, WebP, GIF or AVIF image")
        }
        return Image(bytes: bytes, format: format)
    }
}
