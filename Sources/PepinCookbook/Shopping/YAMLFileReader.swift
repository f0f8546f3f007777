import Yams

/// Reads a small YAML file of a cookbook (a menu, `aisles.yaml`, `pantry.yaml`) into its node
/// tree, and collects positioned diagnostics for it: `path:line:column: key.path: message`.
struct YAMLFileReader {
    let path: String
    let lines: SourceLines
    private(set) var diagnostics: [Diagnostic] = []

    init(path: String, text: String) {
        self.path = path
        lines = SourceLines(text: text.utf8.contains(UInt8(ascii: "\r")) ? text.replacingCRLF : text)
    }

    /// The root node, or `nil` after reporting why there is none.
    mutating func root(expecting what: String) -> Node? {
        do {
            guard let root = try Parser(yaml: lines.text, resolver: .basic, encoding: .utf8).singleRoot() else {
                report("the file is empty; expected \(what)", at: nil, keyPath: nil)
                return nil
            }
            return root
        } catch let error as YamlError {
            switch error {
            case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
                report("invalid YAML: \(problem)", at: mark, keyPath: nil)
            case .duplicatedKeysInMapping(let duplicates, let context):
                report("the field \"\(duplicates.first ?? "")\" appears more than once", at: context.mark, keyPath: duplicates.first)
            default:
                report("cannot read the YAML: \(error)", at: nil, keyPath: nil)
            }
        } catch {
            report("cannot read the YAML: \(error)", at: nil, keyPath: nil)
        }
        return nil
    }

    /// Records an error at `mark` (the file's start when `nil`).
    mutating func report(_ message: String, at mark: Mark?, keyPath: String?) {
        let location = SourceLocation(line: mark?.line ?? 1, column: mark?.column ?? 1)
        diagnostics.append(
            Diagnostic(path: path, location: location, keyPath: keyPath, message: message, sourceLine: lines[location.line - 1]))
    }

    /// The text of a scalar node, or `nil` after reporting what was found instead.
    mutating func text(_ node: Node, keyPath: String, expecting what: String) -> String? {
        guard case .scalar(let scalar) = node, NodeKind(node) != .nothing, NodeKind(node) != .list else {
            report("expected \(what), found \(NodeKind(node).phrase)", at: node.mark, keyPath: keyPath)
            return nil
        }
        return scalar.string
    }

    /// The names of a list of names (`[flour, sugar]`), reporting anything else.
    mutating func names(_ node: Node, keyPath: String) -> [String] {
        guard let sequence = node.sequence else {
            if let name = text(node, keyPath: keyPath, expecting: "a list of foods") { return [name] }
            return []
        }
        return sequence.enumerated().compactMap { index, item in
            text(item, keyPath: "\(keyPath)[\(index)]", expecting: "the name of a food")
        }
    }
}
