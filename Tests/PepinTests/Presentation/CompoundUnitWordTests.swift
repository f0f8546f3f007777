import Testing
@testable import Pepin

/// At 1x a compound amount's later units stay as the author wrote them: "1 pound 2oz flour" read
/// "1 pound 2ounces flour" (the first unit's style, glued to the number), "750ml/1pint 7fl oz"
/// "750ml/1pint 7fluid ounces".
@Suite struct CompoundUnitWordTests {
    @Test("later parts keep the author's words", arguments: [
        ("1 pound 2oz flour", "1 pound 2oz flour"),
        ("750ml/1pint 7fl oz beef stock", "750ml/1pint 7fl oz beef stock"),
        ("1 cup plus 2 tbsp sugar", "1 cup plus 2 tbsp sugar"),
    ])
    func kept(written: String, expected: String) {
        #expect(PreparedLine(written).presented(scale: .one).text == expected)
    }
}
