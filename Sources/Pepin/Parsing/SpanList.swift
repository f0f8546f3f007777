/// Byte spans a name reader collects (its preparation, its comment's pieces), in a buffer it
/// lends on the stack: most lines have one or two, and no array is made for them.
///
/// The reader lends two more places than the line has tokens: every span but a label's and a
/// last preparation's is taken past at least one token, so the buffer never fills. (A full
/// buffer would keep what it has rather than write past its end.) Not a collection: the
/// WebAssembly core would carry the generic algorithms one brings for the two questions asked.
struct SpanList {
    private let buffer: UnsafeMutableBufferPointer<Range<Int>>
    private(set) var count = 0

    init(_ buffer: UnsafeMutableBufferPointer<Range<Int>>) { self.buffer = buffer }

    subscript(position: Int) -> Range<Int> { buffer[position] }

    mutating func append(_ span: Range<Int>) {
        assert(count < buffer.count, "a name reader's spans outnumber its line's tokens")
        guard count < buffer.count else { return }
        buffer.initializeElement(at: count, to: span)
        count += 1
    }

    /// True when a span holds the byte at `offset`.
    func covers(_ offset: Int) -> Bool {
        for k in 0..<count where buffer[k].contains(offset) { return true }
        return false
    }
}
