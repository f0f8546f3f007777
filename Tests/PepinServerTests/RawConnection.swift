import Foundation

/// A bare TCP connection to 127.0.0.1, for what an HTTP client library would not do: send half a
/// request, hang up mid-stream, hold a connection open.
final class RawConnection: Sendable {
    private let socket: Int32

    init?(port: Int) {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { return nil }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(socket)
            return nil
        }
    }

    func send(_ text: String) {
        _ = text.withCString { Glibc.send(socket, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
    }

    /// Up to `count` bytes; empty when the server closed the connection (or after 5 s). The
    /// blocking read runs on a Dispatch thread: on the cooperative pool it would starve the server
    /// under test, whose handlers share that pool.
    func receive(_ count: Int = 4096) async -> String {
        let socket = socket
        return await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                var buffer = [UInt8](repeating: 0, count: count)
                let read = recv(socket, &buffer, count, 0)
                continuation.resume(returning: read > 0 ? String(decoding: buffer[0..<read], as: UTF8.self) : "")
            }
        }
    }

    func hangUp() { close(socket) }
}
