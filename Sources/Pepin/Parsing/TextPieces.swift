/// A part of a line's text (its name, preparation or comment) as the parser leaves it: the byte
/// spans of its pieces in the line's UTF-8, read as one text only when asked (``text(in:separator:)``).
///
/// A parse decides where each part lies; building its string is the reader's business. So the
/// parse makes no string, and a line nobody reads the comment of never has one. Most parts are
/// one piece, kept inline: no array is made for them.
struct TextPieces: Hashable, Sendable {
    /// The first piece; `nil` when the part is absent.
    private(set) var first: Range<Int>?
    /// The pieces after the first, in order (empty, and no allocation, for one piece).
    private(set) var rest: [Range<Int>] = []

    /// No text at all.
    static let none = TextPieces()

    private init() {}

    /// One piece.
    init(_ span: Range<Int>) { first = span }

    /// The pieces of `spans`, in order (none when it is empty).
    init(_ spans: SpanList) {
        guard spans.count > 0 else { return }
        first = spans[0]
        if spans.count > 1 {
            rest.reserveCapacity(spans.count - 1)
            for k in 1..<spans.count { rest.append(spans[k]) }
        }
    }

    /// The runs of consecutive tokens among `names` (token indices in order), each from its first
    /// token's start to its last token's end.
    init<Names: RandomAccessCollection<Int>>(runsOf names: Names, _ tokens: LineTokens) where Names.Index == Int {
        guard var runStart = names.first, let last = names.last else { return }
        // One run, as most names are.
        if last - runStart == names.count - 1 {
            first = tokens[runStart].start..<tokens[last].end
            return
        }
        var k = names.startIndex
        while k < names.endIndex {
            let index = names[k]
            if k == names.endIndex - 1 || names[k + 1] != index + 1 {
                append(tokens[runStart].start..<tokens[index].end)
                if k + 1 < names.endIndex { runStart = names[k + 1] }
            }
            k += 1
        }
    }

    /// True when the part is absent (no piece, not even an empty one).
    var isNone: Bool { first == nil }

    /// Adds `span` after the pieces there are.
    mutating func append(_ span: Range<Int>) {
        if first == nil { first = span } else { rest.append(span) }
    }

    /// The pieces' texts in `text` joined by `separator`; `nil` when the part is absent.
    func text(in text: TextSlice, separator: String) -> String? {
        guard let first else { return nil }
        var joined = text.slice(first)
        for span in rest { joined += separator + text.slice(span) }
        return joined
    }
}
