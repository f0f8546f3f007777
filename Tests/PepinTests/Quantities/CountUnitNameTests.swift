import Pepin
import Testing

/// The names of counted units are one list of words in the order of the cases (data in the
/// WebAssembly module, not a switch of literals): each case must read its own name.
@Suite struct CountUnitNameTests {
    @Test("every counted unit reads its own name, and its plural")
    func names() {
        for unit in CountUnit.allCases {
            #expect(Unit.count(unit).singular == "\(unit)", "\(unit)")
            #expect(Unit.count(unit).plural.hasPrefix(String("\(unit)".dropLast())), "\(unit)")
        }
    }

    @Test("plurals as English makes them", arguments: [
        (CountUnit.pinch, "pinches"), (.dash, "dashes"), (.splash, "splashes"), (.box, "boxes"), (.glass, "glasses"),
        (.bunch, "bunches"), (.leaf, "leaves"), (.loaf, "loaves"), (.branch, "branches"), (.batch, "batches"),
        (.clove, "cloves"), (.package, "packages"), (.handful, "handfuls"),
    ])
    func plurals(_ unit: CountUnit, _ plural: String) {
        #expect(Unit.count(unit).plural == plural)
    }

    @Test("every volume unit reads its name, plural and abbreviation", arguments: [
        (VolumeUnit.teaspoon, "teaspoon", "teaspoons", "tsp"), (.tablespoon, "tablespoon", "tablespoons", "tbsp"),
        (.dessertspoon, "dessertspoon", "dessertspoons", "dsp"), (.fluidOunce, "fluid ounce", "fluid ounces", "fl oz"),
        (.cup, "cup", "cups", "c"), (.pint, "pint", "pints", "pt"), (.quart, "quart", "quarts", "qt"),
        (.gallon, "gallon", "gallons", "gal"), (.milliliter, "milliliter", "milliliters", "ml"),
        (.centiliter, "centiliter", "centiliters", "cl"), (.deciliter, "deciliter", "deciliters", "dl"),
        (.liter, "liter", "liters", "l"),
    ])
    func volumes(_ unit: VolumeUnit, _ singular: String, _ plural: String, _ abbreviation: String) {
        #expect(Unit.volume(unit).singular == singular)
        #expect(Unit.volume(unit).plural == plural)
        #expect(Unit.volume(unit).abbreviation == abbreviation)
    }
}
