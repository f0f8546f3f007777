/// Whether a step's text is only its number, a label rather than a step: `Step 3`, `stap 1`,
/// `Schritt 2:`, `Étape 4`, `Passo 1`, `step1`, `3.`, `1:`, `gazpacho step 2`.
///
///     StepNumberLabel("Step 3").isLabel            // true
///     StepNumberLabel("Stir in 3 eggs.").isLabel   // false
struct StepNumberLabel {
    /// True when the text says nothing but which step this is.
    let isLabel: Bool

    /// Words that name a step, in the languages recipe pages are written in.
    static let stepWords: Set<Substring> = [
        "step", "stap", "schritt", "etape", "étape", "passo", "paso", "etapa", "krok", "steg", "trin",
        "vaihe", "lépés", "korak", "adım", "fase", "stage", "no", "nr",
    ]

    init(_ text: String) {
        var rest = Substring(text.lowercased())
        rest = rest.drop { $0.isWhitespace }
        while let last = rest.last, last.isWhitespace || ":.)-–".contains(last) { rest = rest.dropLast() }
        let digits = rest.reversed().prefix { $0.isASCIIDigit }.count
        guard digits > 0, digits <= 3 else {
            isLabel = false
            return
        }
        rest = rest.dropLast(digits)
        while let last = rest.last, last.isWhitespace || last == "#" || last == "." { rest = rest.dropLast() }
        let words = rest.split(whereSeparator: \.isWhitespace)
        if words.isEmpty {
            isLabel = true
        } else if let last = words.last, Self.stepWords.contains(last) {
            // "Step 3", and a recipe's own prefix before it ("gazpacho_r step 1"), but not a sentence.
            isLabel = words.count <= 2
        } else {
            isLabel = false
        }
    }
}
