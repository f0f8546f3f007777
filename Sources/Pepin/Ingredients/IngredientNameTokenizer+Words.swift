extension IngredientNameTokenizer {
    /// Words that never tell which food is meant: sizes, preparations, temperatures, quality, the
    /// leftovers of amounts ("cup", "ounce") and of phrases ("to taste", "for dusting").
    ///
    // "ground", "dried", "whole", "hot", "sweet" and "smoked" are NOT here: ground beef is not
    // beef stew meat, dried basil is not fresh basil, whole wheat flour is not wheat flour.
    // In order: articles, fillers and phrases; sizes and amounts; preparations.
    static let ignoredWords: WordSet = WordSet("""
        a an the of to for as in into on at with about plus more extra additional optional divided
        needed taste some few such if desired your favorite favourite preferably each dusting serving
        garnish decoration greasing brushing frying drizzling sprinkling topping large small medium big
        jumbo mini baby heaping heaped level scant generous thick thin cup cups tablespoon tablespoons
        tbsp teaspoon teaspoons tsp ounce ounces oz pound pounds lb lbs gram grams g kg ml liter litre
        pinch dash handful x melted softened sifted unsifted packed firmly lightly loosely chopped
        finely roughly coarsely thinly freshly diced minced sliced grated shredded crushed beaten
        whisked peeled unpeeled seeded deseeded cored halved quartered cubed trimmed rinsed drained
        cooked uncooked toasted zested juiced squeezed cut torn picked stemmed washed scrubbed pitted
        crumbled cubes chunks dice pieces piece strips wedges rounds florets lengthwise crosswise bite
        sized size inch cm mm prepared reserved separated room temperature cold chilled warm lukewarm
        iced frozen thawed defrosted fresh ripe organic good quality best storebought store bought
        homemade very well plain pure
        """)
}
