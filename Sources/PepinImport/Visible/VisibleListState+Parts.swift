/// The parts of ``VisibleListState``'s walk: what an element captures, an open element, a heading
/// waiting for its list.
extension VisibleListState {
    enum Capture {
        /// One line: an item class, or an `<li>` of a list.
        case item(VisibleListKind, VisibleListSource)
        /// A whole list: its `<li>`s, else its lines.
        case list(VisibleListKind, VisibleListSource, lineCount: Int)
    }

    struct Element {
        var name: String
        var capture: Capture?
        var textStart = 0
        /// How many letters and digits the capture had seen, in all and inside headings, when this opened.
        var seenAtStart = (all: 0, inHeadings: 0)
        /// For an item: how many lines its list had when it opened (more at its end: it held a nested list).
        var linesAtStart = 0
    }

    /// A heading named a list; lists that start soon after belong to it.
    struct Pending {
        var kind: VisibleListKind
        var since: Int
        /// How deep the first paragraph after a method's heading lies: the paragraphs that are its
        /// siblings are steps (`nil` before the first; `-1` once their parent closed).
        var paragraphDepth: Int?
        /// How many paragraph lines were found before this heading's.
        var paragraphStart: Int?
    }
}
