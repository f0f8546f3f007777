public import Pepin
import Yams

/// A cookbook's `aisles.yaml` and `pantry.yaml`, read into an ``AisleGuide``.
///
/// ```yaml
/// # aisles.yaml: aisle names, each with the foods found there (new aisles welcome)
/// bakery: [bread, tortillas]
/// produce: [fresh ginger]
/// ```
/// ```yaml
/// # pantry.yaml: what the cook always has, listed apart ("you probably have")
/// - salt
/// - black pepper
/// - olive oil
/// ```
public struct AisleFiles: Sendable {
    /// The guide: the standard aisles with the cookbook's changes.
    public let guide: AisleGuide
    /// Every problem found, positioned.
    public let diagnostics: [Diagnostic]

    /// Reads the files' texts (`nil`: no such file), naming them `aislesPath` and `pantryPath`.
    public init(aisles: String?, aislesPath: String, pantry: String?, pantryPath: String) {
        var diagnostics: [Diagnostic] = []
        var placed: [(aisle: String, foods: [String])] = []
        if let aisles {
            var reader = YAMLFileReader(path: aislesPath, text: aisles)
            if let root = reader.root(expecting: "aisle names, each with a list of foods") {
                if let mapping = root.mapping {
                    for (key, value) in mapping {
                        guard let aisle = reader.text(key, keyPath: "", expecting: "an aisle name"), !aisle.isEmpty else { continue }
                        placed.append((aisle, reader.names(value, keyPath: aisle)))
                    }
                } else {
                    reader.report(
                        "expected aisle names, each with a list of foods (\"bakery: [bread, tortillas]\"), found \(NodeKind(root).phrase)",
                        at: root.mark, keyPath: nil)
                }
            }
            diagnostics += reader.diagnostics
        }
        var staples: [String] = []
        if let pantry {
            var reader = YAMLFileReader(path: pantryPath, text: pantry)
            if let root = reader.root(expecting: "a list of foods the cook always has") {
                if let mapping = root.mapping {
                    for (key, value) in mapping {
                        let name = key.scalar?.string ?? ""
                        guard name == "staples" else {
                            let hint = KeySuggester(name, among: ["staples"]).suggestion.map { "; did you mean \"\($0)\"?" } ?? "; expected \"staples\""
                            reader.report("unknown field \"\(name)\"" + hint, at: key.mark, keyPath: name)
                            continue
                        }
                        staples += reader.names(value, keyPath: "staples")
                    }
                } else {
                    staples = reader.names(root, keyPath: "")
                }
            }
            diagnostics += reader.diagnostics
        }
        guide = AisleGuide(aisles: placed, staples: staples)
        self.diagnostics = diagnostics
    }
}
