import ArgumentParser
import Foundation
import PepinCookbook

/// `pepin-bench site`: generates a large cookbook and builds it, reporting pages per second.
struct BenchSiteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "site",
        abstract: "Benchmark: generate a cookbook of many recipes and build its site (use a release build).")

    @Option(help: "How many recipes to generate.")
    var recipes: Int = 10_000

    @Option(help: "How many timed builds to run (the best is reported).")
    var runs: Int = 3

    @Flag(help: "Also build the same files with Hugo (found on PATH) and report the ratio.")
    var hugo = false

    @Option(help: "Where to generate the cookbook and write the sites (default: /dev/shm when it exists, so both write to memory).")
    var scratch: String?

    func run() throws {
        let base = scratch.map { URL(fileURLWithPath: $0) }
            ?? (FileManager.default.fileExists(atPath: "/dev/shm") ? URL(fileURLWithPath: "/dev/shm") : FileManager.default.temporaryDirectory)
        let root = base.appendingPathComponent("pepin-bench-\(UUID().uuidString)")
        let folder = root.appendingPathComponent("cookbook")
        let output = root.appendingPathComponent("site")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for index in 0..<recipes {
            try Data(BenchmarkRecipe(index: index).text.utf8).write(to: folder.appendingPathComponent("recipe-\(index).md"))
        }
        print("Generated \(recipes) recipes in \(folder.path)")
        let assets = WasmLocator(explicitPath: nil, environment: ProcessInfo.processInfo.environment, embedded: nil).assets
        var best = (load: Double.infinity, build: Double.infinity, total: Double.infinity)
        for run in 1...max(1, runs) {
            let start = Date()
            let cookbook = try CookbookLoader(folder: folder).load()
            let loaded = Date()
            guard cookbook.diagnostics.errors.isEmpty else {
                throw ValidationError("generated recipes have errors: \(cookbook.diagnostics.first!.description)")
            }
            try SiteBuilder(cookbook: cookbook, output: output, assets: assets).build()
            let end = Date()
            let times = (loaded.timeIntervalSince(start), end.timeIntervalSince(loaded), end.timeIntervalSince(start))
            print(String(format: "run %d: load %.2f s, render+write %.2f s, total %.2f s", run, times.0, times.1, times.2))
            if times.2 < best.total { best = times }
        }
        let pages = Double(recipes)
        print(String(format: "Best: %.0f pages/s end to end (%.3f ms/page); load %.0f files/s; render+write %.0f pages/s; %d cores",
            pages / best.total, best.total * 1000 / pages, pages / best.load, pages / best.build,
            ProcessInfo.processInfo.activeProcessorCount))
        guard hugo else { return }
        guard let binary = HugoComparison.find() else { throw ValidationError("--hugo: no hugo on PATH (apt-get install hugo)") }
        let comparison = HugoComparison(hugo: binary, cookbook: folder, root: root)
        try comparison.prepare()
        var hugoBest = Double.infinity
        for run in 1...max(1, runs) {
            let seconds = try comparison.build(into: root.appendingPathComponent("hugo-site"))
            print(String(format: "hugo run %d: %.2f s", run, seconds))
            hugoBest = min(hugoBest, seconds)
        }
        print(String(format: "Hugo: %.0f pages/s (%.2f s); Pepin is %.2fx Hugo's rate", pages / hugoBest, hugoBest, hugoBest / best.total))
    }
}

/// A generated recipe file: sections, US and metric units, ranges, containers, "to taste".
struct BenchmarkRecipe {
    let text: String

    init(index: Int) {
        let amounts = ["1", "2", "1/2", "3/4", "1 1/2", "2-3", "250", "100", "1/3", "4"]
        let units = ["cups", "tablespoons", "teaspoons", "g", "ml", "ounces", "", "pounds"]
        let names = ["all-purpose flour", "sugar", "kosher salt", "unsalted butter, softened", "whole milk", "eggs",
            "olive oil", "garlic cloves, minced", "onion, chopped", "vanilla extract", "baking powder", "water"]
        var lines: [String] = []
        for line in 0..<12 {
            let n = index &+ line &* 7
            lines.append("\(amounts[n % amounts.count]) \(units[n % units.count]) \(names[(n / 3) % names.count])".replacingOccurrences(of: "  ", with: " "))
        }
        text = """
            ---
            title: Recipe \(index) with \(names[index % names.count])
            description: Generated recipe number \(index) for the site benchmark.
            tags: [bench, tag\(index % 20)]
            yields: \(index % 30 + 2) servings
            prep_time: \(index % 50 + 5) minutes
            cook_time: 1 hour \(index % 60) minutes
            ingredients:
            \(lines[0..<8].map { "  - \($0)" }.joined(separator: "\n"))
              - 1 (14.5 ounce) can tomatoes
              - salt to taste
              - For the topping:
            \(lines[8..<12].map { "      - \($0)" }.joined(separator: "\n"))
            instructions:
              - Heat the oven and prepare the pan.
              - Mix everything together until smooth and well combined.
              - For the topping:
                  - Scatter over the top and bake for 25 to 30 minutes.
            ---
            Notes for recipe \(index): it keeps **three days** in the fridge.
            """
    }
}
