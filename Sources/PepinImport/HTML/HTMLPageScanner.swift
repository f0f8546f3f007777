/// One pass over a page collecting what the importer needs besides microdata: the JSON-LD
/// blocks, the canonical address and the `<title>`.
struct HTMLPageScanner {
    /// The text of every `<script type="application/ld+json">`, in page order.
    let jsonLDBlocks: [ArraySlice<UInt8>]
    /// `<link rel="canonical">`, else `<meta property="og:url">`.
    let canonicalURL: String?
    /// The page's `<title>`, cleaned, without the site's name (`og:site_name`) before or after it:
    /// "Pumpkin Cake - A Beautiful Mess" reads "Pumpkin Cake".
    let title: String?

    init(_ bytes: [UInt8]) {
        var blocks: [ArraySlice<UInt8>] = []
        var canonical: String?
        var openGraphURL: String?
        var siteName: String?
        var inBody = false  // the page's own metadata is in its head
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
                case "body":
                    inBody = true
                case "meta" where !inBody && (openGraphURL == nil || siteName == nil):
                    let attributes = HTMLAttributeParser(bytes, token.attributesRange)
                    switch attributes["property"] {
                    case "og:url": openGraphURL = openGraphURL ?? attributes["content"]
                    case "og:site_name": siteName = siteName ?? attributes["content"]
                    default: break
                    }
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
        self.title = title.flatMap { $0.isEmpty ? nil : Self.withoutSiteName($0, siteName.map { TextCleaner($0).line }) }
    }

    /// `title` without `site` and the separator joining them, at either end; `title` as it is when
    /// no separator joins them or nothing would be left.
    static func withoutSiteName(_ title: String, _ site: String?) -> String {
        guard let site, !site.isEmpty, site.count < title.count else { return title }
        let separators: Set<Character> = ["-", "|", "–", "—", "·", ":", "•", "»"]
        func isEdge(_ character: Character) -> Bool { character.isWhitespace || separators.contains(character) }
        var name: Substring?
        if title.hasSuffix(site) {
            let rest = title.dropLast(site.count)
            if rest.reversed().drop(while: \.isWhitespace).first.map(separators.contains) == true {
                name = Substring(String(rest.reversed().drop(while: isEdge).reversed()))
            }
        } else if title.hasPrefix(site) {
            let rest = title.dropFirst(site.count)
            if rest.drop(while: \.isWhitespace).first.map(separators.contains) == true { name = rest.drop(while: isEdge) }
        }
        guard let name, name.contains(where: { $0.isLetter }) else { return title }
        return String(name)
    }

    /// The raw-text element just opened, whose content the scanner keeps.
    private enum Pending {
        case jsonLD, title
    }
}
