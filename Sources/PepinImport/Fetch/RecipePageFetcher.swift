import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix

/// Downloads a recipe page over HTTP(S) with AsyncHTTPClient: a deadline for the whole request,
/// a size limit, a bounded number of redirects, and one-line messages for every failure.
///
///     let page = try await RecipePageFetcher().fetch("https://example.com/pancakes")
///     page.url     // the address after redirects
///     page.bytes   // the HTML
public struct RecipePageFetcher: Sendable {
    /// The whole request, redirects included, must finish within this many seconds.
    public var timeoutSeconds: Int64
    /// Pages larger than this many bytes are refused.
    public var maximumBytes: Int
    /// How many redirects are followed.
    public var maximumRedirects: Int
    /// What the messages call the thing fetched: "page", or "image".
    public var subject = "page"

    /// A fetched page.
    public struct Page: Sendable {
        /// The address the page came from, after redirects.
        public var url: String
        /// The body.
        public var bytes: [UInt8]
        /// The answer's `Content-Type`, if it gave one.
        public var contentType: String?
    }

    /// Creates a fetcher; the defaults suit recipe pages (20 s, 10 MB, 5 redirects).
    public init(timeoutSeconds: Int64 = 20, maximumBytes: Int = 10 * 1024 * 1024, maximumRedirects: Int = 5) {
        self.timeoutSeconds = timeoutSeconds
        self.maximumBytes = maximumBytes
        self.maximumRedirects = maximumRedirects
    }

    /// Downloads `url`.
    ///
    /// - Throws: ``RecipeFetchError`` saying what went wrong, with the address.
    public func fetch(_ url: String) async throws(RecipeFetchError) -> Page {
        guard url.hasPrefix("http://") || url.hasPrefix("https://") else {
            throw RecipeFetchError(url: url, message: "not an http or https address")
        }
        var configuration = HTTPClient.Configuration(
            redirectConfiguration: .follow(max: maximumRedirects, allowCycles: false),
            timeout: .init(connect: .seconds(min(timeoutSeconds, 10)), read: .seconds(timeoutSeconds)),
            decompression: .enabled(limit: .size(maximumBytes)))
        // A refused connection fails at once: the client would otherwise try again and again until
        // the connect timeout (10 s an address) and only then say why.
        configuration.connectionPool.retryConnectionEstablishment = false
        let client = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
        let result: Result<Page, RecipeFetchError>
        do {
            result = .success(try await download(url, with: client))
        } catch let error as RecipeFetchError {
            result = .failure(error)
        } catch {
            result = .failure(RecipeFetchError(url: url, message: message(for: error)))
        }
        try? await client.shutdown()
        return try result.get()
    }

    private func download(_ url: String, with client: HTTPClient) async throws -> Page {
        var request = HTTPClientRequest(url: url)
        request.headers.add(name: "User-Agent", value: "pepin/0.1 (recipe import)")
        request.headers.add(name: "Accept", value: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5")
        // One deadline for the whole page: headers, redirects and every byte of the body. A server
        // that sends its headers and then one byte every few seconds is cut off at the deadline.
        let started = ContinuousClock.now
        let limit = Duration.seconds(timeoutSeconds)
        let response = try await client.execute(request, timeout: .seconds(timeoutSeconds))
        guard (200..<300).contains(response.status.code) else {
            throw RecipeFetchError(url: url, message: "HTTP \(response.status.code) \(response.status.reasonPhrase)")
        }
        if let length = response.headers.first(name: "Content-Length").flatMap(Int.init), length > maximumBytes {
            throw RecipeFetchError(url: url, message: "\(subject) is \(length) bytes, larger than \(Self.sizeText(maximumBytes))")
        }
        let remaining = limit - (ContinuousClock.now - started)
        let (maximumBytes, subject) = (maximumBytes, subject)
        let body: ByteBuffer? = try await withThrowingTaskGroup(of: ByteBuffer?.self) { group in
            group.addTask {
                do {
                    return try await response.body.collect(upTo: maximumBytes)
                } catch is NIOTooManyBytesError {
                    throw RecipeFetchError(url: url, message: "\(subject) larger than \(Self.sizeText(maximumBytes))")
                } catch {
                    // Ended by the deadline below: say so, not "cancelled".
                    if ContinuousClock.now - started >= limit { return nil }
                    throw error
                }
            }
            group.addTask {
                try? await Task.sleep(for: max(remaining, .zero))
                // Closing the client ends the body's stream, so the reader above returns at once.
                try? await client.shutdown()
                return nil
            }
            let first = try await group.next() ?? nil
            group.cancelAll()
            return first
        }
        guard let body else { throw RecipeFetchError(url: url, message: Self.timeoutMessage(timeoutSeconds)) }
        let finalURL = response.history.last?.request.url ?? url
        return Page(url: finalURL, bytes: Array(buffer: body), contentType: response.headers.first(name: "Content-Type"))
    }

    static func timeoutMessage(_ seconds: Int64) -> String { "no complete answer within \(seconds) s" }

    /// "10 MB", or "1000 bytes" for a limit that is not whole megabytes.
    static func sizeText(_ bytes: Int) -> String {
        bytes % 1_048_576 == 0 ? "\(bytes / 1_048_576) MB" : "\(bytes) bytes"
    }

    private func message(for error: any Error) -> String {
        if let error = error as? HTTPClientError {
            switch error {
            case .readTimeout, .connectTimeout, .deadlineExceeded: return Self.timeoutMessage(timeoutSeconds)
            case .redirectLimitReached: return "too many redirects"
            case .redirectCycleDetected: return "redirect loop"
            case .remoteConnectionClosed: return "the server closed the connection"
            default: return "\(error)"
            }
        }
        if let error = error as? NIOConnectionError {
            let refused = error.connectionErrors.contains { ($0.error as? IOError)?.errnoCode == ECONNREFUSED }
            return refused ? "connection refused" : "could not connect"
        }
        if let error = error as? IOError {
            return error.errnoCode == ECONNREFUSED ? "connection refused" : "network error: \(error.description)"
        }
        if error is SocketAddressError { return "could not resolve the host name" }
        if error is NIOTooManyBytesError { return "\(subject) larger than \(Self.sizeText(maximumBytes))" }
        return "\(error)"
    }
}

/// Why a page could not be downloaded: `https://x.test/a: HTTP 404 Not Found`.
public struct RecipeFetchError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The address asked for.
    public var url: String
    /// What went wrong.
    public var message: String

    /// Creates an error for `url`.
    public init(url: String, message: String) {
        self.url = url
        self.message = message
    }

    /// `https://x.test/a: HTTP 404 Not Found`.
    public var description: String { "\(url): \(message)" }
}
