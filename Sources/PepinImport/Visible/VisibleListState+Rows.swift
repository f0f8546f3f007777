/// Lines ``VisibleListState``'s walk finds outside any list element: checkbox rows after an
/// "Ingredients" heading, and the line-broken rest of a paragraph a heading starts.
extension VisibleListState {
    /// A checkbox outside any list soon after an "Ingredients" heading starts a line: the rest of
    /// the element it is in (`<div><input type="checkbox"><div>2 rúd</div><div>fahéj</div></div>`),
    /// as pages that let the cook tick off ingredients show them without a list.
    mutating func startCheckboxRow(_ token: HTMLToken) {
        guard let pending, pending.kind == .ingredients, !pending.paragraphsOnly, !pending.listed,
            token.range.lowerBound - pending.since <= Self.maximumGap, let row = elements.indices.last,
            elements[row].capture == nil,
            HTMLAttributeParser(bytes, token.attributesRange)["type"]?.lowercased() == "checkbox"
        else { return }
        elements[row].capture = .item(.ingredients, .heading)
        elements[row].textStart = text.count
        elements[row].seenAtStart = seen
        elements[row].linesAtStart = lineCount(.heading, .ingredients)
        elements[row].isRow = true
        captures += 1
        capturing.append(row)
    }

    /// A heading at the start of a paragraph whose lines follow it after line breaks
    /// (`<p><strong>Zutaten für 12 Stücke:</strong><br>200 g Mehl<br>…</p>`, the same with
    /// "Zubereitung:" and the steps): the rest of the paragraph is the list, a line for each line break.
    mutating func captureRestOfParagraph(_ kind: VisibleListKind, after end: Int) {
        guard let index = elements.lastIndex(where: { $0.name == "p" }), elements.count - index <= 3,
            breaksLine(after: end)
        else { return }
        elements[index].capture = .list(kind, .heading, lineCount: lineCount(.heading, kind))
        elements[index].textStart = text.count
        elements[index].seenAtStart = seen
        captures += 1
        capturing.append(index)
        pending?.listed = true
    }

    /// Whether a line break follows `end`, after spaces and end tags only (`</strong><br>`).
    func breaksLine(after end: Int) -> Bool {
        var index = end
        let search = HTMLByteSearch(bytes)
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
                index += 1
            } else if search.hasPrefix("</", at: index), let close = search.firstIndex(of: UInt8(ascii: ">"), from: index) {
                index = close + 1
            } else {
                return search.hasPrefix("<br", at: index)
            }
        }
        return false
    }
}
