import Testing
@testable import Pepin

@Suite struct OvenTemperatureTests {
    @Test("oven temperatures follow the view", arguments: [
        ("Preheat the oven to 375°F.", IngredientView.metricWeight, "Preheat the oven to 190°C."),
        ("Bake at 350 degrees F for 25 minutes.", .metricVolume, "Bake at 175°C for 25 minutes."),
        ("Heat to 425 °F (or 400F convection).", .metricWeight, "Heat to 220°C (or 205°C convection)."),
        ("Bake at 350-375°F", .metricWeight, "Bake at 175-190°C"),
        ("Heat the oven to 180C/160C fan/gas 4.", .usCustomary, "Heat the oven to 350°F/325°F fan/gas 4."),
        ("Roast at 200 degrees Celsius", .usCustomary, "Roast at 400°F"),
        ("Warm the milk to 110°F.", .metricWeight, "Warm the milk to 43°C."),
        ("Cook the syrup to 238°F.", .metricWeight, "Cook the syrup to 114°C."),
        ("Preheat the oven to 375°F.", .usCustomary, "Preheat the oven to 375°F."),
        ("Preheat the oven to 375°F.", .asWritten, "Preheat the oven to 375°F."),
        ("Add 1 c sugar and 2 F-stops.", .usCustomary, "Add 1 c sugar and 2 F-stops."),
        ("Stir 2 cups in 10 Fridges", .metricWeight, "Stir 2 cups in 10 Fridges"),
        ("Bake 12 to 15 minutes at 350 F.", .metricWeight, "Bake 12 to 15 minutes at 175°C."),
        ("Bake at 375°F (190°C) for 20 minutes.", .metricWeight, "Bake at 190°C for 20 minutes."),
        ("Bake at 375°F (190°C).", .usCustomary, "Bake at 375°F."),
        ("Heat to 200°C/400°F.", .usCustomary, "Heat to 400°F."),
        ("Heat to 200°C/400°F.", .asWritten, "Heat to 200°C/400°F."),
    ])
    func temperatures(step: String, view: IngredientView, expected: String) {
        #expect(OvenTemperaturePresenter(step, view: view).text == expected)
    }

    @Test("odd steps never crash")
    func odd() {
        for step in ["", "°F", "99999999999°F", "1°", "-40°F", "375°", "375°F°F", "é375°F"] {
            _ = OvenTemperaturePresenter(step, view: .metricWeight).text
        }
    }
}
