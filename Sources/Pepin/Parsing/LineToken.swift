/// One token of an ingredient line: a byte range of the line's UTF-8 and what kind of text it is.
struct LineToken: Hashable, Sendable {
    enum Kind: UInt8, Hashable, Sendable {
        /// Letters, with inner hyphens and apostrophes ("all-purpose", "baker's").
        case word
        /// Digits with an optional decimal part ("2", "0.25", ".5").
        case number
        /// Digits over digits ("3/4").
        case fraction
        /// A Unicode vulgar fraction ("½").
        case vulgar
        /// A hyphen, en dash or em dash.
        case dash
        /// Any other single character (",", "(", "/", "+").
        case punct
    }

    // Stored widest first, so a token fits in 32 bytes.
    /// First byte.
    var start: Int
    /// One past the last byte.
    var end: Int
    /// What the lexicon knows of the word (nothing for other kinds).
    var info: TokenInfo = .unknown
    var kind: Kind
    /// True when white space comes right before the token.
    var spaced: Bool

    /// A number, a fraction or a vulgar fraction.
    var isNumeric: Bool { kind == .number || kind == .fraction || kind == .vulgar }

    init(kind: Kind, start: Int, end: Int, spaced: Bool) {
        self.start = start
        self.end = end
        self.kind = kind
        self.spaced = spaced
    }
}

/// A line's UTF-8 as the parser reads it: a view borrowed for one parse, so copying a reader
/// copies two words and counts no references.
typealias LineBytes = UnsafeBufferPointer<UInt8>
/// A line's tokens, borrowed like ``LineBytes`` for one parse.
typealias LineTokens = UnsafeBufferPointer<LineToken>

extension UnsafeBufferPointer {
    /// The view itself: lets code written for arrays read a borrowed view unchanged.
    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) -> R) -> R { body(self) }
}

/// Splits a line's UTF-8 into ``LineToken``s. Never fails: every byte belongs to a token or to
/// white space.
struct LineTokenizer {
    let bytes: LineBytes

    /// Calls `body` with the tokens of `bytes`, kept in a temporary buffer, never in an array:
    /// on the stack for the lines of up to 32 tokens (1 KB) that nearly every line is.
    static func withTokens<R>(_ bytes: LineBytes, _ body: (LineTokens) -> R) -> R {
        let small: R? = withUnsafeTemporaryAllocation(of: LineToken.self, capacity: 32) { buffer in
            LineTokenizer(bytes: bytes).tokenize(into: buffer).map { body(UnsafeBufferPointer(rebasing: buffer[..<$0])) }
        }
        if let small { return small }
        // Every token takes at least one byte.
        return withUnsafeTemporaryAllocation(of: LineToken.self, capacity: bytes.count + 1) { buffer in
            body(UnsafeBufferPointer(rebasing: buffer[..<(LineTokenizer(bytes: bytes).tokenize(into: buffer) ?? 0)]))
        }
    }

    /// Calls `body` with the bytes of `bytes` and their tokens.
    static func withViews<R>(_ bytes: [UInt8], _ body: (LineBytes, LineTokens) -> R) -> R {
        bytes.withUnsafeBufferPointer { view in withTokens(view) { body(view, $0) } }
    }

    /// Writes the tokens into `tokens` and returns how many, or `nil` when they do not fit.
    private func tokenize(into tokens: UnsafeMutableBufferPointer<LineToken>) -> Int? {
        var count = 0
        var i = 0
        var spaced = false
        let n = bytes.count
        let words = Lexicon.words  // read the shared table once per line
        while i < n {
            let b = bytes[i]
            if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D {
                spaced = true
                i += 1
                continue
            }
            if b == 0xC2, i + 1 < n, bytes[i + 1] == 0xA0 {  // no-break space
                spaced = true
                i += 2
                continue
            }
            var token: LineToken
            var key: WordKey?
            if b | 0x20 &- 0x61 < 26, b | 0x20 != 0x78 {  // a letter, as most tokens start
                (token, key) = word(&i, spaced: &spaced)
                // "1lb2oz", "1kg200g": a unit joined to the number before it ends at its digits.
                if !token.spaced, count > 0, tokens[count - 1].isNumeric, let digit = firstDigit(token) {
                    token.end = digit
                    i = digit
                    spaced = false
                    key = WordKey.ascii(bytes, token.start, digit)
                }
            } else {
                token = otherToken(&i, spaced: spaced, afterNumber: count > 0 && tokens[count - 1].kind == .number)
                key = token.kind == .word ? WordKey(bytes, token.start, token.end) : nil
                spaced = false
            }
            if let key { token.info = words.token(key) }  // one lookup in the loop, for the code's size
            guard count < tokens.count else { return nil }
            tokens.initializeElement(at: count, to: token)
            count += 1
        }
        return count
    }

    /// The word that starts at `i` with a letter other than "x", and its key. `spaced` tells
    /// whether white space comes before it, and then whether a space after it was passed.
    @inline(__always)
    private func word(_ i: inout Int, spaced: inout Bool) -> (LineToken, WordKey?) {
        let start = i
        let before = spaced
        spaced = false
        // Most words are a few letters before a space or a comma: the eight bytes read for the
        // letters also hold the byte that ends the word, and the word's key (a letter or digit
        // or'ed with 0x20 is itself in lower case).
        if i + 8 <= bytes.count {
            let raw = LineTokenizer.eightBytes(bytes, at: i)
            let run = LineTokenizer.letterOrDigitRun(raw)
            let after = UInt8(truncatingIfNeeded: raw &>> (UInt64(run) &* 8))
            if run < 8, after < 0x80, after != 0x2D, after != 0x27 {
                i += run
                let lower = (raw | 0x2020_2020_2020_2020) & (UInt64.max &>> (UInt64(8 &- run) &* 8))
                if after == 0x20 {  // the space between words, already read
                    i += 1
                    spaced = true
                }
                return (LineToken(kind: .word, start: start, end: start + run, spaced: before), WordKey(high: lower, low: 0))
            }
        }
        let ascii = scanWord(&i)
        let end = min(i, bytes.count)
        return (LineToken(kind: .word, start: start, end: end, spaced: before), ascii ? WordKey.ascii(bytes, start, end) : WordKey(bytes, start, end))
    }

    /// Any other token: a number, a fraction, a dash, punctuation, or a word that starts with "x"
    /// or a letter beyond ASCII, without its information. Kept out of the loop, so the compiler
    /// inlines the word's key and lookup into the loop (it stops inlining into a function grown
    /// too large).
    @inline(never)
    private func otherToken(_ i: inout Int, spaced: Bool, afterNumber: Bool) -> LineToken {
        let n = bytes.count
        let b = bytes[i]
        let start = i
        let kind: LineToken.Kind
        if isDigit(b) || (b == 0x2E && i + 1 < n && isDigit(bytes[i + 1])) {
            kind = scanNumber(&i)
        } else if let width = LineTokenizer.vulgarWidth(bytes, at: i) {
            kind = .vulgar
            i += width
        } else if let width = LineTokenizer.dashWidth(bytes, at: i) {
            kind = .dash
            i += width
        } else if b | 0x20 == 0x78, i + 1 < n, isDigit(bytes[i + 1]), afterNumber {
            kind = .word  // "2x400g": the times sign before the size, not a word "x400g"
            i += 1
        } else if isWordByte(b, at: i) {
            kind = .word
            _ = scanWord(&i)
        } else {
            kind = .punct
            i += LineTokenizer.scalarWidth(b)
        }
        return LineToken(kind: kind, start: start, end: min(i, n), spaced: spaced)
    }

    func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

    private func scanNumber(_ i: inout Int) -> LineToken.Kind {
        let n = bytes.count
        let first = i
        while i < n, isDigit(bytes[i]) { i += 1 }
        // Thousands, as English writes them: "1,500 g", "12,000": a comma before each three digits.
        while i - first <= 3 || bytes[i - 4] == 0x2C, i + 3 < n, bytes[i] == 0x2C, isDigit(bytes[i + 1]), isDigit(bytes[i + 2]),
            isDigit(bytes[i + 3]), i + 4 >= n || !isDigit(bytes[i + 4])
        {
            i += 4
        }
        if i + 1 < n, bytes[i] == 0x2E, isDigit(bytes[i + 1]) {  // decimal part
            i += 1
            while i < n, isDigit(bytes[i]) { i += 1 }
            return .number
        }
        // A decimal comma, as most of Europe writes: "0,5 TL", "1,25 l". One or two digits after
        // it, no more (three are thousands, above; "2,3" is not written for "2 or 3").
        if i + 1 < n, bytes[i] == 0x2C, isDigit(bytes[i + 1]), !(i + 3 < n && isDigit(bytes[i + 2]) && isDigit(bytes[i + 3])) {
            i += 2
            if i < n, isDigit(bytes[i]) { i += 1 }
            return .number
        }
        if i + 1 < n, bytes[i] == 0x2F, isDigit(bytes[i + 1]) {  // "3/4"
            i += 1
            while i < n, isDigit(bytes[i]) { i += 1 }
            return .fraction
        }
        // "1⁄2" with the Unicode fraction slash.
        if i + 3 < n, bytes[i] == 0xE2, bytes[i + 1] == 0x81, bytes[i + 2] == 0x84, isDigit(bytes[i + 3]) {
            i += 3
            while i < n, isDigit(bytes[i]) { i += 1 }
            return .fraction
        }
        return .number
    }

    /// Moves `i` past the word; true when the word is all ASCII.
    private func scanWord(_ i: inout Int) -> Bool {
        let n = bytes.count
        while true {
            // Letters and digits, the bytes nearly every word is made of, eight at a time where
            // the line's bytes allow; a run shorter than eight ends on the byte after them.
            if i + 8 <= n {
                let run = LineTokenizer.letterOrDigitRun(bytes, at: i)
                i += run
                if run == 8 { continue }
            } else {
                while i < n, bytes[i] | 0x20 &- 0x61 < 26 || isDigit(bytes[i]) { i += 1 }
                guard i < n else { return true }
            }
            let b = bytes[i]
            if (b == 0x2D || b == 0x27) && i + 1 < n {  // an inner hyphen or apostrophe, or the word's end
                let next = bytes[i + 1]
                if next >= 0x80 { break }
                guard next | 0x20 &- 0x61 < 26 else { return true }
                i += 1
            } else if b < 0x80 {
                return true
            } else {
                break
            }
        }
        scanAnyWord(&i)
        return false
    }
}
