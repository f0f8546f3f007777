/// One pass over a page collecting what the importer needs besides microdata: the JSON-LD
/// blocks, the canonical address and the `<title>`.
struct HTMLPageScanner {
    /// The text of every `<script type="application/ld+json">`, in page order.
    let jsonLDBlocks: [ArraySlice<UInt8>]
    /// `<link rel="canonical">`, else `<meta property="og:url">`.
    let canonicalURL: String?
    /// The page's `<title>`, cleaned.
    let title: String?

    init(_ bytes: [UInt8]) {
        var blocks: [ArraySlice<UInt8>] = []
        var canonical: String?
        var openGraphURL: String?
        var title: String?
        var pending: Pending?
        var tokenizer = HTMLTokenizer(bytes)
        while let token = tokenizer.next() {
            switch token.kind {
            case .startTag:
                pending = nil
                switch token.name {
                case "script":
                    let type = HTMLAttributeParser(bytes, token.attributesRange)["type"]
                    if let type, type.lowercased().contains("ld+json") { pending = .jsonLD }
                case "title" where title == nil:
                    pending = .title
                case "link" where canonical == nil:
                    let attributes = HTMLAttributeParser(bytes, token.attributesRange)
                    if let rel = attributes["rel"], rel.lowercased().split(separator: " ").contains("canonical") {
                        canonical = attributes["href"]
                    }
                case "meta" where openGraphURL == nil:
                    let attributes = HTMLAttributeParser(bytes, token.attributesRange)
                    if attributes["property"] == "og:url" { openGraphURL = attributes["content"] }
                default:
                    break
                }
            case .rawText:
                if pending == .jsonLD {
                    blocks.append(bytes[token.range])
                } else if pending == .title {
                    title = TextCleaner(String(decoding: bytes[token.range], as: UTF8.self)).line
                }
                pending = nil
            default:
                pending = nil
            }
        }
        jsonLDBlocks = blocks
        canonicalURL = (canonical ?? openGraphURL).flatMap { $0.isEmpty ? nil : $0 }
        self.title = title.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The raw-text element just opened, whose content the scanner keeps.
    private enum Pending {
        case jsonLD, title
    }
}
