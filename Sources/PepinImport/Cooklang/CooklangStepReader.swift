/// Reads one Cooklang step: its text with the marks written as words, and its ingredient lines.
///
///     let step = CooklangStepReader("Whisk @milk{200%ml} and @eggs{2} in a #bowl for ~{1%minute}.")
///     step.text          // "Whisk milk and eggs in a bowl for 1 minute."
///     step.ingredients   // ["200 ml milk", "2 eggs"]
struct CooklangStepReader {
    /// The step as a cook reads it.
    let text: String
    /// Each ingredient mark as a line: amount, unit, name, preparation.
    let ingredients: [String]

    init(_ step: String) {
        let characters = Array(step)
        var text = ""
        var ingredients: [String] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\\", index + 1 < characters.count, CooklangEscape.escapable.contains(characters[index + 1]) {
                text.append(characters[index + 1])
                index += 2
                continue
            }
            guard "@#~".contains(character), let mark = Self.mark(characters, at: index + 1, timer: character == "~")
            else {
                text.append(character)
                index += 1
                continue
            }
            let (name, quantity, unit) = (mark.name, mark.quantity, mark.unit)
            switch character {
            case "@":
                text += name
                ingredients.append(Self.line(name: name, quantity: quantity, unit: unit, note: mark.note))
            case "#":
                text += name
            default:
                text += [quantity, unit].filter { !$0.isEmpty }.joined(separator: " ")
            }
            index = mark.end
        }
        self.text = TextCleaner(text).line
        self.ingredients = ingredients
    }

    /// An ingredient mark as a line, its note (Cooklang's preparation) after a comma, where
    /// ingredient lines give a preparation: "200 ml milk", "butter, melted".
    static func line(name: String, quantity: String, unit: String, note: String) -> String {
        let line = [quantity, unit, name].filter { !$0.isEmpty }.joined(separator: " ")
        return note.isEmpty ? line : line + ", " + note
    }

    /// The ingredient line of a line that is one whole mark, `@name{quantity%unit}` with an
    /// optional `(note)`, its name free to hold any words (`@salt, to taste{}`); `nil` for any other
    /// line. Escaped braces, percent signs and parentheses are plain.
    static func listedIngredient(_ line: Substring) -> String? {
        let text = Array(line)
        guard text.first == "@", let open = CooklangEscape.firstPlain("{", in: text, from: 1),
            let close = CooklangEscape.firstPlain("}", in: text, from: open + 1)
        else { return nil }
        let name = CooklangEscape.unescaped(String(text[1..<open])).trimmingSpaces
        let inside = Array(text[(open + 1)..<close])
        let percent = CooklangEscape.firstPlain("%", in: inside)
        let quantity = CooklangEscape.unescaped(String(inside[..<(percent ?? inside.count)])).trimmingSpaces
        let unit = percent.map { CooklangEscape.unescaped(String(inside[($0 + 1)...])).trimmingSpaces } ?? ""
        var note = ""
        let rest = text[(close + 1)...]
        if !rest.isEmpty {
            guard rest.first == "(", rest.last == ")", rest.count >= 2 else { return nil }
            note = CooklangEscape.unescaped(String(rest.dropFirst().dropLast())).trimmingSpaces
        }
        guard !name.isEmpty else { return nil }
        return Self.line(name: name, quantity: quantity, unit: unit, note: note)
    }

    private struct Mark {
        var name = "", quantity = "", unit = "", note = ""
        var end = 0
    }

    /// The mark whose name starts at `start`: `name`, `several words{...}`, `name{qty%unit}(note)`.
    private static func mark(_ text: [Character], at start: Int, timer: Bool) -> Mark? {
        var mark = Mark()
        var index = start
        if let brace = text[start...].firstIndex(of: "{"),
            !text[start..<brace].contains(where: { "@#~{}.,;!?".contains($0) })
        {
            mark.name = String(text[start..<brace]).trimmingSpaces
            guard let close = text[brace...].firstIndex(of: "}") else { return nil }
            let inside = String(text[(brace + 1)..<close])
            let parts = inside.split(separator: "%", maxSplits: 1)
            mark.quantity = parts.first.map { $0.trimmingSpaces } ?? ""
            mark.unit = parts.count > 1 ? parts[1].trimmingSpaces : ""
            index = close + 1
        } else {
            while index < text.count, text[index].isLetter || text[index].isNumber || text[index] == "_" || text[index] == "-" {
                index += 1
            }
            mark.name = String(text[start..<index])
        }
        if index < text.count, text[index] == "(", let close = text[index...].firstIndex(of: ")") {
            mark.note = String(text[(index + 1)..<close]).trimmingSpaces
            index = close + 1
        }
        guard !mark.name.isEmpty || (timer && !mark.quantity.isEmpty) else { return nil }
        mark.end = index
        return mark
    }
}
