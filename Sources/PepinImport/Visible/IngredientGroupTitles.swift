#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Pepin

/// Finds the lines of a schema.org ingredient list that title a group of ingredients rather than
/// name one: pages put "Pear salsa" or "MASHED POTATOES" among the lines, and show that line as a
/// title — the whole text of a `<b>`, `<strong>` or heading, or of an element whose class names
/// a title — with the group's first line right after it.
///
/// A line with a digit is never a title (it measures something), nor the last line (no group
/// follows it).
///
///     // page: <li><strong>For the salsa</strong></li><li>2 pears, diced</li>
///     IngredientGroupTitles(page).sections(["1 kg pork", "For the salsa", "2 pears, diced"])
///     // [["1 kg pork"], "For the salsa": ["2 pears, diced"]]
struct IngredientGroupTitles {
    let page: [UInt8]

    /// Elements whose whole text is a title.
    private static let titleElements: Set<String> = ["b", "strong", "h2", "h3", "h4", "h5", "h6"]
    /// How far after a title the group's first line must start, in bytes.
    static let maximumGap = 800

    init(_ page: [UInt8]) {
        self.page = page
    }

    /// The lines in sections, a section for each title the page shows; nil when it shows none.
    func sections(_ lines: [String]) -> [IngredientSection]? {
        var sections = [IngredientSection(lines: [])]
        for (index, line) in lines.enumerated() {
            if index + 1 < lines.count, isTitle(line, before: lines[index + 1]) {
                sections.append(IngredientSection(title: line, lines: []))
            } else {
                sections[sections.count - 1].lines.append(line)
            }
        }
        guard sections.count > 1 else { return nil }
        return sections.filter { !$0.lines.isEmpty || $0.title != nil }
    }

    /// Whether the page shows `line` as a title, with `next` starting soon after.
    func isTitle(_ line: String, before next: String) -> Bool {
        guard !line.isEmpty, line.utf8.count <= 60, !line.contains(where: \.isNumber) else { return false }
        let text = Array(line.utf8)
        let nextStart = Array(next.utf8.prefix(16))
        var from = 0
        while let found = Self.find(text, in: page, from: from) {
            from = found + 1
            let end = found + text.count
            guard found > 0, page[found - 1] == UInt8(ascii: ">"), end + 1 < page.count,
                page[end] == UInt8(ascii: "<"), page[end + 1] == UInt8(ascii: "/"), opensTitle(before: found - 1)
            else { continue }
            let window = end..<min(page.count, end + Self.maximumGap)
            if Self.find(nextStart, in: page, from: window.lowerBound, before: window.upperBound) != nil { return true }
        }
        return false
    }

    /// Whether the start tag that ends at `close` (its `>`) opens a title element.
    private func opensTitle(before close: Int) -> Bool {
        guard let open = page[..<close].lastIndex(of: UInt8(ascii: "<")), close - open < 400 else { return false }
        let tag = page[(open + 1)..<close]
        let nameBytes = tag.prefix { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != UInt8(ascii: "/") }
        if Self.titleElements.contains(String(decoding: nameBytes, as: UTF8.self).lowercased()) { return true }
        guard let value = HTMLAttributeParser(page, nameBytes.endIndex..<close)["class"]?.lowercased() else {
            return false
        }
        return value.contains("title") || value.contains("heading")
    }

    /// Where `needle` next occurs in `haystack` at or after `from` (and starting before `before`).
    private static func find(_ needle: [UInt8], in haystack: [UInt8], from: Int, before: Int = .max) -> Int? {
        let end = min(haystack.count, before == .max ? .max : before + needle.count - 1)
        guard !needle.isEmpty, from >= 0, end - from >= needle.count else { return nil }
        return haystack.withUnsafeBytes { page in
            needle.withUnsafeBytes { word in
                // memchr to each candidate first byte, then memcmp: fast over a whole page.
                var index = from
                let last = end - word.count
                while index <= last {
                    guard let hit = memchr(page.baseAddress! + index, Int32(word[0]), last - index + 1) else { return nil }
                    let found = page.baseAddress!.distance(to: UnsafeRawPointer(hit))
                    if memcmp(hit, word.baseAddress!, word.count) == 0 { return found }
                    index = found + 1
                }
                return nil
            }
        }
    }
}
