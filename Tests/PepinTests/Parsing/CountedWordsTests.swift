import Pepin
import Testing

/// The words before a noun whose role was counted on labelled lines (Lexicon+Counted.swift), and the
/// grammar around alternatives and units after the name.
@Suite struct CountedWordsTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let line: String
        let name: String
        var unit: Unit? = nil
        var preparation: String? = nil
        var comment: String? = nil
        var testDescription: String { line }
    }

    static let cases: [Case] = [
        // A unit after the name, counted after that name: "celery sticks", "gelatine leaves"; but
        // "cinnamon sticks" are the food.
        Case(line: "2 celery sticks, diced", name: "celery", unit: .count(.stick), preparation: "diced"),
        Case(line: "4 gelatine leaves", name: "gelatine", unit: .count(.leaf)),
        Case(line: "2 cinnamon sticks", name: "cinnamon sticks"),
        // A counted preparation before the noun leaves the name.
        Case(line: "1/2 teaspoon cracked black peppercorns", name: "black peppercorns", unit: .volume(.teaspoon), preparation: "cracked"),
        Case(line: "2 cups unsifted flour", name: "flour", unit: .volume(.cup), preparation: "unsifted"),
        // A preparation word that names the food before its noun stays in the name.
        Case(line: "10 blanched almonds", name: "blanched almonds"),
        // After "fresh" a preparation word before the noun is still preparation; after "frozen" it names the product.
        Case(line: "2 tablespoons fresh chopped mint", name: "fresh mint", unit: .volume(.tablespoon), preparation: "chopped"),
        Case(line: "1 (10 ounce) package frozen chopped spinach", name: "frozen chopped spinach", unit: .count(.package)),
        // A list of names whose last joins without a comma; not a list of the food's parts (counted:
        // "zest", "seeds" start a comment after a comma) nor a description of the food.
        Case(line: "1/4 cup white wine, apple juice or water", name: "white wine apple juice or water", unit: .volume(.cup)),
        Case(line: "1 lemon, zest and juice", name: "lemon", comment: "zest and juice"),
        Case(line: "4 chicken thighs, skinless and boneless, cut into strips", name: "chicken thighs", comment: "skinless and boneless, cut into strips"),
        Case(line: "½ teaspoon salt, or more, to taste", name: "salt", unit: .volume(.teaspoon), comment: "or more, to taste"),
        // After "each" the names are a list.
        Case(line: "2 tbsp each chopped fresh parsley, rosemary and thyme", name: "fresh parsley rosemary and thyme", unit: .volume(.tablespoon), preparation: "chopped", comment: "each"),
        // After a container the pair names the product; after a measure it does not.
        Case(line: "1 can diced tomatoes", name: "diced tomatoes", unit: .count(.can)),
        Case(line: "3/4 cup diced tomatoes", name: "tomatoes", unit: .volume(.cup), preparation: "diced"),
        // "(or X)" of one word is another name; a longer one is a comment.
        Case(line: "1 tablespoon apricot jam (or marmalade)", name: "apricot jam or marmalade", unit: .volume(.tablespoon)),
        Case(line: "1 cup wild rice (or brown or white rice)", name: "wild rice", unit: .volume(.cup), comment: "(or brown or white rice)"),
        // "or" and a number start another amount, which is not part of the name.
        Case(line: "1 onion or 3 spring onions, finely chopped", name: "onion", comment: "or 3 spring onions, finely chopped"),
        // A word that is preparation only before certain words.
        Case(line: "1/4 teaspoon ground black pepper", name: "black pepper", unit: .volume(.teaspoon), preparation: "ground"),
        Case(line: "1 pound ground beef", name: "ground beef", unit: .mass(.pound)),
        // After a measure, "fillet" names the food rather than a container.
        Case(line: "450g fillet of beef", name: "fillet of beef", unit: .mass(.gram)),
        // Units counted on labelled lines, and sizes by comparison before a unit.
        Case(line: "1 tube crescent dough", name: "crescent dough", unit: .count(.tube)),
        Case(line: "½ punnet raspberries", name: "raspberries", unit: .count(.punnet)),
        Case(line: "2 thumb-sized pieces of ginger", name: "ginger", unit: .count(.piece)),
        Case(line: "1 cup bite-size pretzel twists", name: "bite-size pretzel twists", unit: .volume(.cup)),
        Case(line: "1 wedge lime", name: "lime", unit: .count(.wedge)),
        Case(line: "a good glug of olive oil", name: "olive oil", unit: .count(.glug)),
        Case(line: "3 bundles of green onions", name: "green onions", unit: .count(.bundle)),
        // What a container holds, after ", with", is part of the name.
        Case(line: "1 can (28 ounces) diced tomatoes, with their juice", name: "diced tomatoes with their juice", unit: .count(.can)),
        // A thickness in parentheses is the size of each slice.
        Case(line: "4 (1/2 inch thick) slices fresh mozzarella cheese", name: "fresh mozzarella cheese", unit: .count(.slice)),
        // A food part alone on the line is the food.
        Case(line: "5 cloves", name: "cloves"),
        // Size abbreviations.
        Case(line: "1 md carrot", name: "carrot"),
        // Counted: cinnamon sticks keep their word; bread loaves and tomato slices do not.
        Case(line: "4 cinnamon sticks", name: "cinnamon sticks"),
        Case(line: "8 tomato slices", name: "tomato", unit: .count(.slice)),
        // A product's variety after a trademark and a dash is its name; words in capitals are not.
        Case(line: "1 (5.5 ounce) package Knorr® Rice Sides™ - Beef", name: "Knorr® Rice Sides™ Beef", unit: .count(.package)),
        Case(line: "1/3 cup Gevalia® Cold Brew Concentrate - House Blend", name: "Gevalia® Cold Brew Concentrate House Blend", unit: .volume(.cup)),
        Case(line: "1/4 cup Ball® Fiesta Salsa Mix - MIX WELL BEFORE MEASURING", name: "Ball® Fiesta Salsa Mix", unit: .volume(.cup),
             comment: "- MIX WELL BEFORE MEASURING"),
        Case(line: "2 chicken breasts - Skinned", name: "chicken breasts", comment: "- Skinned"),
    ]

    @Test("counted words and alternatives", arguments: cases)
    func parts(_ c: Case) {
        let line = IngredientLineParser(c.line).line
        #expect(line.isParsed)
        #expect(line.name == c.name)
        #expect(line.unit == c.unit)
        #expect(line.preparation == c.preparation)
        #expect(line.comment == c.comment)
    }
}
