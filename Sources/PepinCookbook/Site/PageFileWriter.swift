#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes one page with plain `open`/`write`/`close`: a site build writes thousands of small
/// files into a fresh folder, where Foundation's `Data.write` adds work (and a flush) per file
/// that the build does not need; the whole folder is swapped in at the end anyway.
struct PageFileWriter {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let path: String
    let bytes: [UInt8]

    init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    func write() throws(Failure) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Failure(description: "cannot create \(path) (errno \(errno))") }
        defer { close(descriptor) }
        let written = bytes.withUnsafeBufferPointer { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let count = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += count
            }
            return true
        }
        guard written else { throw Failure(description: "cannot write \(path) (errno \(errno))") }
    }
}

/// The C `write`, named apart from the method above.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
