/// Reads the web addresses of a browser's bookmarks export: the Netscape bookmark file that every
/// browser writes (`<!DOCTYPE NETSCAPE-Bookmark-file-1>`, `<DT><A HREF="...">Title</A>`).
///
/// Only `http` and `https` addresses are kept (not `javascript:` bookmarklets or `place:`
/// queries), each once, in file order.
///
///     BookmarkFileReader(Array(file.utf8)).bookmarks.first   // Bookmark(url: "https://...", title: "Pancakes")
public struct BookmarkFileReader: Sendable {
    /// One bookmark.
    public struct Bookmark: Equatable, Sendable {
        /// The address.
        public var url: String
        /// The bookmark's title, cleaned; empty when it has none.
        public var title: String
    }

    /// The bookmarks with web addresses, in file order, each address once.
    public let bookmarks: [Bookmark]

    /// Reads a bookmarks file's bytes.
    public init(_ bytes: [UInt8]) {
        var bookmarks: [Bookmark] = []
        var seen: Set<String> = []
        var open: (url: String, titleStart: Int)?
        var tokenizer = HTMLTokenizer(bytes)
        while let token = tokenizer.next() {
            switch token.kind {
            case .startTag where token.name == "a":
                let href = HTMLAttributeParser(bytes, token.attributesRange)["href"]?.trimmingSpaces ?? ""
                open = Self.isWebAddress(href) ? (href, token.range.upperBound) : nil
            case .endTag where token.name == "a":
                guard let link = open else { continue }
                open = nil
                guard seen.insert(link.url).inserted else { continue }
                let title = TextCleaner(String(decoding: bytes[link.titleStart..<token.range.lowerBound], as: UTF8.self)).line
                bookmarks.append(Bookmark(url: link.url, title: title))
            default:
                continue
            }
        }
        self.bookmarks = bookmarks
    }

    /// Whether the bytes are a bookmarks export (its doctype, in the first kilobyte).
    public static func isBookmarkFile(_ bytes: [UInt8]) -> Bool {
        let head = String(decoding: bytes.prefix(1024), as: UTF8.self).uppercased()
        return head.contains("NETSCAPE-BOOKMARK-FILE")
    }

    static func isWebAddress(_ text: String) -> Bool {
        let lower = text.lowercased()
        return (lower.hasPrefix("http://") || lower.hasPrefix("https://")) && !text.contains(where: \.isWhitespace)
    }
}
