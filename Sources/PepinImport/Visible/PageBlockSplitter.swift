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
    /// The page's text, block after block, as written (references not yet decoded).
    private let text: [UInt8]
    /// Where each non-blank block lies in ``text``, in page order.
    private let blockRanges: [Range<Int>]

    /// Elements that start and end a block of text.
    private static let blockElements: Set<String> = [
        "br", "p", "li", "div", "h1", "h2", "h3", "h4", "h5", "h6", "tr", "td", "ul", "ol", "section",
        "article", "dd", "dt", "blockquote", "table", "hr",
    ]

    init(_ bytes: [UInt8]) {
        var text: [UInt8] = []
        var ranges: [Range<Int>] = []
        var start = 0
        func endBlock() {
            if text[start...].contains(where: { $0 > 0x20 }) { ranges.append(start..<text.count) } else { text.removeSubrange(start...) }
            start = text.count
        }
        var tokenizer = HTMLTokenizer(bytes)
        while let token = tokenizer.next() {
            switch token.kind {
            case .startTag, .endTag:
                if Self.blockElements.contains(token.name) { endBlock() }
            case .text:
                text += bytes[token.range]
            case .rawText, .comment:
                break
            }
        }
        endBlock()
        self.text = text
        self.blockRanges = ranges
    }

    private func block(_ index: Int) -> String {
        TextCleaner(String(decoding: text[blockRanges[index]], as: UTF8.self)).line
    }

    /// The blocks that together say `text`, when there are at least two of them; else nil.
    ///
    /// Only blocks that may start the text (their bytes hold its first word, when that word is
    /// ASCII) are cleaned and compared: most of a page is passed over unread.
    func split(_ text: String) -> [String]? {
        let target = VisibleListChoice.words(text)
        guard target.count >= 2 else { return nil }
        let firstWord = Array(target[0].utf8)
        for start in blockRanges.indices where mayHold(firstWord, in: blockRanges[start]) {
            var matched = 0
            var run: [String] = []
            var next = start
            while matched < target.count, next < blockRanges.count {
                let line = block(next)
                let words = VisibleListChoice.words(line)
                guard target[matched...].starts(with: words), next > start || !words.isEmpty else { break }
                if !words.isEmpty {
                    run.append(line)
                    matched += words.count
                }
                next += 1
            }
            if matched == target.count, run.count >= 2 { return run }
        }
        return nil
    }

    /// Whether the raw block may hold `word` (lower-cased): always for a word that is not ASCII
    /// letters and digits, else when the block's bytes hold it in any case.
    private func mayHold(_ word: [UInt8], in range: Range<Int>) -> Bool {
        guard let first = word.first, word.allSatisfy({ $0 < 0x80 }) else { return true }
        guard range.count >= word.count else { return false }
        var index = range.lowerBound
        let last = range.upperBound - word.count
        while index <= last {
            if text[index] | 0x20 == first | 0x20 {
                var offset = 1
                while offset < word.count, text[index + offset] | 0x20 == word[offset] | 0x20 { offset += 1 }
                if offset == word.count { return true }
            }
            index += 1
        }
        return false
    }
}
