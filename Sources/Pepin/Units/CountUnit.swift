/// Count-like units and containers: amounts counted in pieces rather than measured.
public enum CountUnit: Hashable, Sendable, CaseIterable {
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
        switch self {
        case .pinch: return UnitNames(singular: "pinch", plural: "pinches", abbreviation: "pinch")
        case .dash: return UnitNames(singular: "dash", plural: "dashes", abbreviation: "dash")
        case .box: return UnitNames(singular: "box", plural: "boxes", abbreviation: "box")
        case .glass: return UnitNames(singular: "glass", plural: "glasses", abbreviation: "glass")
        case .bunch: return UnitNames(singular: "bunch", plural: "bunches", abbreviation: "bunch")
        case .leaf: return UnitNames(singular: "leaf", plural: "leaves", abbreviation: "leaf")
        case .loaf: return UnitNames(singular: "loaf", plural: "loaves", abbreviation: "loaf")
        case .package: return UnitNames(singular: "package", plural: "packages", abbreviation: "pkg")
        case .branch: return UnitNames(singular: "branch", plural: "branches", abbreviation: "branch")
        case .batch: return UnitNames(singular: "batch", plural: "batches", abbreviation: "batch")
        default:
            let name = self.name
            return UnitNames(singular: name, plural: name + "s", abbreviation: name)
        }
    }

    private var name: String {
        switch self {
        case .pinch: "pinch"
        case .dash: "dash"
        case .smidgen: "smidgen"
        case .drop: "drop"
        case .splash: "splash"
        case .handful: "handful"
        case .clove: "clove"
        case .stick: "stick"
        case .slice: "slice"
        case .piece: "piece"
        case .bunch: "bunch"
        case .sprig: "sprig"
        case .head: "head"
        case .stalk: "stalk"
        case .leaf: "leaf"
        case .ear: "ear"
        case .knob: "knob"
        case .sheet: "sheet"
        case .cube: "cube"
        case .strip: "strip"
        case .rib: "rib"
        case .fillet: "fillet"
        case .loaf: "loaf"
        case .pod: "pod"
        case .scoop: "scoop"
        case .sachet: "sachet"
        case .ball: "ball"
        case .block: "block"
        case .round: "round"
        case .can: "can"
        case .tin: "tin"
        case .jar: "jar"
        case .bottle: "bottle"
        case .package: "package"
        case .packet: "packet"
        case .bag: "bag"
        case .box: "box"
        case .envelope: "envelope"
        case .container: "container"
        case .carton: "carton"
        case .tub: "tub"
        case .pot: "pot"
        case .bar: "bar"
        case .square: "square"
        case .bulb: "bulb"
        case .jigger: "jigger"
        case .shot: "shot"
        case .recipe: "recipe"
        case .rasher: "rasher"
        case .spear: "spear"
        case .glass: "glass"
        case .shake: "shake"
        case .rack: "rack"
        case .sleeve: "sleeve"
        case .stem: "stem"
        case .tube: "tube"
        case .branch: "branch"
        case .link: "link"
        case .batch: "batch"
        case .punnet: "punnet"
        case .wheel: "wheel"
        case .wedge: "wedge"
        case .chunk: "chunk"
        case .glug: "glug"
        case .dollop: "dollop"
        case .twist: "twist"
        case .bundle: "bundle"
        }
    }
}
