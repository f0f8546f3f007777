import PepinCookbook
import Pepin

/// Reads `recipeInstructions` in every shape seen in the wild: one text with line breaks or
/// paragraphs, a list of texts, `HowToStep`s, `HowToSection`s of steps, an `ItemList`, nested
/// lists. Sections keep their names.
///
/// One element of a list (a text, a `HowToStep`, a microdata element) is one step, even when its
/// text has line breaks; only a method given as one text is split (``MethodTextSplitter``). A
/// step's `name` that is only its number ("Step 3") is a label, not a step.
struct SchemaInstructionReader {
    let sections: [InstructionSection]

    init(_ value: JSONValue?, fields: SchemaFieldReader) {
        var builder = Builder(fields: fields)
        if let value {
            if case .array(let elements) = value, elements.count > 1 {
                for element in elements { builder.read(element, depth: 0) }
            } else {
                // A single text holds every step, one per line or paragraph.
                for element in value.elements {
                    if let text = element.scalarText {
                        builder.current.steps += MethodTextSplitter(TextCleaner(text).lines).steps
                    } else {
                        builder.read(element, depth: 0)
                    }
                }
            }
        }
        builder.closeSection()
        // The one section named only "Method" or "Zubereitung" is the whole method, untitled.
        if builder.result.count == 1, let title = builder.result[0].title,
            VisibleListMarks.headingKind(title, whole: true) == .instructions
        {
            builder.result[0].title = nil
        }
        // A method that came out as one step is the whole method: split it at its own line breaks
        // and paragraphs, or, where those were lost, at numbering and glued sentences.
        if builder.result.count == 1, builder.result[0].steps.count == 1 {
            let lines = builder.lastStepLines.count > 1 ? builder.lastStepLines : builder.result[0].steps
            builder.result[0].steps = MethodTextSplitter(lines).steps
        }
        sections = builder.result
    }
}

/// Collects steps into sections while walking the instruction values.
private struct Builder {
    let fields: SchemaFieldReader
    var result: [InstructionSection] = []
    var current = InstructionSection(steps: [])
    /// The lines of the last step read from a step's text, as the page broke them.
    var lastStepLines: [String] = []

    init(fields: SchemaFieldReader) {
        self.fields = fields
    }

    mutating func closeSection() {
        if !current.steps.isEmpty || current.title != nil { result.append(current) }
        current = InstructionSection(steps: [])
    }

    mutating func read(_ value: JSONValue, depth: Int) {
        guard depth < 16 else { return }  // sections in sections in ...: stop somewhere sane
        switch fields.resolve(value) {
        case .string(let text), .number(let text):
            // A text that is only a number ("2", "3.") numbers the next step. A step word stays:
            // pages whose list says "Etape 1" are read with it.
            let step = TextCleaner(text).line
            if !(step.allSatisfy { $0.isASCIIDigit || $0 == "." || $0 == ":" || $0.isWhitespace }) { append(step) }
        case .array(let elements):
            for element in elements { read(element, depth: depth + 1) }
        case .object(let object):
            readObject(object, depth: depth)
        default:
            break
        }
    }

    private mutating func readObject(_ object: JSONObject, depth: Int) {
        let types = SchemaRecipeFinder.types(of: object)
        if types.contains("HowToSection") {
            let title = fields.text(object["name"] ?? object["Name"])
            if depth == 0 {
                closeSection()
                current.title = title.map { $0.hasSuffix(":") ? String($0.dropLast()) : $0 }
            } else if let title {
                append(title)
            }
            read(object["itemListElement"] ?? object["steps"] ?? .null, depth: depth + 1)
            if depth == 0 { closeSection() }
            return
        }
        let text = fields.text(object["text"]) ?? fields.text(object["description"])
        if let text {
            // Some pages give a step a short name as well as its text; keep a name that adds
            // something, drop one that merely repeats the start of the text, even cut short
            // ("Salat1. Wa..." before "Salat 1. Wasser ...").
            if let name = fields.text(object["name"]), !text.hasPrefix(Self.trimmingPeriods(name)),
                !StepNumberLabel(name).isLabel, !Self.isCutShortStart(name, of: text)
            {
                append(name)
            }
            append(text)
            lastStepLines = (object["text"] ?? object["description"])?.elements.first?.scalarText.map { TextCleaner($0).lines } ?? []
        } else if let list = object["itemListElement"] {
            read(list, depth: depth + 1)
        } else if let name = fields.text(object["name"]), !StepNumberLabel(name).isLabel {
            // A step with no text whose name is only its number ("Step 1") is no step.
            append(name)
        }
    }

    private mutating func append(_ step: String) {
        // A step that only says "Method" or "Zubereitung" is the method's heading, not a step; one
        // with no word (",") is nothing.
        if MethodTextSplitter.saysSomething(step), VisibleListMarks.headingKind(step, whole: true) != .instructions {
            current.steps.append(step)
        }
    }

    /// Whether `name` is the start of `text` cut short with an ellipsis, spaces aside.
    private static func isCutShortStart(_ name: String, of text: String) -> Bool {
        var start = Substring(name)
        guard start.hasSuffix("...") || start.hasSuffix("…") else { return false }
        while let last = start.last, last == "." || last == "…" { start = start.dropLast() }
        let letters = { (text: Substring) in text.filter { !$0.isWhitespace } }
        return !start.isEmpty && letters(Substring(text)).hasPrefix(letters(start))
    }

    private static func trimmingPeriods(_ text: String) -> String {
        var text = Substring(text)
        while text.hasSuffix(".") { text = text.dropLast() }
        return String(text)
    }
}
