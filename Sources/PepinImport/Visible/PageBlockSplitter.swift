/// Splits a list that schema.org crams into one text where the page itself breaks that text:
/// the page's text blocks (paragraphs, list items, lines between `<br>`s) are read in order, and
/// a run of two or more consecutive blocks that say exactly the text's words is the list.
///
/// Only the words count (``VisibleListChoice/words(_:)``: letters and digits, lower-cased), so the
/// page's punctuation and spacing do not matter, nor whether schema.org glued the lines with or
/// without a space. A text the page does not show block for block is not split.
///
///     PageBlockSplitter(Array("<p>Mix.</p><p>Bake.</p>".utf8)).split("Mix. Bake.")   // ["Mix.", "Bake."]
struct PageBlockSplitter {
    /// The page's non-empty text blocks, cleaned, in page order.
    let blocks: [String]

    /// Elements that start and end a block of text.
    private static let blockElements: Set<String> = [
        "br", "p", "li", "div", "h1", "h2", "h3", "h4", "h5", "h6", "tr", "td", "ul", "ol", "section",
        "article", "dd", "dt", "blockquote", "table", "hr",
    ]

    init(_ bytes: [UInt8]) {
        var blocks: [String] = []
        var text: [UInt8] = []
        func flush() {
            guard text.contains(where: { $0 > 0x20 }) else {
                text.removeAll(keepingCapacity: true)
                return
            }
            let line = TextCleaner(String(decoding: text, as: UTF8.self)).line
            if !line.isEmpty { blocks.append(line) }
            text.removeAll(keepingCapacity: true)
        }
        var tokenizer = HTMLTokenizer(bytes)
        while let token = tokenizer.next() {
            switch token.kind {
            case .startTag, .endTag:
                if Self.blockElements.contains(token.name) { flush() }
            case .text:
                text += bytes[token.range]
            case .rawText, .comment:
                break
            }
        }
        flush()
        self.blocks = blocks
    }

    /// The blocks that together say `text`, when there are at least two of them; else nil.
    func split(_ text: String) -> [String]? {
        let target = VisibleListChoice.words(text)
        guard target.count >= 2 else { return nil }
        let blockWords = blocks.map(VisibleListChoice.words)
        for start in blockWords.indices where !blockWords[start].isEmpty && target.starts(with: blockWords[start]) {
            var matched = blockWords[start].count
            var run = [blocks[start]]
            var next = start + 1
            while matched < target.count, next < blockWords.count {
                let words = blockWords[next]
                guard target[matched...].starts(with: words) else { break }
                if !words.isEmpty {
                    run.append(blocks[next])
                    matched += words.count
                }
                next += 1
            }
            if matched == target.count, run.count >= 2 { return run }
        }
        return nil
    }
}
