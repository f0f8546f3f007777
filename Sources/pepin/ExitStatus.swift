import ArgumentParser
import Foundation

/// One exit status per kind of failure, the same for every command (see the README):
/// 0 success, 1 problems in the input (recipe errors, or warnings with `--strict`), 2 usage
/// (unknown option, bad value), 3 input/output (a folder or file that cannot be read or written,
/// a port in use).
enum ExitStatus: Int32 {
    case problems = 1
    case usage = 2
    case io = 3

    var exitCode: ExitCode { ExitCode(rawValue) }

    /// The status for an error thrown out of a command.
    static func of(_ error: any Error) -> Int32 {
        if let command = error as? CommandError { return command.status.rawValue }
        let code = Pepin.exitCode(for: error)
        if code == .validationFailure { return usage.rawValue }
        return code.rawValue
    }
}

extension Pepin {
    /// Runs the command line, mapping every failure to its ``ExitStatus``.
    static func main() async {
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            let status = ExitStatus.of(error)
            if let command = error as? CommandError {
                FileHandle.standardError.write(Data("error: \(command.description)\n".utf8))
            } else if !(error is ExitCode) {
                let message = fullMessage(for: error)
                if !message.isEmpty {
                    (status == 0 ? FileHandle.standardOutput : FileHandle.standardError).write(Data((message + "\n").utf8))
                }
            }
            Foundation.exit(status)
        }
    }
}
