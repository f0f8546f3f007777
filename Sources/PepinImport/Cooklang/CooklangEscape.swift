/// Backslash escapes in Cooklang text, so that words which would read as marks, comments,
/// notes or sections stay words: `\@`, `\#`, `\~` (not marks), `-\-` and `[\-` (not comments),
/// `\>` and `\=` at a line's start (not a note or a section), `\{`, `\}`, `\%`, `\(`, `\)` inside
/// marks, `\|` and a leading `\?`, `\&`, `\+` or `\-` in an ingredient's name (an alias and
/// modifiers in other Cooklang apps), and `\\` for a backslash. A backslash before anything else
/// is kept.
///
///     CooklangEscape.escaped("Use #2 pencil -- or a pen")    // "Use \#2 pencil -\- or a pen"
///     CooklangEscape.unescaped("Use \\#2 pencil")             // "Use #2 pencil"
enum CooklangEscape {
    /// The characters a backslash makes plain.
    static let escapable: Set<Character> = ["\\", "@", "#", "~", "-", "{", "}", "%", "(", ")", "[", "]", ">", "=", "|", "?", "&", "+"]

    /// `text` written so that ``CooklangReader`` reads it back as the same words; `marks` are the
    /// characters to escape besides marks and comments (`{}%()` inside an ingredient mark).
    static func escaped(_ text: String, also marks: Set<Character> = []) -> String {
        var out = ""
        var previous: Character?
        for character in text {
            let opensComment = character == "-" && (previous == "-" || previous == "[")
            let startsLine = previous == nil && (character == ">" || character == "=")
            if character == "\\" || "@#~".contains(character) || opensComment || startsLine || marks.contains(character) {
                out.append("\\")
            }
            out.append(character)
            previous = character
        }
        return out
    }

    /// `text` with its escapes taken out.
    static func unescaped<Text: StringProtocol>(_ text: Text) -> String {
        guard text.contains("\\") else { return String(text) }
        var out = ""
        var escaping = false
        for character in text {
            if escaping {
                if !escapable.contains(character) { out.append("\\") }
                out.append(character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                out.append(character)
            }
        }
        if escaping { out.append("\\") }
        return out
    }

    /// An ingredient's name in a mark: escaped as text, and so that no Cooklang app reads an
    /// alias (`|`) or a modifier (a leading `-`, `?`, `&`, `+`) in it.
    static func escapedName(_ name: String) -> String {
        let escaped = escaped(name, also: ["{", "}", "|"])
        return escaped.first.map { "-?&+".contains($0) } == true ? "\\" + escaped : escaped
    }

    /// The index of the first `character` in `text` not escaped by a backslash.
    static func firstPlain(_ character: Character, in text: [Character], from start: Int = 0) -> Int? {
        var index = start
        while index < text.count {
            if text[index] == "\\" {
                index += 2
                continue
            }
            if text[index] == character { return index }
            index += 1
        }
        return nil
    }
}
