import Foundation

/// Fast searches over a page's bytes used by the tokenizer.
struct HTMLByteSearch {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Whether `literal` (ASCII) starts at `index`.
    func hasPrefix(_ literal: StaticString, at index: Int) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let pointer = literal.utf8Start
        for offset in 0..<count where bytes[index + offset] != pointer[offset] { return false }
        return true
    }

    /// The index where `literal` next occurs at or after `start`.
    func find(_ literal: StaticString, from start: Int) -> Int? {
        find(literal, in: start..<bytes.count)
    }

    /// The index where `literal` occurs wholly inside `range`, if it does.
    func find(_ literal: StaticString, in range: Range<Int>) -> Int? {
        let first = literal.utf8Start[0]
        let end = min(range.upperBound, bytes.count) - literal.utf8CodeUnitCount
        var index = range.lowerBound
        while index <= end {
            if bytes[index] == first, hasPrefix(literal, at: index) { return index }
            index += 1
        }
        return nil
    }

    /// The index just after the `>` closing a tag whose attributes start at `start`, skipping
    /// quoted attribute values; the end of the page if the tag never closes.
    func tagEnd(from start: Int) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            var index = start
            var quote: UInt8 = 0
            var previous: UInt8 = UInt8(ascii: " ")
            while index < buffer.count {
                let byte = buffer[index]
                if quote != 0 {
                    if byte == quote { quote = 0 }
                } else if byte == UInt8(ascii: ">") {
                    return index + 1
                } else if (byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")) && previous == UInt8(ascii: "=") {
                    quote = byte
                }
                if byte != UInt8(ascii: " ") || quote != 0 { previous = byte }
                index += 1
            }
            return buffer.count
        }
    }

    /// The index of the next `byte` at or after `start`.
    func firstIndex(of byte: UInt8, from start: Int) -> Int? {
        guard start < bytes.count else { return nil }
        return bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress,
                let found = memchr(base + start, Int32(byte), buffer.count - start)
            else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }

    /// The index of `</name` (any case, followed by a space, `/` or `>`) at or after `start`.
    func endTag(named name: String, from start: Int) -> Int? {
        let nameBytes = Array(name.utf8)
        return bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress else { return nil }
            var index = start
            while index + 1 + nameBytes.count < buffer.count {
                // memchr finds the next `<` far faster than a byte loop.
                guard let found = memchr(base + index, Int32(UInt8(ascii: "<")), buffer.count - index) else {
                    return nil
                }
                index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                guard index + 2 + nameBytes.count <= buffer.count else { return nil }
                if buffer[index + 1] == UInt8(ascii: "/") {
                    var matches = true
                    for (offset, byte) in nameBytes.enumerated() where buffer[index + 2 + offset] | 0x20 != byte {
                        matches = false
                        break
                    }
                    let after = index + 2 + nameBytes.count
                    if matches, after >= buffer.count || Self.endsName(buffer[after]) { return index }
                }
                index += 1
            }
            return nil
        }
    }

    private static func endsName(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: " ")
            || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }
}
