import ArgumentParser

/// The ingredient commands, registered with the root command.
enum IngredientCommands {
    static let all: [any ParsableCommand.Type] = [ConvertCommand.self, NutritionCommand.self, StepsCommand.self, ListCommand.self]
}
