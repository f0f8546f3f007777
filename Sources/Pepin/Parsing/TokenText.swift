/// Compares token text with single characters without making strings.
enum TokenText {
    /// Exact (case-sensitive) equality with a single ASCII byte.
    static func isByte(_ bytes: LineBytes, _ token: LineToken, _ byte: UInt8) -> Bool {
        token.end - token.start == 1 && bytes[token.start] == byte
    }
}
