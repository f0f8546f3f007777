/// Reads a file of web addresses, one a line: blank lines and lines starting with `#` are
/// skipped, spaces trimmed, each address kept once in file order. Lines that are not `http` or
/// `https` addresses are returned apart, with their line numbers, so they can be reported.
///
///     URLListReader("https://a.test/soup\n# later\nhttps://a.test/soup\nftp://x").urls   // ["https://a.test/soup"]
public struct URLListReader: Sendable {
    /// The addresses, in file order, each once.
    public let urls: [String]
    /// Lines that are not web addresses: (line number from 1, text).
    public let rejected: [(line: Int, text: String)]

    /// Reads the file's text.
    public init(_ text: String) {
        var urls: [String] = []
        var seen: Set<String> = []
        var rejected: [(line: Int, text: String)] = []
        for (offset, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let line = raw.trimmingSpaces
            if line.isEmpty || line.hasPrefix("#") { continue }
            if BookmarkFileReader.isWebAddress(line) {
                if seen.insert(line).inserted { urls.append(line) }
            } else {
                rejected.append((offset + 1, line))
            }
        }
        self.urls = urls
        self.rejected = rejected
    }
}
