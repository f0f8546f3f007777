/// The words an ingredient-line parser recognises: unit names and abbreviations, number words,
/// sizes, preparations. Lower-case; case-sensitive abbreviations ("T", "t") are handled by the
/// parser before looking up here.
enum Lexicon {
    static let words = WordTable(entries)

    static let entries: [WordKey: WordInfo] = {
        var table: [WordKey: WordInfo] = [:]
        func add(_ list: StaticString, _ info: WordInfo) {
            for key in keys(list) { table[key] = info }
        }
        func unit(_ list: StaticString, _ unit: Unit) {
            for name in WordList.words(list) { Lexicon.unit(name, unit, into: &table) }
        }
        unit("tsp tsps tspn tspns teaspoon teaspoons teasp ts", .volume(.teaspoon))
        unit("tbsp tbsps tbs tb tbl tbls tblsp tblspn tbspn tablespoon tablespoons", .volume(.tablespoon))
        unit("dsp dstspn dessertspoon dessertspoons", .volume(.dessertspoon))
        unit("c cup cups", .volume(.cup))
        unit("pt pts pint pints", .volume(.pint))
        unit("qt qts quart quarts", .volume(.quart))
        unit("gal gals gallon gallons", .volume(.gallon))
        unit("floz", .volume(.fluidOunce))
        unit("ml mls milliliter milliliters millilitre millilitres", .volume(.milliliter))
        unit("cl centiliter centiliters centilitre centilitres", .volume(.centiliter))
        unit("dl deciliter deciliters decilitre decilitres", .volume(.deciliter))
        unit("l ltr ltrs liter liters litre litres", .volume(.liter))
        unit("mg milligram milligrams milligramme milligrammes", .mass(.milligram))
        unit("g gr grs gm gms gram grams gramme grammes", .mass(.gram))
        unit("kg kgs kilo kilos kilogram kilograms kilogramme kilogrammes", .mass(.kilogram))
        unit("oz ozs ounce ounces", .mass(.ounce))
        unit("lb lbs pound pounds", .mass(.pound))
        unit("mm millimeter millimeters millimetre millimetres", .length(.millimeter))
        unit("cm cms centimeter centimeters centimetre centimetres", .length(.centimeter))
        unit("inch inches", .length(.inch))
        for count in CountUnit.allCases {
            Lexicon.unit(count.names.singular, .count(count), into: &table)
            Lexicon.unit(count.names.plural, .count(count), into: &table)
        }
        unit("pkg pkgs pack packs", .count(.package))
        unit("pc pcs", .count(.piece))
        unit("filet filets", .count(.fillet))
        unit("pinchs", .count(.pinch))
        for (index, key) in keys("one two three four five six seven eight nine ten eleven twelve").enumerated() {
            table[key] = WordInfo(number: Rational(index + 1))
        }
        add("dozen", WordInfo(number: Rational(12)))
        add("half", WordInfo(number: Rational(1, 2)))
        add("quarter", WordInfo(number: Rational(1, 4)))
        add("third", WordInfo(number: Rational(1, 3)))
        add(Lexicon.sizes, WordInfo(role: .size))
        add(Lexicon.preparations, WordInfo(role: .preparation))
        add(Lexicon.adverbs, WordInfo(role: .adverb))
        add(Lexicon.approximations, WordInfo(role: .approximation))
        func flag(_ list: StaticString, _ flag: WordFlags) {
            for key in keys(list) { table[key, default: WordInfo()].flags.insert(flag) }
        }
        // Counted on labelled lines (Lexicon+Counted.swift): a unit stays a unit.
        for key in Lexicon.keys(countedPreparations) where table[key]?.unit == nil {
            table[key, default: WordInfo()].role = .preparation
        }
        for key in Lexicon.keys(countedNameWords) { table[key, default: WordInfo()].flags.insert(.nameBeforeNoun) }
        for pair in Lexicon.products + Lexicon.cannedProducts { table[pair.first, default: WordInfo()].flags.insert(.startsProduct) }
        for pair in Lexicon.preparationPairs { table[pair.first, default: WordInfo()].flags.insert(.startsPreparation) }
        flag(Lexicon.countedPreparationAfter, .preparationFollows)
        flag(Lexicon.countedCommentStarters, .commentAfterComma)
        flag(Lexicon.modifiers, .modifier)
        flag(Lexicon.asideStarters, .asideStarter)
        flag(Lexicon.vague, .vague)
        // The keywords, in the order of their cases (``Keyword/spellings``).
        for (index, key) in keys(Keyword.spellings).enumerated() {
            table[key, default: WordInfo()].keyword = Keyword(rawValue: UInt8(index + 1)) ?? .none
        }
        return table
    }()

    /// A unit's spelling: abbreviations are the spellings shorter than the unit's own names
    /// ("tbsp", "oz").
    private static func unit(_ name: String, _ unit: Unit, into table: inout [WordKey: WordInfo]) {
        guard let key = WordKey(name) else { return }
        let full = name == unit.singular || name == unit.plural || unit.dimension == .count
            || name.utf8.count >= unit.singular.utf8.count - 1
        table[key] = WordInfo(unit: unit, flags: full ? [] : .abbreviation)
    }

    static let modifiers: StaticString = """
        natural fresh raw ripe organic whole hot cold warm plain frozen lean extra-virgin low-sodium
        low-fat reduced-fat fat-free nonfat light dark sweet firm soft thick thin large small young
        mature mild sharp wheat rye white red green yellow black golden crisp crunchy smooth chunky
        coarse fine
        """

    static let asideStarters: StaticString = """
        such see optional about recipe preferably if for homemade note notes or from approx plus divided
        use available to at each total in any and store-bought reserved below above page ideally i eg ie
        optionally cut drained thawed chopped softened melted peeled sliced diced minced grated room
        bought good quality organic the enough amount substitute
        """

    /// Words after "a" that do not count one of something: "a little oil", "a few sprigs".
    static let vague: StaticString = """
        little few bit couple good generous small drizzle dash knob squeeze handful pinch splash glug
        sprinkle sprinkling touch lot very tiny
        """

    /// The counted products as word pairs, for ``NameReader``.
    static let products = pairs(countedProducts)
    static let cannedProducts = pairs(countedCannedProducts)
    static let preparationPairs = pairs(countedPreparationPairs)

    // A few dozen pairs, looked up only for a preparation word before the noun: an array scanned in
    // order costs less code in the wasm module than a Set.
    private static func pairs(_ list: StaticString) -> [WordPair] {
        let words = keys(list)
        var pairs: [WordPair] = []
        for index in stride(from: 0, to: words.count - 1, by: 2) {
            pairs.append(WordPair(first: words[index], second: words[index + 1]))
        }
        return pairs
    }

    /// The keys of the words of a list (see ``WordList``).
    private static func keys(_ list: StaticString) -> [WordKey] {
        let bytes = Array(UnsafeBufferPointer(start: list.utf8Start, count: list.utf8CodeUnitCount))
        var keys: [WordKey] = []
        var start = 0
        for end in 0...bytes.count where end == bytes.count || bytes[end] == 0x20 || bytes[end] == 0x0A {
            if end > start, let key = WordKey(bytes, start, end) { keys.append(key) }
            start = end + 1
        }
        return keys
    }

    static func info(_ bytes: [UInt8], _ token: LineToken) -> WordInfo? {
        guard token.kind == .word, let key = WordKey(bytes, token.start, token.end) else { return nil }
        return words[key]
    }

    static let sizes: StaticString = """
        small medium large big jumbo extra-large x-large xl medium-sized small-sized large-sized
        medium-size large-size small-size smallish largish good-sized heaped heaping level rounded scant
        generous lg sm med tiny x-small extra-small small-medium medium-large md miniature
        """

    static let approximations: StaticString = """
        about approximately approx around additional roughly some few several
        """

    static let adverbs: StaticString = """
        finely coarsely roughly thinly thickly freshly lightly firmly loosely well very just gently
        evenly newly barely fully partially slightly freshly-ground tightly crosswise lengthwise
        lengthways crossways diagonally widthwise
        """

    static let preparations: StaticString = """
        chopped diced minced sliced grated shredded crumbled toasted cooked chilled melted softened
        sifted beaten peeled drained rinsed halved quartered crushed packed cubed trimmed julienned
        mashed seeded deseeded deveined cored stemmed zested juiced squeezed whisked lightly separated
        divided warmed cooled scrubbed shelled hulled uncooked cleaned soaked refrigerated skin-on
        snipped torn slivered shaved blanched thawed defrosted dissolved scalded skinned boned deboned
        butterflied segmented chunked crumbed pureed puréed strained sieved washed patted cut
        room-temperature unpeeled undrained lukewarm softened tempered reserved picked steamed poached
        boiled sauteed sautéed caramelized charred crisped broken smashed bruised pounded
        """
}
