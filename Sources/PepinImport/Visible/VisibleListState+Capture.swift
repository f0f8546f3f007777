/// What an element opening during ``VisibleListState``'s walk starts capturing: an item of the
/// list it is in, a list of a plugin, of a class that names a list, or after a heading.
extension VisibleListState {
    /// What an opening element starts capturing, if anything.
    func capture(for token: HTMLToken) -> Capture? {
        let innermost = capturing.last.flatMap { elements[$0].capture }
        if case .item(let kind, let source)? = innermost {
            // An item of a list nested in an item ("Seasonings" over its own `<ul>`) is a line of its own.
            if token.name == "li", source != .plugin, let list = listElements.last, let item = capturing.last, list > item,
                elements[list].name != "li"
            {
                return .item(kind, source)
            }
            // A plugin's item inside an item of a heading's or a class's list is still the plugin's.
            guard source != .plugin, let classes = VisibleListMarks.classes(of: token, in: bytes),
                let kind = classes.lazy.compactMap({ VisibleListMarks.itemClasses[$0] }).first
            else { return nil }
            return .item(kind, .plugin)
        }
        if case .list(let kind, let source, _)? = innermost {
            // A group's title in a list ("Glaze", "Topping") is no line of it: it titles the lines after it.
            if VisibleListMarks.titlesGroup(token, in: bytes) { return .groupTitle(kind) }
            // So may a heading or a paragraph between a plugin's ingredient lists ("For the dough").
            if source == .plugin, kind == .ingredients,
                token.name == "p" || VisibleListElements.headingElements.contains(token.name)
            {
                return .groupTitle(kind)
            }
            // Marks inside a plugin's list say what each element is (hRecipe around a whole recipe).
            if source == .plugin, let classes = VisibleListMarks.classes(of: token, in: bytes),
                let item = VisibleListMarks.nestedItemKind(classes, in: kind)
            {
                return .item(item, .plugin)
            }
            // An `<li>`, or an element whose class names it an item of the list (`ingredients__item`), is one line.
            if token.name == "li" || VisibleListMarks.classes(of: token, in: bytes)?
                .contains(where: { VisibleListMarks.namingItemKind($0) == kind }) == true
            {
                return .item(kind, source)
            }
        }
        // An ordered list (`<ol>`) beside a headed ingredient list (`<ul>`), soon after it, with no method heading between.
        if innermost == nil, token.name == "ol", let after = afterIngredients, elements.count == after.depth,
            token.range.lowerBound - after.since <= Self.maximumGap / 4, pending?.kind != .instructions
        {
            return .list(.instructions, .afterIngredients, lineCount: lineCount(.afterIngredients, .instructions))
        }
        if innermost == nil, token.name == "ul" || token.name == "ol", let pending, !pending.paragraphsOnly,
            token.range.lowerBound - pending.since <= Self.maximumGap
        {
            return .list(pending.kind, .heading, lineCount: lineCount(.heading, pending.kind))
        }
        if innermost == nil, token.name == "p", !paragraphsDone, let pending, pending.kind == .instructions,
            token.range.lowerBound - pending.since <= Self.maximumGap,
            (pending.paragraphDepth ?? elements.count) == elements.count
        {
            return .list(.instructions, .paragraphs, lineCount: lineCount(.paragraphs, .instructions))
        }
        // Ingredients as the line breaks of the first paragraph after their heading (older blogs:
        // `<h3>Ingredients</h3><p>2 lb beef<br>1 cup breadcrumbs</p>`).
        if innermost == nil, token.name == "p", let pending, pending.kind == .ingredients, !pending.listed,
            !pending.paragraphsOnly, token.range.lowerBound - pending.since <= Self.maximumGap / 4,
            paragraphBreaksLines(token)
        {
            return .list(.ingredients, .heading, lineCount: lineCount(.heading, .ingredients))
        }
        if let classes = VisibleListMarks.classes(of: token, in: bytes) {
            // WP Recipe Maker's group name, over its group's list.
            if innermost == nil, classes.contains("wprm-recipe-ingredient-group-name") { return .groupTitle(.ingredients) }
            for name in classes {
                if let kind = VisibleListMarks.itemClasses[name] {
                    return VisibleListMarks.titlesGroup(token, in: bytes) ? .groupTitle(kind) : .item(kind, .plugin)
                }
                if innermost == nil, let kind = VisibleListMarks.containerClasses[name] {
                    return .list(kind, .plugin, lineCount: lineCount(.plugin, kind))
                }
            }
            if innermost == nil, !inNavigation, let kind = classes.lazy.compactMap(VisibleListMarks.namingClassKind).first {
                return .list(kind, .namingClass, lineCount: lineCount(.namingClass, kind))
            }
        }
        return nil
    }

    /// Whether the paragraph `token` opens breaks its text into lines: a `<br>` before its end. One
    /// that opens with bold text is left to the heading it may start (``captureRestOfParagraph``).
    private func paragraphBreaksLines(_ token: HTMLToken) -> Bool {
        let search = HTMLByteSearch(bytes)
        var from = token.range.upperBound
        while from < bytes.count, bytes[from] == 0x20 || bytes[from] == 0x0A || bytes[from] == 0x0D || bytes[from] == 0x09 { from += 1 }
        if search.hasPrefix("<strong", at: from) || search.hasPrefix("<b>", at: from) || search.hasPrefix("<b ", at: from) { return false }
        let limit = min(bytes.count, from + 4096)
        let end = search.find("</p", in: from..<limit) ?? limit
        return search.find("<br", in: from..<end) != nil
    }
}
