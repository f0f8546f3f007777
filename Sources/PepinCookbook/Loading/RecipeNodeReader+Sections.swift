import Yams

/// A titled or untitled group of lines, before it becomes an ingredient or instruction section.
struct ReadSection: Equatable {
    var title: String?
    var items: [String]
}

extension RecipeNodeReader {
    /// Reads `ingredients` or `instructions`: a list whose items are lines or one-key mappings
    /// `Section title: [lines]`; plain lines around sections form untitled sections in place.
    /// With `splitText`, one text is also accepted and split into items at blank lines.
    mutating func sections(_ node: Node?, key: String, splitText: Bool) -> [ReadSection] {
        guard let node else { return [] }
        let kind = NodeKind(node)
        if kind == .nothing { return [] }
        if splitText && kind == .text {
            let items = paragraphs(node.scalar?.string ?? "")
            return items.isEmpty ? [] : [ReadSection(title: nil, items: items)]
        }
        guard kind == .list else {
            let expected = splitText ? "a list of steps or one text" : "a list of lines"
            report("expected \(expected), found \(kind.phrase)", at: node.mark, keyPath: key)
            return []
        }
        var sections: [ReadSection] = []
        for (index, item) in bounded(node.array(), at: node.mark, keyPath: key).enumerated() {
            let itemPath = "\(key)[\(index)]"
            if let line = line(item, keyPath: itemPath) {
                if sections.last?.title == nil, !sections.isEmpty {
                    sections[sections.count - 1].items.append(line)
                } else {
                    sections.append(ReadSection(title: nil, items: [line]))
                }
            } else if let mapping = item.mapping {
                if let section = section(mapping, mark: item.mark, keyPath: itemPath) {
                    sections.append(section)
                }
            }
        }
        return sections
    }

    /// One line of text; reports anything else except a mapping (a section, read by the caller).
    private mutating func line(_ item: Node, keyPath: String) -> String? {
        let kind = NodeKind(item)
        switch kind {
        case .text:
            let written = item.scalar?.string ?? ""
            guard withinLimits(written, at: item.mark, keyPath: keyPath) else { return nil }
            let line = written.trimmingBlankLines
            if line.isEmpty {
                report("the line is empty", at: item.mark, keyPath: keyPath)
                return nil
            }
            if keyPath.hasPrefix("ingredients") { checkScalable(line, at: item.mark, keyPath: keyPath) }
            checkFolded(line, item: item, keyPath: keyPath)
            return line
        case .mapping:
            return nil
        case .nothing, .number, .boolean, .list:
            var message = "expected a line of text or a section, found \(kind.phrase)"
            if kind == .number || kind == .boolean {
                message += "; quote it if \"\(item.scalar?.string ?? "")\" is meant as text"
            }
            report(message, at: item.mark, keyPath: keyPath)
            return nil
        }
    }

    private mutating func section(_ mapping: Node.Mapping, mark: Mark?, keyPath: String) -> ReadSection? {
        guard mapping.count == 1, let (titleNode, value) = mapping.first else {
            report(
                "a section is one title with its lines (\"For the dough: [...]\"), found \(mapping.count) titles; "
                    + "a line containing \": \" must be quoted",
                at: mark, keyPath: keyPath)
            return nil
        }
        let title = (titleNode.scalar?.string ?? "").trimmingBlankLines
        guard titleNode.scalar != nil, !title.isEmpty else {
            report("a section needs a title", at: titleNode.mark, keyPath: keyPath)
            return nil
        }
        let kind = NodeKind(value)
        guard kind == .list else {
            report(
                "the section \"\(title)\" needs a list of lines under it, found \(kind.phrase); "
                    + "a line containing \": \" must be quoted",
                at: value.mark ?? titleNode.mark, keyPath: keyPath)
            return nil
        }
        var items: [String] = []
        for (index, item) in bounded(value.array(), at: value.mark, keyPath: keyPath).enumerated() {
            let itemPath = "\(keyPath)[\(index)]"
            if item.mapping != nil {
                report("sections do not nest; \"\(title)\" holds lines only", at: item.mark, keyPath: itemPath)
            } else if let line = line(item, keyPath: itemPath) {
                items.append(line)
            }
        }
        return ReadSection(title: title, items: items)
    }

    /// Splits one text into steps at blank lines, joining wrapped lines of a step with spaces.
    private func paragraphs(_ text: String) -> [String] {
        var steps: [String] = []
        var current: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = String(line).trimmingBlankLines
            if trimmed.isEmpty {
                if !current.isEmpty { steps.append(current.joined(separator: " ")) }
                current = []
            } else {
                current.append(trimmed)
            }
        }
        if !current.isEmpty { steps.append(current.joined(separator: " ")) }
        return steps
    }

    /// Turns a Yams syntax error into a positioned diagnostic.
    mutating func reportSyntax(_ error: YamlError, yaml: String) {
        switch error {
        case .scanner(let context, let problem, let mark, _),
            .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            var message = "invalid YAML: \(problem)"
            if let context {
                message += " (\(context.text) at line \(context.mark.line + lineOffset))"
            }
            if problem.contains("mapping values are not allowed") {
                message += "; put a line that contains \": \" in quotes"
            }
            report(message, at: mark, keyPath: nil)
        case .duplicatedKeysInMapping(let duplicates, let context):
            let names = duplicates.map { "\"\($0)\"" }.joined(separator: ", ")
            // Yams marks the first occurrence; point at the repeat, which is the one to remove.
            var line = context.mark.line
            if let key = duplicates.first, let repeated = Self.line(startingWith: key + ":", after: line, in: yaml) {
                line = repeated
            }
            report(
                "the field \(names) appears more than once", yamlLine: line, column: context.mark.column,
                keyPath: duplicates.first)
        case .reader(let problem, let offset, _, _):
            let (line, column) = Self.position(atCharacterOffset: offset ?? 0, in: yaml)
            report("cannot read the text: \(problem)", yamlLine: line, column: column, keyPath: nil)
        default:
            report("invalid YAML: \(error)", at: nil, keyPath: nil)
        }
    }

    private static func line(startingWith prefix: String, after line: Int, in text: String) -> Int? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard line < lines.count else { return nil }
        return lines[line...].firstIndex { $0.trimmingLeadingSpaces.hasPrefix(prefix) }.map { $0 + 1 }
    }

    private static func position(atCharacterOffset offset: Int, in text: String) -> (Int, Int) {
        var line = 1
        var column = 1
        for character in text.prefix(offset) {
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (line, column)
    }
}
