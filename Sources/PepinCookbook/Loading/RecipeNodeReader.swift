import Pepin
import Yams

/// Walks the YAML node tree of a recipe file, building a ``Recipe`` and collecting positioned
/// diagnostics. Positions come from the nodes' marks, shifted by the front matter's offset.
struct RecipeNodeReader {
    let path: String
    let lines: SourceLines
    let lineOffset: Int
    let format: RecipeFileLoader.Format
    private(set) var diagnostics: [Diagnostic] = []
    /// The Jekyll fields of the file: layout, permalink, published.
    private(set) var site = SiteFields()
    /// Characters of list lines read so far, against ``LoadLimits/expandedCharacters``.
    var expandedCharacters = 0

    init(path: String, lines: SourceLines, lineOffset: Int, format: RecipeFileLoader.Format) {
        self.path = path
        self.lines = lines
        self.lineOffset = lineOffset
        self.format = format
    }

    static let knownKeys = [
        "title", "description", "source", "author", "image", "tags", "yields", "serves",
        "prep_time", "cook_time", "total_time", "ingredients", "instructions", "nutrition", "notes",
    ]

    // MARK: Reporting

    mutating func report(
        _ message: String, at mark: Mark?, keyPath: String?, severity: Diagnostic.Severity = .error
    ) {
        report(message, yamlLine: mark?.line ?? 1, column: mark?.column ?? 1, keyPath: keyPath, severity: severity)
    }

    /// Reports at a position in the YAML text (1-based), shifted to the file's lines.
    mutating func report(
        _ message: String, yamlLine: Int, column: Int, keyPath: String?, severity: Diagnostic.Severity = .error
    ) {
        let location = SourceLocation(line: yamlLine + lineOffset, column: column)
        let sourceLine = lines[location.line - 1]
        diagnostics.append(
            Diagnostic(
                path: path, location: location, keyPath: keyPath, message: message, severity: severity,
                sourceLine: sourceLine))
    }

    // MARK: The document

    mutating func read(yaml: String, body: String?) -> Recipe? {
        let root: Node?
        do {
            // UTF-8 named here, or Yams reads the environment on every file; the basic resolver
            // leaves plain scalars untyped (NodeKind classifies them without regular expressions).
            root = try Parser(yaml: yaml, resolver: .basic, encoding: .utf8).singleRoot()
        } catch let error as YamlError {
            reportSyntax(error, yaml: yaml)
            return nil
        } catch {
            report("cannot read the YAML: \(error)", at: nil, keyPath: nil)
            return nil
        }
        guard let root else {
            report("the recipe is empty; it needs at least a title", at: nil, keyPath: nil)
            return nil
        }
        guard let mapping = root.mapping else {
            report("expected fields such as \"title: ...\", found \(NodeKind(root).phrase)", at: root.mark, keyPath: nil)
            return nil
        }
        return read(mapping: mapping, rootMark: root.mark, body: body)
    }

    private mutating func read(mapping: Node.Mapping, rootMark: Mark?, body: String?) -> Recipe? {
        var fields: [String: Node] = [:]
        for (keyNode, value) in mapping {
            guard let key = keyNode.scalar?.string, NodeKind(keyNode) != .nothing else {
                report("a field name must be plain text", at: keyNode.mark, keyPath: nil)
                continue
            }
            if SiteFields.keys.contains(key) {
                fields[key] = value
            } else if Self.knownKeys.contains(key) {
                if key == "notes" && format == .markdown {
                    report(
                        "in a Markdown file the notes are the text after the front matter; move them there",
                        at: keyNode.mark, keyPath: key)
                } else {
                    fields[key] = value
                }
            } else {
                // An unknown field is ignored with a warning (`pepin check --strict` fails on it).
                var message = "unknown field, ignored"
                if let suggestion = KeySuggester(key, among: Self.knownKeys).suggestion {
                    message += "; did you mean \"\(suggestion)\"?"
                } else {
                    message += "; known fields are " + Self.knownKeys.joined(separator: ", ")
                }
                report(message, at: keyNode.mark, keyPath: key, severity: .warning)
            }
        }
        let title = text(fields["title"], key: "title")
        if fields["title"] == nil {
            report("missing; every recipe needs a title", at: rootMark, keyPath: "title")
        } else if title?.isEmpty ?? false {
            report("is empty; every recipe needs a title", at: fields["title"]?.mark, keyPath: "title")
        }
        var recipe = Recipe(title: title ?? "")
        recipe.description = text(fields["description"], key: "description")
        recipe.source = text(fields["source"], key: "source")
        recipe.author = text(fields["author"], key: "author")
        recipe.image = text(fields["image"], key: "image")
        site = readSiteFields(fields)
        recipe.tags = tags(fields["tags"], key: "tags")
        for category in tags(fields["categories"], key: "categories") where !recipe.tags.contains(category) {
            recipe.tags.append(category)
        }
        recipe.yields = text(fields["yields"], key: "yields")
        recipe.serves = text(fields["serves"], key: "serves")
        recipe.prepTime = time(fields["prep_time"], key: "prep_time")
        recipe.cookTime = time(fields["cook_time"], key: "cook_time")
        recipe.totalTime = time(fields["total_time"], key: "total_time")
        recipe.ingredientSections = sections(fields["ingredients"], key: "ingredients", splitText: false)
            .map { IngredientSection(title: $0.title, lines: $0.items) }
        recipe.instructionSections = sections(fields["instructions"], key: "instructions", splitText: true)
            .map { InstructionSection(title: $0.title, steps: $0.items) }
        recipe.nutrition = nutrition(fields["nutrition"])
        recipe.notes = format == .markdown ? body : text(fields["notes"], key: "notes")
        if fields["ingredients"] == nil && !site.isPage {
            report("the recipe has no ingredients", at: rootMark, keyPath: "ingredients", severity: .warning)
        }
        return recipe
    }

    // MARK: Fields

    /// A scalar as text; numbers and booleans are taken as written. `nil` for null or missing.
    mutating func text(_ node: Node?, key: String) -> String? {
        guard let node else { return nil }
        switch NodeKind(node) {
        case .nothing: return nil
        case .text, .number, .boolean: return node.scalar?.string.trimmingBlankLines
        case .list, .mapping:
            report("expected text, found \(NodeKind(node).phrase)", at: node.mark, keyPath: key)
            return nil
        }
    }

    mutating func tags(_ node: Node?, key: String) -> [String] {
        guard let node else { return [] }
        switch NodeKind(node) {
        case .nothing: return []
        case .text, .number:
            return (node.scalar?.string ?? "").split(separator: ",").map { String($0).trimmingBlankLines }
                .filter { !$0.isEmpty }
        case .list:
            var tags: [String] = []
            for (index, item) in node.array().enumerated() {
                let kind = NodeKind(item)
                if kind == .text || kind == .number, let tag = item.scalar?.string.trimmingBlankLines, !tag.isEmpty {
                    tags.append(tag)
                } else {
                    report("expected a tag (text), found \(kind.phrase)", at: item.mark, keyPath: "\(key)[\(index)]")
                }
            }
            return tags
        case .boolean, .mapping:
            report(
                "expected a list of tags or one comma-separated text, found \(NodeKind(node).phrase)",
                at: node.mark, keyPath: key)
            return []
        }
    }

    mutating func time(_ node: Node?, key: String) -> RecipeTime? {
        guard let written = text(node, key: key) else { return nil }
        if let time = DurationParser(written).time { return time }
        report(
            "cannot read \"\(written)\" as a time; write \"20 minutes\", \"1 hour 30 minutes\" or \"PT1H30M\"",
            at: node?.mark, keyPath: key)
        return nil
    }

    mutating func nutrition(_ node: Node?) -> [NutritionFact] {
        guard let node, NodeKind(node) != .nothing else { return [] }
        guard let mapping = node.mapping else {
            report(
                "expected name: value pairs such as \"calories: 240 kcal\", found \(NodeKind(node).phrase)",
                at: node.mark, keyPath: "nutrition")
            return []
        }
        var facts: [NutritionFact] = []
        for (key, value) in mapping {
            let name = key.scalar?.string ?? ""
            guard let text = text(value, key: "nutrition.\(name)") else { continue }
            facts.append(NutritionFact(name: name, value: text))
        }
        return facts
    }
}
