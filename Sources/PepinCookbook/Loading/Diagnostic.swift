/// A position in a text file, 1-based, as editors count: line 1, column 1 is the first character.
public struct SourceLocation: Hashable, Sendable, Comparable {
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, counted in Unicode scalars (as libyaml counts them).
    public var column: Int

    /// Creates a location; both numbers count from 1.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }
}

/// One problem found in a recipe file, positioned like a compiler message.
///
/// ```
/// recipes/tortillas.md:9:5: ingredients[2]: expected a line of text or a section, found a number
/// ```
public struct Diagnostic: Hashable, Sendable {
    /// How bad the problem is: an error keeps the recipe out of the site; a warning does not.
    public enum Severity: String, Hashable, Sendable {
        case error
        case warning
        /// Something Pepin did on purpose that the author should know (a file skipped).
        case note
    }

    /// The file, as given to the loader (relative to the cookbook's parent folder when loading a folder).
    public var path: String
    /// Where in the file; `nil` when the problem concerns the whole file (it cannot be read).
    public var location: SourceLocation?
    /// The field the problem is in: `title`, `ingredients[2]`, `ingredients[3][0]`; `nil` for syntax.
    public var keyPath: String?
    /// What is wrong and what would be accepted.
    public var message: String
    /// Error or warning.
    public var severity: Severity
    /// The text of the line the location points at, without its line break.
    public var sourceLine: String?

    /// Creates a diagnostic.
    public init(
        path: String, location: SourceLocation?, keyPath: String? = nil, message: String,
        severity: Severity = .error, sourceLine: String? = nil
    ) {
        self.path = path
        self.location = location
        self.keyPath = keyPath
        self.message = message
        self.severity = severity
        self.sourceLine = sourceLine
    }

    /// The one-line form: `path:line:column: key.path: message`; warnings say `warning:` first.
    public var description: String {
        var text = path
        if let location { text += ":\(location.line):\(location.column)" }
        text += ": "
        if severity != .error { text += severity.rawValue + ": " }
        if let keyPath { text += keyPath + ": " }
        return text + message
    }

    /// The one-line form followed by the source line and a caret under the column.
    ///
    /// ```
    /// tortillas.md:9:5: ingredients[2]: expected a line of text or a section, found a number
    ///   - 12
    ///     ^
    /// ```
    public var rendered: String {
        guard let sourceLine, let location else { return description }
        // A long line is cut to a window around the column, marked "…" where it was cut.
        let scalars = Array(sourceLine.unicodeScalars)
        let column = max(0, min(location.column - 1, scalars.count))
        let start = scalars.count <= Self.lineWindow ? 0 : max(0, min(column - Self.lineWindow / 2, scalars.count - Self.lineWindow))
        let end = min(scalars.count, start + Self.lineWindow)
        var shown = String(String.UnicodeScalarView(scalars[start..<end]))
        var before = scalars[start..<column]
        if start > 0 {
            shown = "…" + shown
            before = ["…"] + before
        }
        if end < scalars.count { shown += "…" }
        // Keep tabs so the caret lines up under the same character in a terminal.
        let padding = String(String.UnicodeScalarView(before.map { $0 == "\t" ? "\t" : " " }))
        return description + "\n" + shown + "\n" + padding + "^"
    }

    /// The most characters of a source line a diagnostic shows.
    static let lineWindow = 160
}

extension Diagnostic: CustomStringConvertible {}

extension Array where Element == Diagnostic {
    /// The errors among these diagnostics.
    public var errors: [Diagnostic] { filter { $0.severity == .error } }
    /// The warnings among these diagnostics.
    public var warnings: [Diagnostic] { filter { $0.severity == .warning } }
}
