import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file's bytes read in one open, one size check and large reads: a cookbook of ten thousand
/// files pays for no `stat` beyond the one the size needs.
enum FileBytes {
    enum Problem: Error, Equatable {
        /// The file is there but may not be read.
        case permissionDenied
        /// Larger than the limit; the size in bytes.
        case tooLarge(Int)
        /// Missing, a folder, or failing to read.
        case unreadable
    }

    /// The bytes of the file at `path`, refusing one over `limit` bytes before reading it.
    static func read(_ path: String, limit: Int) -> Result<[UInt8], Problem> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(errno == EACCES ? .permissionDenied : .unreadable) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return .failure(.unreadable) }
        let size = Int(status.st_size)
        guard size <= limit else { return .failure(.tooLarge(size)) }
        var bytes = [UInt8](repeating: 0, count: size + 1)
        var count = 0
        while true {
            if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: max(4096, count))) }
            let read = bytes.withUnsafeMutableBytes { buffer in
                Foundation.read(descriptor, buffer.baseAddress! + count, buffer.count - count)
            }
            if read < 0 {
                if errno == EINTR { continue }
                return .failure(.unreadable)
            }
            if read == 0 { break }
            count += read
            guard count <= limit else { return .failure(.tooLarge(count)) }
        }
        bytes.removeSubrange(count...)
        return .success(bytes)
    }
}
