@testable import Pepin
import Testing

/// The noun a count in an aside counts is the word after its sizes, never a grammar word: doubled,
/// "(from 1 small orange)" read "(from 2 smalls orange)" and "(1 or more)" read "(2 ors more)".
@Suite struct SecondaryNounTests {
    static func doubled(_ text: String) -> String {
        PreparedLine(IngredientLineParser(text).line).presented(scale: Rational(2)).text
    }

    @Test("the noun after its size and adverb words takes the plural", arguments: [
        ("1/3 cup fresh orange juice (from 1 small orange)", "2/3 cup fresh orange juice (from 2 small oranges)"),
        ("1 cup chopped onion (1 medium onion)", "2 cups chopped onion (2 medium onions)"),
        ("1 3/4 cups diced red onion (1 very large onion)", "3 1/2 cups diced red onion (2 very large onions)"),
        ("4 c pineapple chunks (from 1 very ripe pineapple)", "8 c pineapple chunks (from 2 very ripe pineapples)"),
    ])
    func nounAfterSizes(line: String, expected: String) {
        #expect(Self.doubled(line) == expected)
    }

    @Test("a grammar word after a count is no noun", arguments: [
        ("3 medium tomatoes (1 or more additional tomatoes may be needed)", "6 medium tomatoes (2 or more additional tomatoes may be needed)"),
        ("2 pounds pork chops (about 3/4 in. thick)", "4 pounds pork chops (about 3/4 in. thick)"),
        ("Juice of 1 lemon, plus 1 lemon half", "Juice of 2 lemons, plus 2 lemon halves"),
    ])
    func grammarWords(line: String, expected: String) {
        #expect(Self.doubled(line) == expected)
    }
}

/// The noun a line's count counts stands before "of", "with", "in", "from" or "for" in the name,
/// and before a participle there: doubled, "1 shoulder of pork" read "2 shoulder of porks".
@Suite struct CountedNounTests {
    @Test("the noun before a preposition takes the plural", arguments: [
        ("1 shoulder of pork, skin scored", "2 shoulders of pork, skin scored"),
        ("1 chipotle in adobo, minced", "2 chipotles in adobo, minced"),
        ("1 maraschino cherry with juice", "2 maraschino cherries with juice"),
        ("1 ripe avocado from Mexico, peeled", "2 ripe avocados from Mexico, peeled"),
        ("1 onion ground with the lamb", "2 onions ground with the lamb"),
        ("1 bouquet garni made with sage", "2 bouquet garnis made with sage"),
        // A participle ends no noun ("pot diluteds", "unbakeds" before); a name of them has none.
        ("1 beef stock pot, diluted", "2 beef stock pots, diluted"),
        ("1 serrano or jalapeño seeded and deribbed", "2 serrano or jalapeños seeded and deribbed"),
        ("1 unbaked 9-inch deep dish pie crust", "2 unbaked 9-inch deep dish pie crust"),
        ("½ seedless cucumber (usually plastic-wrapped)", "1 seedless cucumber (usually plastic-wrapped)"),
        // Sizes in an aside are no noun: "(or 1 1/2 larges)" before.
        ("1 small (or ½ large) butternut squash", "2 small (or 1 large) butternut squashes"),
    ])
    func nounBeforePreposition(line: String, expected: String) {
        #expect(SecondaryNounTests.doubled(line) == expected)
    }
}
