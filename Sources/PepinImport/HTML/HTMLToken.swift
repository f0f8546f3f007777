/// One piece of an HTML page, as byte ranges into the page (nothing is copied until asked).
struct HTMLToken: Equatable, Sendable {
    /// What the token is.
    enum Kind: Equatable, Sendable {
        /// `<div class="x">`; `selfClosing` for `<br/>`.
        case startTag(selfClosing: Bool)
        /// `</div>`.
        case endTag
        /// Character data between tags; references not yet decoded.
        case text
        /// The content of `<script>`, `<style>` and other raw-text elements, exactly as written.
        case rawText
        /// `<!-- ... -->`, `<!DOCTYPE ...>`, `<?...>`: kept so nothing is silently dropped.
        case comment
    }

    var kind: Kind
    /// The whole token in the page.
    var range: Range<Int>
    /// Lower-cased tag name for tags; empty otherwise.
    var name: String = ""
    /// The bytes holding the attributes of a start tag (after the name, before `>` or `/>`).
    var attributesRange: Range<Int> = 0..<0
}
