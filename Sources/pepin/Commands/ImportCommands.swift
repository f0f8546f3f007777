import ArgumentParser

/// The import commands, registered with the root command.
enum ImportCommands {
    static let all: [any ParsableCommand.Type] = [
        ImportCommand.self, ExportCommand.self,
    ]
}
