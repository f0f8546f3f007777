/// The open elements and text captures while ``VisibleRecipeScanner`` walks a page, and the lists
/// found so far: those of recipe plugins and microformats, those of classes that name a list, and
/// those after a heading.
struct VisibleListState {
    let bytes: [UInt8]
    /// The lines found, by what marks them and by kind, in page order (the lists after a heading:
    /// the first lists after an "Ingredients" or "Method" heading).
    private(set) var found: [VisibleListSource: [VisibleListKind: [String]]] = [:]
    /// For each line found, where the list element it was found in starts (-1 outside any list).
    private(set) var lists: [VisibleListSource: [VisibleListKind: [Int]]] = [:]
    /// The titles of groups of those lines, by the index of the group's first line.
    private(set) var groupTitles: [VisibleListSource: [VisibleListKind: [Int: String]]] = [:]
    /// A group title read, waiting for its group's first line (of any source: WP Recipe Maker's
    /// title is the plugin's, its list a class's).
    private var pendingTitle: (kind: VisibleListKind, text: String)?

    static let maximumDepth = 1_000
    /// How far (in bytes) a list may start after its heading or the list before it.
    static let maximumGap = 6_000

    var elements: [Element] = []
    /// How many elements of each name are open: an end tag with none open costs nothing.
    private var openCounts: [String: Int] = [:]
    /// How many `h1` to `h6` elements are open.
    private var openHeadings = 0
    /// Indices in `elements` of the open elements that capture, innermost last.
    var capturing: [Int] = []
    /// Indices in `elements` of the open `ul`, `ol` and `li` elements, innermost last.
    private(set) var listElements: [Int] = []
    var captures = 0
    var text: [UInt8] = []
    /// Letters and digits captured, in all and inside headings: an item all of whose text is a
    /// heading (`<li><h3>For the dough</h3></li>`) titles a group, it is no line.
    var seen = (all: 0, inHeadings: 0)
    /// The texts of the headings captured: in a list of lines, a heading's line titles, it is no line.
    private var headingLines: Set<String> = []
    /// The last heading after text inside an item: the item's index, where the heading's text starts and ends.
    private var trailingHeading: (item: Int, start: Int, end: Int)?
    var pending: Pending?
    private var headedDone: Set<VisibleListKind> = []
    /// Whether a method written as paragraphs after a heading was read (only the first counts).
    private(set) var paragraphsDone = false
    /// Where in the page the walk is: the end of the last tag seen.
    private var position = 0
    /// Where a headed ingredient `<ul>` ended, and how deep: an `<ol>` beside it soon after is the
    /// method of a page that gives it no heading.
    private(set) var afterIngredients: (since: Int, depth: Int)?

    /// The words of the recipe's name, when known (``namesRecipeAfterIngredients(_:)``).
    let recipeNameWords: [Substring]

    init(bytes: [UInt8], recipeName: String? = nil) {
        self.bytes = bytes
        recipeNameWords = recipeName.map(VisibleListChoice.words) ?? []
    }

    mutating func appendText(_ slice: ArraySlice<UInt8>) {
        guard captures > 0 else {
            readHeading(slice)
            return
        }
        let count = slice.count(where: { $0 > 0x40 || ($0 >= 0x30 && $0 <= 0x39) })
        seen.all += count
        if openHeadings > 0 { seen.inHeadings += count }
        for byte in slice {
            text.append(byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\t")
                ? UInt8(ascii: " ") : byte)
        }
    }

    mutating func open(_ token: HTMLToken, selfClosing: Bool) {
        position = token.range.upperBound
        if let closes = VisibleListElements.implicitlyClosed[token.name], let last = elements.last, closes.contains(last.name) {
            close(last.name, at: position)
        } else if token.name == "li", let open = openItem {
            close(elements[open].name, at: position)  // `<li>` closes the list item still open in its list
        }
        if captures > 0, VisibleListElements.blockElements.contains(token.name) { text.append(UInt8(ascii: "\n")) }
        // A heading ends the list before it; an empty one (`<h5></h5>`, a group without a title) does not.
        if VisibleListElements.headingElements.contains(token.name), pending != nil, !closesAtOnce(token) { endPending() }
        if token.name == "input", captures == 0 { startCheckboxRow(token) }
        guard !VisibleListElements.voidElements.contains(token.name), !selfClosing, elements.count < Self.maximumDepth else { return }
        var element = Element(name: token.name, start: token.range.lowerBound, textStart: text.count, seenAtStart: seen)
        element.capture = capture(for: token)
        if case .list(_, .heading, _)? = element.capture { pending?.listed = true }
        if case .list(_, .afterIngredients, _)? = element.capture {
            afterIngredients = nil
            endPending()  // the method ends the ingredient lists
        }
        if case .item(let kind, let source)? = element.capture {
            // The first item of a method's group nested in an item: the outer item's text so far titles the group.
            if kind == .instructions, let outer = capturing.last, case .item(kind, source)? = elements[outer].capture,
                lineCount(source, kind) == elements[outer].linesAtStart
            {
                add([VisibleListMarks.itemLine(String(decoding: text[elements[outer].textStart...], as: UTF8.self))], kind, source)
            }
            element.linesAtStart = lineCount(source, kind)
        }
        if element.capture != nil {
            captures += 1
            capturing.append(elements.count)
        }
        if token.name == "li" || token.name == "ul" || token.name == "ol" { listElements.append(elements.count) }
        elements.append(element)
        openCounts[token.name, default: 0] += 1
        if VisibleListElements.headingElements.contains(token.name) { openHeadings += 1 }
    }

    mutating func close(_ name: String, at offset: Int) {
        position = offset
        guard openCounts[name, default: 0] > 0, let index = elements.lastIndex(where: { $0.name == name })
        else { return }
        while elements.count > index {
            let element = elements.removeLast()
            openCounts[element.name, default: 1] -= 1
            if VisibleListElements.headingElements.contains(element.name) { openHeadings -= 1 }
            if capturing.last == elements.count { capturing.removeLast() }
            if listElements.last == elements.count { listElements.removeLast() }
            finish(element)
            if let depth = pending?.paragraphDepth, elements.count < depth { pending?.paragraphDepth = -1 }
            if let depth = afterIngredients?.depth, elements.count < depth { afterIngredients = nil }
        }
        if captures > 0, VisibleListElements.blockElements.contains(name) { text.append(UInt8(ascii: "\n")) }
    }

    mutating func closeAll() {
        position = bytes.count
        while let element = elements.popLast() { finish(element) }
        capturing.removeAll()
        listElements.removeAll()
        endPending()
    }


    /// The list item open in the innermost list, if any.
    private var openItem: Int? {
        guard let last = listElements.last, elements[last].name == "li" else { return nil }
        return last
    }

    private mutating func finish(_ element: Element) {
        if captures > 0, element.capture == nil || element.isGroupTitle, VisibleListElements.headingElements.contains(element.name) {
            headingLines.insert(TextCleaner(String(decoding: text[element.textStart...], as: UTF8.self)).line)
            if let item = capturing.last, case .item = elements[item].capture,
                element.seenAtStart.all > elements[item].seenAtStart.all
            {
                trailingHeading = (item, element.textStart, text.count)
            }
        }
        guard let capture = element.capture else { return }
        captures -= 1
        // A heading that ends an item after its text (links to other recipes after the last step) is no part of it.
        if let heading = trailingHeading, heading.item == elements.count {
            if text[heading.end...].allSatisfy({ $0 == 0x20 || $0 == 0x0A }) { text.removeSubrange(heading.start...) }
            trailingHeading = nil
        }
        let captured = String(decoding: text[element.textStart...], as: UTF8.self)
        switch capture {
        case .item(let kind, let source):
            let letters = seen.all - element.seenAtStart.all
            // An item that held a nested list is the title of that group of lines, no line itself.
            if letters == 0 || letters > seen.inHeadings - element.seenAtStart.inHeadings,
                lineCount(source, kind) == element.linesAtStart
            {
                add([VisibleListMarks.itemLine(captured)], kind, source)
            }
            // A line of its own after a heading (a checkbox's): the next one may follow as far again.
            if element.isRow { pending?.since = position }
        case .list(let kind, let source, let lineCount):
            // A list without `<li>`s (paragraphs, line breaks): each of its lines is an item.
            if self.lineCount(source, kind) == lineCount {
                let lines = TextCleaner(captured).lines.filter { !headingLines.contains($0) }
                add(lines.map(VisibleListMarks.itemLine), kind, source, list: element.start)
            }
            if kind == .ingredients, element.name == "ul", source == .heading || source == .namingClass,
                self.lineCount(source, kind) > lineCount
            {
                afterIngredients = (position, elements.count)
            }
            if pendingTitle?.kind == kind { pendingTitle = nil }
            if source == .heading, pending != nil { pending?.since = position }
            if source == .paragraphs, pending != nil {
                pending?.since = position
                pending?.paragraphDepth = elements.count
                if pending?.paragraphStart == nil { pending?.paragraphStart = lineCount }
            }
        case .groupTitle(let kind):
            // A short text without a digit that names no list ("Ingredients") titles the group after it.
            var line = Substring(TextCleaner(captured).line)
            while let last = line.last, last == ":" || last.isWhitespace { line = line.dropLast() }
            if !line.isEmpty, line.utf8.count <= 60, !line.contains(where: \.isNumber),
                VisibleListMarks.headingKind(String(line), whole: true) == nil
            {
                pendingTitle = (kind, String(line))
            }
        }
        if captures == 0 {
            text.removeAll(keepingCapacity: true)
            headingLines.removeAll()
        }
    }

    /// A short text outside any list that names one ("Ingredients", "Zubereitung:", in a heading,
    /// a bold line or a styled `<div>`) makes the lists that follow soon after that list; the
    /// recipe's name in a heading after its ingredients, the paragraphs of its method.
    private mutating func readHeading(_ slice: ArraySlice<UInt8>) {
        guard slice.count <= 120, slice.contains(where: { $0 >= 0x41 }), !inNavigation else { return }
        let line = TextCleaner(String(decoding: slice, as: UTF8.self)).line
        let named = VisibleListMarks.headingKind(line)
        guard let kind = named ?? (openHeadings > 0 ? namesRecipeAfterIngredients(line) : nil), !headedDone.contains(kind)
        else { return }
        endPending()
        pending = Pending(kind: kind, since: slice.endIndex, paragraphsOnly: named == nil)
        if named != nil { captureRestOfParagraph(kind, after: slice.endIndex) }
    }



    /// Whether the walk is inside a link, a button or the page's navigation, whose texts name
    /// other pages and tabs, not the lists that follow.
    var inNavigation: Bool {
        VisibleListElements.navigationElements.contains { openCounts[$0, default: 0] > 0 }
    }

    private mutating func add(_ lines: [String], _ kind: VisibleListKind, _ source: VisibleListSource, list: Int? = nil) {
        let kept = lines.filter { VisibleListMarks.isListLine($0, kind) }
        // (At the page's end the elements are closed before `listElements` is emptied.)
        let list = list ?? listElements.last(where: { $0 < elements.count && elements[$0].name != "li" }).map { elements[$0].start } ?? -1
        lists[source, default: [:]][kind, default: []] += Array(repeating: list, count: kept.count)
        if !kept.isEmpty, let title = pendingTitle, title.kind == kind {
            groupTitles[source, default: [:]][kind, default: [:]][lineCount(source, kind)] = title.text
            pendingTitle = nil
        }
        found[source, default: [:]][kind, default: []] += kept
    }

    private mutating func endPending() {
        if let pending, lineCount(.heading, pending.kind) > 0 { headedDone.insert(pending.kind) }
        if let start = pending?.paragraphStart {
            // Paragraphs none of which reads as a step ("35 min" under "Preparation") are no method.
            let lines = found[.paragraphs]?[.instructions] ?? []
            if lines[start...].contains(where: VisibleListMarks.readsAsStep) {
                paragraphsDone = true
            } else {
                found[.paragraphs]?[.instructions] = Array(lines[..<start])
            }
        }
        pending = nil
    }
}
