import ArgumentParser

/// The `pepin` command: a cookbook engine that understands amounts.
@main
struct Pepin: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pepin",
        abstract: "A cookbook engine that understands amounts.",
        version: "0.1.0",
        subcommands: CoreCommands.all + CookbookCommands.all + ImportCommands.all
            + IngredientCommands.all
    )
}
