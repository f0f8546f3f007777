/// Escapes text for HTML element content and attribute values: `&`, `<`, `>`, `"` and `'`.
public enum HTMLEscaper {
    /// `text` with the five HTML-special characters replaced by entities.
    public static func escape(_ text: String) -> String {
        var needs = false
        for byte in text.utf8 where byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22 || byte == 0x27 {
            needs = true
            break
        }
        guard needs else { return text }
        var result = TextBuffer(capacity: text.utf8.count + 16)
        result.appendEscaped(text)
        return result.text
    }
}
