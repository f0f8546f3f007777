/// The text a page shows (``VisibleRecipeScanner/text``: what stands between its tags, not
/// scripts, styles or comments), references decoded, lower-cased; asked whether it holds a
/// phrase's words in order.
///
///     ShownWords(text: Array("Baker&#8217;s Schedule\n".utf8)).shows("Baker's schedule")   // true
struct ShownWords {
    /// The text, references decoded, ASCII letters lower-cased (all letters would cost a copy of
    /// the page's text through Unicode's rules; the words compared are lower-cased in full).
    private let text: [UInt8]

    init(text: [UInt8]) {
        var decoded = text.contains(UInt8(ascii: "&")) ? HTMLEntityDecoder.decode(text[...]) : text
        for index in decoded.indices where decoded[index] >= 0x41 && decoded[index] <= 0x5A { decoded[index] += 0x20 }
        self.text = decoded
    }

    /// Whether the page shows the words of `phrase` one after another, tags and punctuation aside
    /// (``VisibleListChoice/words(_:)``); of a long phrase (a step), its first twelve words.
    func shows(_ phrase: String) -> Bool {
        let wanted = Array(VisibleListChoice.words(phrase).prefix(12))
        guard let first = wanted.first.map({ Array($0.utf8) }) else { return true }
        // A word with other letters than ASCII's is looked for in the text lower-cased in full.
        let text = first.allSatisfy({ $0 < 0x80 }) ? self.text : Array(String(decoding: self.text, as: UTF8.self).lowercased().utf8)
        // Each place the first word stands, the words after it are read as far as the phrase's
        // could reach (spaces, tags' line breaks and punctuation between them).
        let window = wanted.reduce(0) { $0 + $1.utf8.count } * 3 + 32
        var index = 0
        while let start = Self.find(first, in: text, from: index) {
            let end = min(start + window, text.count)
            if VisibleListChoice.words(String(decoding: text[start..<end], as: UTF8.self)).starts(with: wanted) {
                return true
            }
            index = start + 1
        }
        return false
    }

    /// The next place `word` stands in `text` as a whole word (no ASCII letter or digit on either side).
    private static func find(_ word: [UInt8], in text: [UInt8], from start: Int) -> Int? {
        guard let head = word.first, word.count <= text.count else { return nil }
        let isWordByte = { (byte: UInt8) in
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A)
        }
        var index = start
        while index + word.count <= text.count {
            if text[index] == head, text[index..<(index + word.count)].elementsEqual(word),
                index == 0 || !isWordByte(text[index - 1]),
                index + word.count == text.count || !isWordByte(text[index + word.count])
            {
                return index
            }
            index += 1
        }
        return nil
    }
}
