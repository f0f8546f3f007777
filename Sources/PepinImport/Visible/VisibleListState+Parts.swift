/// The parts of ``VisibleListState``'s walk: what an element captures, an open element, a heading
/// waiting for its list, and the questions the walk asks of the lists found so far.
extension VisibleListState {
    func lineCount(_ source: VisibleListSource, _ kind: VisibleListKind) -> Int {
        found[source]?[kind]?.count ?? 0
    }

    /// Whether the element `token` opens ends right after it (`<h5 class="x"></h5>`).
    func closesAtOnce(_ token: HTMLToken) -> Bool {
        let end = Array("</\(token.name)>".utf8)
        let start = token.range.upperBound
        return start + end.count <= bytes.count && bytes[start..<start + end.count].elementsEqual(end)
    }

    /// `.instructions` when a heading's `line` is the recipe's name and the page showed its
    /// ingredients before: a magazine's article gives the ingredient list, then the dish's name
    /// over the paragraphs that make it (not over lists: the dish's facts, links to more).
    func namesRecipeAfterIngredients(_ line: String) -> VisibleListKind? {
        guard !recipeNameWords.isEmpty, found.values.contains(where: { $0[.ingredients]?.isEmpty == false }),
            VisibleListChoice.words(line) == recipeNameWords
        else { return nil }
        return .instructions
    }

    enum Capture {
        /// One line: an item class, or an `<li>` of a list.
        case item(VisibleListKind, VisibleListSource)
        /// A whole list: its `<li>`s, else its lines.
        case list(VisibleListKind, VisibleListSource, lineCount: Int)
        /// The title of a group of lines: it titles the next line of its kind.
        case groupTitle(VisibleListKind)
    }

    struct Element {
        var name: String
        /// Where the element's start tag starts in the page.
        var start: Int
        var capture: Capture?
        var textStart = 0
        /// How many letters and digits the capture had seen, in all and inside headings, when this opened.
        var seenAtStart = (all: 0, inHeadings: 0)
        /// For an item: how many lines its list had when it opened (more at its end: it held a nested list).
        var linesAtStart = 0
        /// Whether the element titles a group of lines.
        var isGroupTitle: Bool {
            if case .groupTitle? = capture { return true }
            return false
        }
        /// A line begun by a checkbox, outside any list (``startCheckboxRow(_:)``).
        var isRow = false
    }

    /// A heading named a list; lists that start soon after belong to it.
    struct Pending {
        var kind: VisibleListKind
        var since: Int
        /// The heading introduces paragraphs only, no lists (the recipe's name over its method).
        var paragraphsOnly = false
        /// A list (`<ul>`, `<ol>`) followed the heading: checkboxes after it are no lines.
        var listed = false
        /// How deep the first paragraph after a method's heading lies: the paragraphs that are its
        /// siblings are steps (`nil` before the first; `-1` once their parent closed).
        var paragraphDepth: Int?
        /// How many paragraph lines were found before this heading's.
        var paragraphStart: Int?
    }
}
