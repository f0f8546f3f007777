import ArgumentParser

/// `pepin-bench`: the benchmarks and evaluations of Pepin, apart from the cook's `pepin`.
/// Use a release build: `swift build -c release --product pepin-bench`.
@main
struct PepinBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pepin-bench",
        abstract: "Measure Pepin: lines per second, site builds, the server, the importer.",
        subcommands: [
            BenchCommand.self, BenchMatchCommand.self, BenchPageCommand.self, BenchSiteCommand.self, BenchServeCommand.self, BenchListCommand.self,
            ImportBenchCommand.self, ImportEvalCommand.self, TrainNamesCommand.self,
        ])
}
