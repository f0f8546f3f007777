/// What the parser knows about a word.
struct WordInfo: Hashable, Sendable {
    var unit: Unit?
    /// The word's value as a number ("one", "dozen", "half").
    var number: Rational?
    var role: WordRole = .none
    /// Which grammar word it is ("to", "plus"), so the grammar compares small integers.
    var keyword: Keyword = .none
    var flags: WordFlags = []
}

/// What the grammar keeps of each token's ``WordInfo``: small, so checking a token is cheap.
struct TokenInfo: Hashable, Sendable {
    var unit: Unit?
    var role: WordRole
    var keyword: Keyword
    var flags: WordFlags
    /// False when the lexicon does not know the word.
    var known: Bool
    /// A number word ("one", "dozen", "half"): the grammar looks its value up only for these.
    var isNumber: Bool

    /// A word the lexicon does not know, or a token that is not a word.
    static let unknown = TokenInfo(nil)

    init(_ info: WordInfo?) {
        unit = info?.unit
        role = info?.role ?? .none
        keyword = info?.keyword ?? .none
        flags = info?.flags ?? []
        known = info != nil
        isNumber = info?.number != nil
    }
}

/// Word classes the name reader asks about.
struct WordFlags: OptionSet, Hashable, Sendable {
    let rawValue: UInt16
    /// Describes a food before its noun: "boneless", "natural".
    static let modifier = WordFlags(rawValue: 1)
    /// Starts a parenthesis that is a comment, not part of the name: "(such as ...)".
    static let asideStarter = WordFlags(rawValue: 2)
    /// After "a", does not count one thing: "a little", "a few".
    static let vague = WordFlags(rawValue: 4)
    /// A unit written abbreviated: "tbsp", "oz".
    static let abbreviation = WordFlags(rawValue: 8)
    /// A preparation word that before a noun is part of the name: "blanched almonds".
    static let nameBeforeNoun = WordFlags(rawValue: 16)
    /// The first word of a counted product: "crushed" in "crushed tomatoes".
    static let startsProduct = WordFlags(rawValue: 32)
    /// The first word of a counted preparation pair: "ground" in "ground black pepper".
    static let startsPreparation = WordFlags(rawValue: 64)
    /// A word after which a preparation word before the noun is still preparation: "fresh" in "fresh
    /// chopped mint" (but "frozen chopped spinach").
    static let preparationFollows = WordFlags(rawValue: 128)
    /// After a comma that follows the name, starts a comment (counted): "zest", "seeds", "homemade".
    static let commentAfterComma = WordFlags(rawValue: 256)
    /// A unit as another language writes it ("EL", "Prise"): scaled, it keeps the author's word.
    static let foreign = WordFlags(rawValue: 512)
}

/// The function words the grammar looks for.
enum Keyword: UInt8, Hashable, Sendable, CaseIterable {
    case none
    case from, extra, make, packed, by, until, into, see, use, x, each, ready, up, least
    case a
    case about
    case an
    case and
    case approximately
    case `as`
    case at
    case brush
    case coat
    case cover
    case cut
    case decorate
    case desired
    case divided
    case dozen
    case dust
    case eg
    case finish
    case fl
    case fluid
    case `for`
    case fry
    case garnish
    case grease
    case ground
    case `if`
    case `in`
    case less
    case more
    case needed
    case of
    case optional
    case optionally
    case or
    case ounce
    case ounces
    case oz
    case plus
    case preferably
    case required
    case room
    case serve
    case sprinkle
    case such
    case taste
    case thick
    case thin
    case to
    case torn
    case very
    case with
    /// "de", "di": "of" in the Romance languages ("2 cucharadas de azúcar").
    case de, di
    /// The last word of a spoon's phrase: "c. à soupe", "colher de sopa", "cuillère à café", "c. de chá".
    case soupe, sopa, cafe, cha
    /// "a good pinch", "1 medium sized onion": a size before a unit, a size's second word.
    case good, healthy, size, sized
}

/// The part a word plays in an ingredient line, when it is not part of the name.
enum WordRole: UInt8, Hashable, Sendable {
    case none
    /// large, small, medium: the size of what is counted.
    case size
    /// chopped, sifted: how the ingredient is prepared.
    case preparation
    /// finely, roughly: qualifies a preparation word.
    case adverb
    /// about, approximately, scant: qualifies an amount.
    case approximation
}

extension Keyword {
    /// Every keyword's spelling, in the order of the cases after ``none``: the one list of
    /// keywords (the lexicon reads it; keep it in step with the cases).
    static let spellings: StaticString = """
        from extra make packed by until into see use x each ready up least a about an and approximately as at brush
        coat cover cut decorate desired divided dozen dust eg finish fl fluid for fry garnish grease ground
        if in less more needed of optional optionally or ounce ounces oz plus preferably required room serve
        sprinkle such taste thick thin to torn very with de di soupe sopa cafe cha good healthy size sized
        """
}

/// Two words in order, such as a counted product ("crushed tomatoes").
struct WordPair: Equatable, Sendable {
    let first: WordKey
    let second: WordKey
}
