/// The progress of a collection import, as text for stderr. On a terminal it is one line
/// rewritten in place ("\r" and erase-to-end-of-line); messages in between are printed above it and
/// it is drawn again. Elsewhere (a pipe, a log file) each step is a plain line of its own.
///
///     var progress = ImportProgressLine(onTerminal: true)
///     progress.step(3, of: 40, page: "https://soup.test/leek")   // "\r\u{1B}[K[3/40] https://soup.test/leek"
///     progress.message("pepin import: no recipe")             // "\r\u{1B}[Kpepin import: no recipe\n[3/40] ..."
///     progress.finish()                                        // "\r\u{1B}[K"
public struct ImportProgressLine: Sendable {
    /// Whether the line is rewritten in place (stderr is a terminal).
    public let onTerminal: Bool
    /// The widest a progress line is drawn on a terminal, so that it never wraps.
    public let width: Int
    /// The progress line on screen now, if any.
    private var shown: String?

    private static let eraseLine = "\r\u{1B}[K"

    public init(onTerminal: Bool, width: Int = 80) {
        self.onTerminal = onTerminal
        self.width = max(20, width)
    }

    /// The text that reports page `number` of `total` done.
    public mutating func step(_ number: Int, of total: Int, page: String) -> String {
        let line = "[\(number)/\(total)] "
        guard onTerminal else { return line + page + "\n" }
        let room = width - 1 - line.count
        let shownPage = page.count <= room ? page : "…" + page.suffix(room - 1)
        shown = line + shownPage
        return Self.eraseLine + line + shownPage
    }

    /// The text that prints `message` on a line of its own, the progress line kept below it.
    public func message(_ message: String) -> String {
        hide() + message + "\n" + redraw()
    }

    /// The text that erases the progress line for a while (for output to stdout on the same terminal).
    public func hide() -> String {
        onTerminal && shown != nil ? Self.eraseLine : ""
    }

    /// The text that draws the progress line again after ``hide()``.
    public func redraw() -> String {
        onTerminal ? shown ?? "" : ""
    }

    /// The text that ends the progress: on a terminal the line is erased, leaving the screen to the summary.
    public mutating func finish() -> String {
        guard onTerminal, shown != nil else { return "" }
        shown = nil
        return Self.eraseLine
    }
}
