/// The formats an imported image may have, told by the file's first bytes, never by its name:
/// JPEG, PNG, WebP, GIF and AVIF. SVG, which can carry scripts, is none of them.
///
///     ImageFormat(magic: [0xFF, 0xD8, 0xFF, 0xE0])?.fileExtension   // "jpg"
///     ImageFormat(magic: Array("<svg".utf8))                         // nil
public enum ImageFormat: String, Sendable, CaseIterable {
    case jpeg, png, webp, gif, avif

    /// The format whose signature `bytes` start with, or `nil`.
    public init?(magic bytes: [UInt8]) {
        func starts(_ signature: String, at offset: Int = 0) -> Bool {
            let signature = Array(signature.utf8)
            return bytes.count >= offset + signature.count && Array(bytes[offset..<(offset + signature.count)]) == signature
        }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if starts("RIFF"), starts("WEBP", at: 8) {
            self = .webp
        } else if starts("GIF87a") || starts("GIF89a") {
            self = .gif
        } else if starts("ftypavif", at: 4) || starts("ftypavis", at: 4) {
            self = .avif
        } else {
            return nil
        }
    }

    /// The name ending the cookbook gives the file: "jpg", "png", "webp", "gif", "avif".
    public var fileExtension: String { self == .jpeg ? "jpg" : rawValue }

    /// Whether an answer's `Content-Type` lets its body be an image: none given,
    /// `application/octet-stream`, or `image/` with one of these formats (`image/jpg` too).
    /// `image/svg+xml`, `text/html` and the rest are refused whatever the bytes.
    public static func allows(contentType: String?) -> Bool {
        guard let contentType else { return true }
        let type = contentType.split(separator: ";").first.map { $0.trimmingSpaces.lowercased() } ?? ""
        if type.isEmpty || type == "application/octet-stream" { return true }
        guard type.hasPrefix("image/") else { return false }
        let subtype = type.dropFirst("image/".count)
        return subtype == "jpg" || subtype == "pjpeg" || allCases.contains { $0.rawValue == subtype }
    }
}
