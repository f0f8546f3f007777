import Pepin
import Testing

@Suite struct ScalePolicyTests {
    @Test("the forms a cook types are read; the range ends are inside", arguments: [
        ("2", Rational(2)), ("1.5", Rational(3, 2)), ("3/2", Rational(3, 2)), ("1 1/2", Rational(3, 2)), ("½", Rational(1, 2)),
        ("x3", Rational(3)), ("3x", Rational(3)), ("×2", Rational(2)), ("1000", Rational(1000)), ("1/1000", Rational(1, 1000)),
    ])
    func accepted(text: String, factor: Rational) {
        #expect(ScalePolicy.read(text) == .success(factor))
    }

    @Test("refusals say what was typed and what would work", arguments: [
        ("abc", ScalePolicy.Problem.notANumber("abc"), "scale \u{201C}abc\u{201D} is not a number; use a factor such as 2, 1.5 or 3/2"),
        ("", .notANumber(""), "scale \u{201C}\u{201D} is not a number; use a factor such as 2, 1.5 or 3/2"),
        ("0", .notPositive("0"), "scale \u{201C}0\u{201D} is not above zero; use a factor such as 2, 1.5 or 3/2"),
        ("-2", .notPositive("-2"), "scale \u{201C}-2\u{201D} is not above zero; use a factor such as 2, 1.5 or 3/2"),
        ("1001", .tooLarge("1001"), "scale \u{201C}1001\u{201D} is too large; use a factor up to 1000"),
        ("1/1001", .tooSmall("1/1001"), "scale \u{201C}1/1001\u{201D} is too small; use a factor of at least 1/1000"),
    ])
    func refused(text: String, problem: ScalePolicy.Problem, message: String) {
        #expect(ScalePolicy.read(text) == .failure(problem))
        #expect(problem.message == message)
    }

    @Test("a pasted paragraph is not repeated back whole")
    func longText() {
        let text = String(repeating: "flour ", count: 30)
        guard case .failure(.notANumber(let shown)) = ScalePolicy.read(text) else {
            Issue.record("\(text) was not refused as not a number")
            return
        }
        #expect(shown == String(text.prefix(40)) + "\u{2026}")
        // Cut at a character, never inside one.
        guard case .failure(.notANumber(let accented)) = ScalePolicy.read(String(repeating: "é", count: 30)) else {
            Issue.record("accents were not refused")
            return
        }
        #expect(accented == String(repeating: "é", count: 20) + "\u{2026}")
    }

    @Test("a factor worked out from servings is held to the same range")
    func checked() {
        #expect(ScalePolicy.check(Rational(3, 2), as: "6 from 4") == .success(Rational(3, 2)))
        #expect(ScalePolicy.check(Rational(5000), as: "5000 from 1") == .failure(.tooLarge("5000 from 1")))
    }

    @Test("the scale control's steps rise from 1/6 to 10, 1x among them, all inside the policy")
    func steps() {
        #expect(ScalePolicy.steps.first == Rational(1, 6) && ScalePolicy.steps.last == Rational(10))
        #expect(ScalePolicy.steps[6] == .one)
        #expect(zip(ScalePolicy.steps, ScalePolicy.steps.dropFirst()).allSatisfy { $0 < $1 })
        #expect(ScalePolicy.steps.allSatisfy { ScalePolicy.check($0, as: "") == .success($0) })
    }
}
