/// The token indices of a name, in a buffer its reader lends (each token at most once).
struct NameList: RandomAccessCollection {
    private let buffer: UnsafeMutableBufferPointer<Int>
    private(set) var endIndex = 0
    var startIndex: Int { 0 }

    init(_ buffer: UnsafeMutableBufferPointer<Int>) { self.buffer = buffer }

    subscript(position: Int) -> Int { buffer[position] }

    mutating func append(_ index: Int) {
        buffer[endIndex] = index
        endIndex += 1
    }

    mutating func removeLast() { endIndex -= 1 }

    /// The indices as one run of memory, borrowed for `body`.
    func withIndices<R>(_ body: (UnsafeBufferPointer<Int>) -> R) -> R {
        body(UnsafeBufferPointer(rebasing: buffer[..<endIndex]))
    }
}
