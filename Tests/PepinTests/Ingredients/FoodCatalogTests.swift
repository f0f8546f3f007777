import Testing
@testable import Pepin

@Suite struct FoodCatalogTests {
    let catalog = FoodCatalog.standard

    @Test("the built-in catalog decodes every generated food and alias")
    func sizes() {
        #expect(catalog.foods.count == 316)
        #expect(catalog.aliasCount > 900)
    }

    @Test("all-purpose flour carries USDA's figures")
    func flour() throws {
        let flour = try #require(catalog.food(key: "20081"))
        #expect(flour.name == "Wheat flour, white, all-purpose, enriched, bleached")
        #expect(flour.state == .dry)
        #expect(flour.gramsPerCupTenths == 1250)
        #expect(flour.pieces == [])
        #expect(
            Nutrient.allCases.map { flour.nutrients.hundredths(of: $0) }
                == [36400, 98, 16, 0, 200, 7631, 270, 27, 1033])
    }

    @Test("eggs weigh 50 g a large piece, and a bare count means large")
    func eggs() throws {
        let egg = try #require(catalog.food(key: "01123"))
        #expect(egg.piece(named: nil) == FoodPiece(name: "large", gramsTenths: 500))
        #expect(egg.piece(named: "jumbo")?.gramsTenths == 630)
        #expect(egg.piece(named: "slice") == nil)
    }

    @Test("kosher salt is Diamond Crystal: 135 g a cup, sodium of table salt")
    func kosherSalt() throws {
        let salt = try #require(catalog.food(key: "x-kosher-salt"))
        #expect(salt.gramsPerCupTenths == 1350)
        #expect(salt.nutrients.hundredths(of: .sodium) == 3_875_800)
        #expect(catalog.food(key: "x-morton-kosher-salt")?.gramsPerCupTenths == 2400)
    }

    @Test("liquids use liquid measures; dry goods and butter do not", arguments: [
        ("01077", true), ("04053", true), ("19296", true), ("20081", false), ("19335", false),
        ("01145", false),
    ])
    func liquid(key: String, liquid: Bool) {
        #expect(catalog.food(key: key)?.usesLiquidMeasures == liquid)
    }

    @Test("unknown nutrient values stay unknown, not zero")
    func unknownNutrients() throws {
        let text: StaticString = "k|Test|o|||100,,5\n"
        let foods = text.withUTF8Buffer { CatalogTextDecoder($0).foods }
        let food = try #require(foods.first)
        #expect(food.nutrients.hundredths(of: .calories) == 100)
        #expect(food.nutrients.hundredths(of: .fat) == nil)
        #expect(food.nutrients.hundredths(of: .protein) == nil)
        #expect(food.gramsPerCupTenths == nil)
    }
}

@Suite struct CatalogAliasTests {
    @Test("every curated alias finds its own food: no two foods share a normalised name")
    func aliasesFindTheirFood() {
        let aliases = FoodCatalog.builtInAliases.withUTF8Buffer { CatalogTextDecoder($0).aliases }
        var wrong: [String] = []
        for (key, names) in aliases {
            for name in names {
                let found = IngredientMatcher(name, catalog: .standard).match?.food.key
                if found != key { wrong.append("\(name): \(found ?? "unknown"), listed for \(key)") }
            }
        }
        #expect(wrong == [])
    }
}
