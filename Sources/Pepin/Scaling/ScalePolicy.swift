/// The one scale policy: which factors Pepin shows a recipe at, the forms a cook may type them in
/// (those of ``ScaleFactor/parse(_:)``: "2", "1.5", "3/2", "1 1/2", "½", "x3"), and what it says
/// when it cannot. The command line, the server, the page's script (through the WebAssembly
/// core) and the API all ask here, so a factor one of them accepts the others accept too, and a
/// link a page wrote always opens.
///
/// ```swift
/// ScalePolicy.read("3/2")     // .success(3/2)
/// ScalePolicy.read("100000")  // .failure(.tooLarge("100000")): "scale “100000” is too large; ..."
/// ```
public enum ScalePolicy {
    /// A thousand times the recipe: past it amounts stop being kitchen amounts, and exact
    /// arithmetic nears its 64-bit limits on large recipes.
    public static let largest = Rational(1000)
    /// A thousandth of the recipe: the smallest factor worth showing (and the reciprocal of the
    /// largest, so that scaling a scaled recipe back always stays inside).
    public static let smallest = Rational(1, 1000)

    /// The steps of a page's scale control, 1/6x to 10x: the scales cooks ask for most, so the
    /// ones a server keeps rendered pages for (a flood of other scales never evicts them).
    public static let steps: [Rational] = [
        Rational(1, 6), Rational(1, 4), Rational(1, 3), Rational(1, 2), Rational(2, 3), Rational(3, 4), .one, Rational(5, 4),
        Rational(3, 2), Rational(2), Rational(5, 2), Rational(3), Rational(4), Rational(5), Rational(6), Rational(8), Rational(10),
    ]

    /// Why a factor is refused, with the text as typed.
    public enum Problem: Error, Hashable, Sendable {
        case notANumber(String)
        case notPositive(String)
        case tooLarge(String)
        case tooSmall(String)

        /// One sentence for the cook, naming what they typed and what would work.
        public var message: String {
            switch self {
            case .notANumber(let text): Self.quoted(text) + " is not a number; use a factor such as 2, 1.5 or 3/2"
            case .notPositive(let text): Self.quoted(text) + " is not above zero; use a factor such as 2, 1.5 or 3/2"
            case .tooLarge(let text): Self.quoted(text) + " is too large; use a factor up to 1000"
            case .tooSmall(let text): Self.quoted(text) + " is too small; use a factor of at least 1/1000"
            }
        }

        private static func quoted(_ text: String) -> String {
            "scale \u{201C}" + text + "\u{201D}"
        }
    }

    /// The factor `text` asks for, or why Pepin does not show a recipe at it.
    public static func read(_ text: String) -> Result<Rational, Problem> {
        let shown = shortened(text)
        let factor: Rational
        do throws(QuantityError) {
            factor = try ScaleFactor.parse(text)
        } catch {
            return .failure(error == .notPositive ? .notPositive(shown) : .notANumber(shown))
        }
        return check(factor, as: shown)
    }

    /// `factor` when the policy allows it (a factor worked out from servings, say), or why not;
    /// `text` is how the cook asked for it.
    public static func check(_ factor: Rational, as text: String) -> Result<Rational, Problem> {
        if factor > largest { return .failure(.tooLarge(text)) }
        if factor < smallest { return .failure(.tooSmall(text)) }
        return .success(factor)
    }

    /// Long text is cut in a message (a pasted paragraph is not repeated back whole): at 40
    /// bytes, backed up to the start of a character.
    private static func shortened(_ text: String) -> String {
        let utf8 = Array(text.utf8)
        guard utf8.count > 40 else { return text }
        var end = 40
        while end > 0, utf8[end] & 0xC0 == 0x80 { end -= 1 }
        return String(decoding: utf8[..<end], as: UTF8.self) + "\u{2026}"
    }
}
