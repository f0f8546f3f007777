/// A list of words kept as one literal, the words between spaces and line breaks: as data in the
/// WebAssembly module, where an array or set of string literals is code that builds it.
/// The WebAssembly build packs the lexicon's lists as it packs the catalog (``PackedText``).
enum WordList {
    /// The bytes of `list`, unpacked when the build packed it.
    static func bytes(_ list: StaticString) -> [UInt8] {
        let text = UnsafeBufferPointer(start: list.utf8Start, count: list.utf8CodeUnitCount)
        return PackedText.isPacked(text) ? PackedText.unpacked(text) ?? [] : Array(text)
    }

    /// The words of `list`, in order.
    static func words(_ list: StaticString) -> [String] {
        let bytes = bytes(list)
        var words: [String] = []
        var start = 0
        for end in 0...bytes.count where end == bytes.count || bytes[end] == 0x20 || bytes[end] == 0x0A {
            if end > start { words.append(String(decoding: bytes[start..<end], as: UTF8.self)) }
            start = end + 1
        }
        return words
    }

    /// The words of each line of `list`, in order.
    static func lines(_ list: StaticString) -> [[String]] {
        var lines: [[String]] = [[]]
        let bytes = bytes(list)
        var start = 0
        for end in 0...bytes.count where end == bytes.count || bytes[end] == 0x20 || bytes[end] == 0x0A {
            if end > start { lines[lines.count - 1].append(String(decoding: bytes[start..<end], as: UTF8.self)) }
            if end < bytes.count, bytes[end] == 0x0A { lines.append([]) }
            start = end + 1
        }
        return lines
    }

    /// `name` without its spaces ("fluid ounce" is "fluidounce").
    static func joined(_ name: String) -> String { String(decoding: name.utf8.filter { $0 != 0x20 }, as: UTF8.self) }
}
