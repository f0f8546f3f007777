import ArgumentParser

/// The cookbook commands, registered with the root command.
enum CookbookCommands {
    static let all: [any ParsableCommand.Type] = [
        CheckCommand.self, BuildCommand.self, ServeCommand.self,
    ]
}
