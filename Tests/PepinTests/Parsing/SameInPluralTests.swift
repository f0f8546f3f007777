@testable import Pepin
import Testing

/// Nouns a cook counts without a plural, and the unit's word before one of them: doubled, "1 whole
/// trout" read "2 whole trouts", "1 sea bass" "2 sea basses", "1 celery" "2 celeries", "1 fat clove
/// garlic" "2 fat clove garlics"; and "1 red chilli" read "2 red chillis".
@Suite struct SameInPluralTests {
    @Test("a noun the same in the plural keeps its form", arguments: [
        ("1 whole trout, filleted, skin removed", "2 whole trout, filleted, skin removed"),
        ("1 large sea bass, head removed, scaled and gutted", "2 large sea bass, head removed, scaled and gutted"),
        ("1 medium squid, cleaned, cut into rings", "2 medium squid, cleaned, cut into rings"),
        ("1 medium celery with leaves, minced", "2 medium celery with leaves, minced"),
        ("1 thumbs ginger, peeled and roughly chopped", "2 thumbs ginger, peeled and roughly chopped"),
        ("1 (4 pound) whole trout, cleaned", "2 (4 pound) whole trout, cleaned"),
    ])
    func sameInPlural(line: String, expected: String) {
        #expect(SecondaryNounTests.doubled(line) == expected)
    }

    @Test("the unit's word before such a noun is counted", arguments: [
        ("1 fat clove garlic, sliced", "2 fat cloves garlic, sliced"),
        ("1 minced clove garlic", "2 minced cloves garlic"),
        ("1 whole head garlic (about 2½ ounces), cloves separated", "2 whole heads garlic (about 5 ounces), cloves separated"),
        ("1 (1 pound) fillet salmon, cut into 2 portions", "2 (1 pound) fillets salmon, cut into 2 portions"),
        // Before any other noun the unit's word is part of the name: the last word is counted.
        ("1 (7 pound) standing rib roast", "2 (7 pound) standing rib roasts"),
        ("1 round lettuce, washed, leaves torn", "2 round lettuces, washed, leaves torn"),
    ])
    func unitWordCounted(line: String, expected: String) {
        #expect(SecondaryNounTests.doubled(line) == expected)
    }

    @Test("halved, the unit's word goes back to the singular")
    func halved() {
        let line = PreparedLine(IngredientLineParser("2 fat cloves garlic").line)
        #expect(line.presented(scale: Rational(1, 2)).text == "1 fat clove garlic")
    }

    @Test("the inflector's plurals and singulars of these words")
    func inflector() {
        #expect(Inflector.plural("chilli") == "chillies")
        #expect(Inflector.singular("chillies") == "chilli")
        #expect(Inflector.plural("Trout") == "Trout")
        #expect(Inflector.plural("bass") == "bass")
        #expect(Inflector.singular("bass") == "bass")
        #expect(Inflector.plural("celery") == "celery")
        #expect(Inflector.plural("onion") == "onions")
    }
}

/// A size or an adjective is never the noun a count counts, and mass nouns keep their form:
/// doubled, "1 thick, 2-pound salmon cross section" read "2 thicks, ...", "plus 1 whole" "plus 2
/// wholes", "1 bacon" "2 bacons", "1 dozen large shrimp" "2 dozen large shrimps".
@Suite struct AdjectiveNounTests {
    @Test("sizes and adjectives take no plural; mass nouns keep their form", arguments: [
        ("1 thick, 2-pound salmon cross section, with skin on both sides", "2 thick, 2-pound salmon cross section, with skin on both sides"),
        ("1 whole 6-to 7-lb salmon, cleaned and scaled", "2 whole 6-to 7-lb salmon, cleaned and scaled"),
        ("4 cloves garlic, thinly sliced, plus 1 whole, divided", "8 cloves garlic, thinly sliced, plus 2 whole, divided"),
        ("1 free-range egg (fridge cold)", "2 free-range egg (fridge cold)"),
        ("1 bacon, diced", "2 bacon, diced"),
        ("1 dozen large shrimp, in their shells", "2 dozen large shrimp, in their shells"),
        ("1 squeeze lemon juice", "2 squeeze lemon juice"),
        // A noun that is also a colour still counts: "egg whites".
        ("1 large egg white, room temperature", "2 large egg whites, room temperature"),
    ])
    func noPlural(line: String, expected: String) {
        #expect(SecondaryNounTests.doubled(line) == expected)
    }
}
