import Foundation
import PepinCookbook

/// The command line's line-at-a-time input and output, in bulk: standard input read in large
/// blocks, split into batches of lines that every core turns into text (each line's `String` is
/// made on the core that works on it), and the output written as bytes in batch order.
enum LineIO {
    /// What one batch of lines writes: to standard output, and notes for standard error.
    struct Output: Sendable {
        var out: JSONWriter
        var notes: JSONWriter
    }

    /// The lines given as arguments, or else those of standard input, without blank lines (a
    /// trailing `\r` is dropped), through `transform` (the line and its UTF-8 bytes), on every
    /// core, in order; the notes follow
    /// on standard error, in the order of their lines.
    static func run(_ arguments: [String], _ transform: @escaping @Sendable (String, [UInt8], inout Output) -> Void) {
        let batches: [LineBatch] =
            arguments.isEmpty ? LineBatch.split(standardInput()) : [LineBatch(lines: arguments.filter { !isBlank(Array($0.utf8)[...]) })]
        let outputs = ParallelMap(batches) { batch -> Output in
            var output = Output(out: JSONWriter(capacity: batch.estimatedOutput), notes: JSONWriter(capacity: 0))
            batch.forEach { transform($0, $1, &output) }
            return output
        }.results
        for output in outputs { write(output.out.bytes, to: 1) }
        for output in outputs where !output.notes.bytes.isEmpty { write(output.notes.bytes, to: 2) }
    }

    /// All of standard input.
    static func standardInput() -> [UInt8] {
        var data: [UInt8] = []
        var block = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let count = block.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            data.append(contentsOf: block[0..<count])
        }
        return data
    }

    static func isBlank(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
    }

    /// Writes all of `bytes` to a file descriptor.
    static func write(_ bytes: [UInt8], to descriptor: Int32) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }
}

/// Some lines: given as strings, or as ranges of shared input bytes.
struct LineBatch: Sendable {
    private var lines: [String] = []
    private var input: [UInt8] = []
    private var ranges: [Range<Int>] = []

    init(lines: [String]) { self.lines = lines }

    private init(input: [UInt8], ranges: [Range<Int>]) {
        self.input = input
        self.ranges = ranges
    }

    var estimatedOutput: Int { (lines.count + ranges.count) * 160 }

    /// Each line as text and as its UTF-8 bytes (made once, for the parser).
    func forEach(_ body: (String, [UInt8]) -> Void) {
        for line in lines { body(line, Array(line.utf8)) }
        input.withUnsafeBufferPointer { buffer in
            for range in ranges {
                let bytes = Array(UnsafeBufferPointer(rebasing: buffer[range]))
                let text = String(decoding: bytes, as: UTF8.self)
                // Invalid UTF-8 was repaired in the text: parse the repaired bytes.
                body(text, text.utf8.count == bytes.count ? bytes : Array(text.utf8))
            }
        }
    }

    /// The non-blank lines of `input`, in batches of about 4,096 lines.
    static func split(_ input: [UInt8], size: Int = 4096) -> [LineBatch] {
        var batches: [LineBatch] = []
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(size)
        var start = 0
        input.withUnsafeBufferPointer { buffer in
            for index in 0...buffer.count where index == buffer.count || buffer[index] == 0x0A {
                var end = index
                if end > start && buffer[end - 1] == 0x0D { end -= 1 }
                if !LineIO.isBlank(input[start..<end]) { ranges.append(start..<end) }
                start = index + 1
                if ranges.count == size {
                    batches.append(LineBatch(input: input, ranges: ranges))
                    ranges.removeAll(keepingCapacity: true)
                }
            }
        }
        if !ranges.isEmpty { batches.append(LineBatch(input: input, ranges: ranges)) }
        return batches
    }
}
