import Foundation
import PepinCookbook

/// The command line's line-at-a-time input and output, in bulk: standard input read in large
/// blocks and split once, output written as bytes in large blocks, and the lines between worked
/// on by all cores in batches whose order is kept.
enum LineIO {
    /// The lines of standard input, without blank ones (a trailing `\r` is dropped).
    static func standardInputLines() -> [String] {
        var data: [UInt8] = []
        var block = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let count = block.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            data.append(contentsOf: block[0..<count])
        }
        var lines: [String] = []
        lines.reserveCapacity(data.count / 32)
        data.withUnsafeBufferPointer { buffer in
            var start = 0
            for index in 0...buffer.count where index == buffer.count || buffer[index] == 0x0A {
                var end = index
                if end > start && buffer[end - 1] == 0x0D { end -= 1 }
                let slice = UnsafeBufferPointer(rebasing: buffer[start..<end])
                if slice.contains(where: { $0 != 0x20 && $0 != 0x09 }) {
                    lines.append(String(decoding: slice, as: UTF8.self))
                }
                start = index + 1
            }
        }
        return lines
    }

    /// What one batch of lines writes: to standard output, and notes for standard error.
    struct Output: Sendable {
        var out: JSONWriter
        var notes: JSONWriter
    }

    /// Writes `lines` through `transform`, a batch of lines at a time on every core, in order;
    /// the notes follow on standard error, in the order of their lines.
    static func write(_ lines: [String], batch: Int = 4096, _ transform: @escaping @Sendable (String, inout Output) -> Void) {
        let batches = stride(from: 0, to: lines.count, by: batch).map { Array(lines[$0..<min($0 + batch, lines.count)]) }
        let outputs = ParallelMap(batches) { lines -> Output in
            var output = Output(out: JSONWriter(capacity: lines.count * 128), notes: JSONWriter(capacity: 0))
            for line in lines { transform(line, &output) }
            return output
        }.results
        for output in outputs { write(output.out.bytes, to: 1) }
        for output in outputs where !output.notes.bytes.isEmpty { write(output.notes.bytes, to: 2) }
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
