/// Count-like units and containers: amounts counted in pieces rather than measured.
public enum CountUnit: UInt8, Hashable, Sendable, CaseIterable {
    case pinch, dash, smidgen, drop, splash, handful
    case clove, stick, slice, piece, bunch, sprig, head, stalk, leaf, ear, knob, sheet, cube, strip, rib
    case fillet, loaf, pod, scoop, sachet, ball, block, round
    case can, tin, jar, bottle, package, packet, bag, box, envelope, container, carton, tub, pot
    case bar, square, bulb, jigger, shot, recipe, rasher, spear, glass, shake, rack, sleeve, stem
    // Counted on labelled lines as units: "1 tube crescent dough", "2 branches rosemary", "1 punnet raspberries".
    case tube, branch, link, batch, punnet, wheel
    // Counted on train.jsonl: "1 wedge lime", "a good glug of olive oil", "3 bundles of green onions".
    case wedge, chunk, glug, dollop, twist, bundle

    /// Units that can come after the name: "3 garlic cloves", "1 celery rib", "1 fennel bulb".
    var followsName: Bool {
        switch self {
        // Counted on labelled lines: "2 cinnamon sticks" and "4 bacon rashers" keep the word in the name.
        case .clove, .rib, .bulb, .stalk, .sprig, .spear, .slice, .loaf, .sachet: true
        default: false
        }
    }

    /// A container holds a stated size: "1 (14.5 ounce) can".
    public var isContainer: Bool {
        switch self {
        case .can, .tin, .jar, .bottle, .package, .packet, .bag, .box, .envelope, .container, .carton,
            .tub, .pot, .sachet, .stick, .block, .bar, .tube, .punnet:
            true
        default: false
        }
    }

    var names: UnitNames {
        let name = Self.spellings[Int(rawValue)]
        return UnitNames(singular: name, plural: Inflector.plural(name), abbreviation: self == .package ? "pkg" : name)
    }

    /// Each unit's name, in the order of the cases: as data, where a switch of literals is code.
    private static let spellings = WordList.words("""
        pinch dash smidgen drop splash handful
        clove stick slice piece bunch sprig head stalk leaf ear knob sheet cube strip rib
        fillet loaf pod scoop sachet ball block round
        can tin jar bottle package packet bag box envelope container carton tub pot
        bar square bulb jigger shot recipe rasher spear glass shake rack sleeve stem
        tube branch link batch punnet wheel
        wedge chunk glug dollop twist bundle
        """)
}
