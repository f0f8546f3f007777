/// Byte spans a name reader collects (its preparation, its comment's pieces), in a buffer it
/// lends on the stack: most lines have one or two, and no array is made for them. Never full:
/// spans past the buffer go on in an array.
struct SpanList: RandomAccessCollection {
    private let buffer: UnsafeMutableBufferPointer<Range<Int>>
    private var overflow: [Range<Int>] = []
    private var stored = 0
    var startIndex: Int { 0 }
    var endIndex: Int { stored + overflow.count }

    init(_ buffer: UnsafeMutableBufferPointer<Range<Int>>) { self.buffer = buffer }

    subscript(position: Int) -> Range<Int> {
        position < stored ? buffer[position] : overflow[position - stored]
    }

    mutating func append(_ span: Range<Int>) {
        if stored < buffer.count, overflow.isEmpty {
            buffer.initializeElement(at: stored, to: span)
            stored += 1
        } else {
            overflow.append(span)
        }
    }
}
