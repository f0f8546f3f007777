/// The words an ingredient-line parser recognises: unit names and abbreviations, number words,
/// sizes, preparations. Lower-case; case-sensitive abbreviations ("T", "t") are handled by the
/// parser before looking up here.
enum Lexicon {
    static let words = WordTable(entries)

    static let entries: [WordKey: WordInfo] = {
        var table: [WordKey: WordInfo] = [:]
        // Each line of `unitSpellings` names its unit first (its singular, without spaces).
        // (Appended one by one: joined and mapped lists cost the browser's module more code.)
        var units: [Unit] = []
        for unit in VolumeUnit.allCases { units.append(.volume(unit)) }
        for unit in MassUnit.allCases { units.append(.mass(unit)) }
        for unit in LengthUnit.allCases { units.append(.length(unit)) }
        for unit in CountUnit.allCases { units.append(.count(unit)) }
        for (list, foreign) in [(unitSpellings, false), (foreignUnitSpellings, true)] {
            for words in WordList.lines(list) {
                guard let first = words.first,
                      let unit = units.first(where: { WordList.joined($0.singular).isSameText(first) }) else { continue }
                for name in words.dropFirst() { Lexicon.unit(name, unit, foreign: foreign, into: &table) }
            }
        }
        for count in CountUnit.allCases {
            Lexicon.unit(count.names.singular, .count(count), into: &table)
            Lexicon.unit(count.names.plural, .count(count), into: &table)
        }
        for (index, key) in keys(numberWords).enumerated() {
            table[key] = WordInfo(number: index < 20 ? Rational(index + 1) : [Rational(12), Rational(1, 2), Rational(1, 4), Rational(1, 3)][index - 20])
        }
        let roles: [(StaticString, WordRole)] = [(sizes, .size), (preparations, .preparation),
                                                 (adverbs, .adverb), (approximations, .approximation)]
        for (list, role) in roles {
            for key in keys(list) { table[key] = WordInfo(role: role) }
        }
        // Counted on labelled lines (Lexicon+Counted.swift): a unit stays a unit.
        for key in Lexicon.keys(countedPreparations) where table[key]?.unit == nil {
            mark(key, role: .preparation, in: &table)
        }
        // Flags, set in place (no list of pairs: one less array type in the wasm module).
        let pairs: [([WordPair], WordFlags)] = [(Lexicon.products, .startsProduct), (Lexicon.cannedProducts, .startsProduct),
            (Lexicon.preparationPairs, .startsPreparation)]
        for (list, flag) in pairs {
            for pair in list { mark(pair.first, flags: flag, in: &table) }
        }
        let lists: [(StaticString, WordFlags)] = [(countedNameWords, .nameBeforeNoun), (countedPreparationAfter, .preparationFollows),
            (countedCommentStarters, .commentAfterComma), (modifiers, .modifier),
            (asideStarters, .asideStarter), (vague, .vague)]
        for (list, flag) in lists {
            for key in keys(list) { mark(key, flags: flag, in: &table) }
        }
        // The keywords, in the order of their cases (``Keyword/spellings``).
        for (index, key) in keys(Keyword.spellings).enumerated() {
            mark(key, keyword: Keyword(rawValue: UInt8(index + 1)) ?? .none, in: &table)
        }
        return table
    }()

    /// Gives the word `key` a role, flags or a keyword, keeping what the table has of it. One
    /// copy of the table's update, not one a list: the WebAssembly module's size.
    @inline(never)
    private static func mark(
        _ key: WordKey, role: WordRole = .none, flags: WordFlags = [], keyword: Keyword = .none, in table: inout [WordKey: WordInfo]
    ) {
        var info = table[key] ?? WordInfo()
        if role != .none { info.role = role }
        if keyword != .none { info.keyword = keyword }
        info.flags.insert(flags)
        table[key] = info
    }

    /// Spellings of units, one unit per line: the unit's singular name without spaces, then its
    /// spellings. Count units also answer to their own names (``CountUnit``).
    static let unitSpellings: StaticString = """
        teaspoon tsp tsps tspn tspns teaspoon teaspoons teasp ts
        tablespoon tbsp tbsps tbs tb tbl tbls tblsp tblspn tbspn tablespoon tablespoons
        dessertspoon dsp dstspn dessertspoon dessertspoons
        cup c cup cups
        pint pt pts pint pints
        quart qt qts quart quarts
        gallon gal gals gallon gallons
        fluidounce floz
        milliliter ml mls milliliter milliliters millilitre millilitres
        centiliter cl centiliter centiliters centilitre centilitres
        deciliter dl deciliter deciliters decilitre decilitres
        liter l ltr ltrs liter liters litre litres
        milligram mg milligram milligrams milligramme milligrammes
        gram g gr grs gm gms gram grams gramme grammes
        kilogram kg kgs kilo kilos kilogram kilograms kilogramme kilogrammes
        ounce oz ozs ounce ounces
        pound lb lbs pound pounds
        millimeter mm millimeter millimeters millimetre millimetres
        centimeter cm cms centimeter centimeters centimetre centimetres
        inch inch inches
        package pkg pkgs pack packs
        piece pc pcs
        fillet filet filets
        pinch pinchs
        """

    /// The units of recipes in other languages, as ``unitSpellings``: German, French, Italian,
    /// Spanish, Portuguese, Dutch, Polish and the Nordic languages. A line that names its amount
    /// so ("2 EL Olivenöl", "1 Prise Salz") keeps the author's word when scaled ("4 EL", never
    /// "1/4 cup" or "2 Pinches"): Pepin knows the unit, not the language's plural or its cups.
    static let foreignUnitSpellings: StaticString = """
        teaspoon tl teelöffel tsk cac theelepels cucchiaino cucchiaini cucharadita cucharaditas łyżeczka łyżeczki
        tablespoon el esslöffel msk ss spsk cs cas cuillère cuillères cuill colher colheres eetlepel eetlepels cucchiaio cucchiai cucharada cucharadas łyżka łyżki
        cup tasse tassen taza tazas xícara xícaras szklanka
        pinch prise prisen msp pincée pizca pizzico pitada pitadas szczypta
        clove zehe zehen gousse gousses diente dientes spicchio spicchi dente dentes teentje teentjes båt båter
        bunch bund botte
        piece stk stück stücke unid unidades unidade unité db stuks
        can dose lata latas boîte
        slice scheibe scheiben tranche tranches fette skiver
        package packung pck pkt
        sprig zweige takje takjes brin brins
        gram г гр грамм грамма граммов
        kilogram кг
        milliliter мл
        liter л
        piece шт штук штуки
        """

    /// Number words: one to twenty, then "dozen" (12), "half", "quarter", "third".
    static let numberWords: StaticString = """
        one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen
        seventeen eighteen nineteen twenty dozen half quarter third
        """

    /// A unit's spelling: abbreviations are the spellings shorter than the unit's own names
    /// ("tbsp", "oz").
    private static func unit(_ name: String, _ unit: Unit, foreign: Bool = false, into table: inout [WordKey: WordInfo]) {
        guard let key = WordKey(name) else { return }
        let full = name.isSameText(unit.singular) || name.isSameText(unit.plural) || unit.dimension == .count
            || name.utf8.count >= unit.singular.utf8.count - 1
        table[key] = WordInfo(unit: unit, flags: foreign ? .foreign : full ? [] : .abbreviation)
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
    /// A name word and the count unit's word that after it ends the name (counted): "celery" and "stick".
    static let unitsAfterName = pairs(countedUnitsAfterName)

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
        let bytes = WordList.bytes(list)
        var keys: [WordKey] = []
        var start = 0
        for end in 0...bytes.count where end == bytes.count || bytes[end] == 0x20 || bytes[end] == 0x0A {
            if end > start, let key = WordKey(bytes, start, end) { keys.append(key) }
            start = end + 1
        }
        return keys
    }

    static func info(_ bytes: LineBytes, _ token: LineToken) -> WordInfo? {
        guard token.kind == .word, let key = WordKey(bytes, token.start, token.end) else { return nil }
        return words[key]
    }

    static let sizes: StaticString = """
        small medium large big jumbo extra-large x-large xl medium-sized small-sized large-sized
        medium-size large-size small-size smallish largish good-sized heaped heaping level rounded scant
        generous lg sm med tiny x-small extra-small small-medium medium-large md miniature medium-to-large small-to-medium
        große großer großes großen kleine kleiner kleines kleinen mittelgroße mittelgroßer mittelgroßes
        mittelgroßen gehäufter gehäufte gestrichener gestrichene grote middelgrote
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
