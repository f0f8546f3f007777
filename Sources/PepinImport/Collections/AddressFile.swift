/// A file given to `pepin import` that stands for many pages, told by what it holds whatever its
/// name: a browser's bookmarks export (the Netscape doctype, ``BookmarkFileReader``), or a list
/// of addresses (more of the lines that are not blank or a `#` comment `http` or `https`
/// addresses than not, ``URLListReader``), its other lines reported. A `.txt` or `.urls` file is
/// a list whatever it holds. Any other file is a page, or another app's file, to read.
///
///     AddressFile(Array("https://a.test/soup\n".utf8), name: "saved")?.urls   // ["https://a.test/soup"]
///     AddressFile(Array("<html>…".utf8), name: "soup.html")                   // nil
public struct AddressFile: Sendable {
    /// What the file is.
    public enum Kind: Equatable, Sendable {
        case bookmarks, urlList
    }

    /// What the file is.
    public let kind: Kind
    /// The addresses, in file order, each once.
    public let urls: [String]
    /// Lines of a list named as one that are not web addresses: (line number from 1, text).
    public let rejected: [(line: Int, text: String)]

    /// The addresses `bytes` hold, or `nil` when they are not a bookmarks export or a list of
    /// addresses; `name` is the file's name or path.
    public init?(_ bytes: [UInt8], name: String) {
        let bytes = Array(bytes.starts(with: Self.byteOrderMark) ? bytes.dropFirst(3) : bytes[...])
        if BookmarkFileReader.isBookmarkFile(bytes) {
            kind = .bookmarks
            urls = BookmarkFileReader(bytes).bookmarks.map(\.url)
            rejected = []
            return
        }
        let list = URLListReader(String(decoding: bytes, as: UTF8.self))
        // Mostly addresses is a list whose stray lines are reported; a text that merely opens with
        // its source's address is not.
        guard Self.isNamedList(name) || list.urls.count > list.rejected.count else { return nil }
        kind = .urlList
        urls = list.urls
        rejected = list.rejected
    }

    /// Whether a file starting with `head` (its first kilobyte or so) may be a list of
    /// addresses or a bookmarks export, and is worth reading whole to tell: a page or a recipe
    /// file is told from its first line.
    public static func mayBe(head: [UInt8], name: String) -> Bool {
        if isNamedList(name) || BookmarkFileReader.isBookmarkFile(head) { return true }
        let text = String(decoding: head.starts(with: byteOrderMark) ? head.dropFirst(3) : head[...], as: UTF8.self)
        let first = text.split(whereSeparator: \.isNewline).lazy.map(\.trimmingSpaces).first { !$0.isEmpty && !$0.hasPrefix("#") }
        guard let first else { return false }
        let lower = first.lowercased()
        return lower.hasPrefix("http://") || lower.hasPrefix("https://")
    }

    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// Whether the name says the file is a list of addresses: `.txt` or `.urls`.
    static func isNamedList(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.hasSuffix(".txt") || lower.hasSuffix(".urls")
    }
}
