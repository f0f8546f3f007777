import ArgumentParser

/// The core commands, registered with the root command.
enum CoreCommands {
    static let all: [any ParsableCommand.Type] = [ParseCommand.self, ScaleCommand.self]
}
