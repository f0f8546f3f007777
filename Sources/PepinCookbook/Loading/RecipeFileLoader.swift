public import Pepin
import Yams

/// Reads one recipe file (Markdown with YAML front matter, or plain YAML) into a ``Recipe``,
/// reporting every problem with its position instead of stopping at the first.
///
/// ```swift
/// let loaded = RecipeFileLoader(path: "tortillas.md", text: text, format: .markdown)
/// loaded.recipe       // the recipe, or nil when there are errors
/// loaded.diagnostics  // ["tortillas.md:9:5: ingredients[2]: expected a line of text ..."]
/// ```
public struct RecipeFileLoader: Sendable {
    /// The two kinds of recipe file.
    public enum Format: Sendable {
        /// `.md`: YAML front matter between `---` lines, then notes in Markdown.
        case markdown
        /// `.yaml`, `.yml`: the fields only.
        case yaml

        /// The format for a file extension (`md`, `markdown`, `yaml`, `yml`), any case.
        public init?(fileExtension: String) {
            switch fileExtension.lowercased() {
            case "md", "markdown": self = .markdown
            case "yaml", "yml": self = .yaml
            default: return nil
            }
        }
    }

    /// The recipe, when the file has no errors (warnings allowed).
    public let recipe: Recipe?
    /// Every problem found, in file order.
    public let diagnostics: [Diagnostic]
    /// The file's Jekyll fields (layout, permalink, published).
    public let site: SiteFields

    /// Loads `text`, naming it `path` in diagnostics.
    public init(path: String, text written: String, format: Format) {
        // "\r\n" is one Character in Swift: normalise line breaks once so every split sees "\n".
        let text = written.utf8.contains(UInt8(ascii: "\r")) ? written.replacingCRLF : written
        let lines = SourceLines(text: text)
        var yaml = text
        var body: String?
        var lineOffset = 0
        if format == .markdown {
            do {
                let split = try FrontMatterSplitter(text)
                yaml = split.yaml
                body = split.body.isEmpty ? nil : split.body
                lineOffset = split.lineOffset
            } catch {
                let message =
                    error == .missingOpening
                    ? "expected YAML front matter: the file must start with a line \"---\""
                    : "the front matter has no closing \"---\" line"
                recipe = nil
                site = SiteFields()
                diagnostics = [
                    Diagnostic(
                        path: path, location: SourceLocation(line: 1, column: 1), message: message,
                        sourceLine: lines.first)
                ]
                return
            }
        }
        var reader = RecipeNodeReader(path: path, lines: lines, lineOffset: lineOffset, format: format)
        let recipe = reader.read(yaml: yaml, body: body)
        self.site = reader.site
        self.diagnostics = reader.diagnostics.sorted {
            ($0.location?.line ?? 0, $0.location?.column ?? 0) < ($1.location?.line ?? 0, $1.location?.column ?? 0)
        }
        self.recipe = self.diagnostics.errors.isEmpty ? recipe : nil
    }
}

extension String {
    /// The text with every CRLF line break turned into LF.
    var replacingCRLF: String {
        var result = ""
        result.reserveCapacity(utf8.count)
        for character in self {
            if character == "\r\n" { result.append("\n") } else { result.append(character) }
        }
        return result
    }
}
