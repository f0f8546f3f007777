/// The numbering that starts a step at a place in a text: `1.`, `1)`, `Step 1:`, `Step 1 -`,
/// `Step 1.`, `step 1` before a capital. A bare number needs its `.` or `)` and then a space or a
/// capital, so "1.5 cups" and "2 eggs" are no numbering.
///
///     StepNumbering(Array("Step 2: Whisk."), at: 0, number: 2)?.end   // 8, where "Whisk." starts
///     StepNumbering(Array("1.5 cups"), at: 0, number: 1)               // nil
struct StepNumbering {
    /// Where the text after the numbering and its spaces starts.
    let end: Int

    init?(_ text: [Character], at index: Int, number: Int) {
        var position = index
        let word = Self.stepWordEnd(text, at: position)
        if let word {
            position = word
            while position < text.count, text[position] == " " { position += 1 }
        }
        let digits = Array(String(number))
        guard position + digits.count < text.count, Array(text[position..<position + digits.count]) == digits,
            !text[position + digits.count].isASCIIDigit
        else { return nil }
        position += digits.count
        if word != nil {
            // "Step 1: Beat", "Step 1 - Beat", "Step 1. Beat", "Step 1 Beat".
            var mark = position
            while mark < text.count, text[mark] == " " { mark += 1 }
            if mark < text.count, ":.)-–—".contains(text[mark]) { position = mark + 1 }
        } else {
            guard text[position] == "." || text[position] == ")" else { return nil }
            position += 1
        }
        guard position < text.count, text[position].isWhitespace || text[position].isUppercase else { return nil }
        while position < text.count, text[position].isWhitespace { position += 1 }
        guard position < text.count else { return nil }
        end = position
    }

    /// The end of the word "step" at `index`, in any case.
    private static func stepWordEnd(_ text: [Character], at index: Int) -> Int? {
        guard index + 4 < text.count else { return nil }
        for (offset, letter) in "step".enumerated() where text[index + offset].lowercased() != String(letter) {
            return nil
        }
        return index + 4
    }
}
