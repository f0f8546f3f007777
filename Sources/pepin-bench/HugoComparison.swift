import Foundation

/// Builds the same generated recipe files with Hugo, for `pepin-bench site --hugo`: a minimal
/// Hugo site whose content folder is the generated cookbook, with one page template that shows
/// what a Pepin page shows as text (title, description, yield, times, ingredient and step lists
/// with their titled sections, the notes in Markdown) and an index of every recipe. Taxonomies, RSS and sitemaps are
/// off, so Hugo does less work than `pepin build` (which also parses, matches and scales every
/// line and writes JSON-LD): the comparison favours Hugo.
struct HugoComparison {
    let hugo: String
    let cookbook: URL
    let root: URL

    static let singleTemplate = """
        <!doctype html><html lang="en"><head><meta charset="utf-8"><title>{{ .Title }}</title></head><body><main>
        <h1>{{ .Title }}</h1><p>{{ .Params.description }}</p>
        <p>{{ .Params.yields }} · {{ .Params.prep_time }} · {{ .Params.cook_time }}</p>
        <h2>Ingredients</h2><ul>{{ range .Params.ingredients }}{{ if reflect.IsMap . }}{{ range $title, $lines := . }}<li>{{ $title }}<ul>{{ range $lines }}<li>{{ . }}</li>{{ end }}</ul></li>{{ end }}{{ else }}<li>{{ . }}</li>{{ end }}{{ end }}</ul>
        <h2>Instructions</h2><ol>{{ range .Params.instructions }}{{ if reflect.IsMap . }}{{ range $title, $steps := . }}<li>{{ $title }}<ol>{{ range $steps }}<li>{{ . }}</li>{{ end }}</ol></li>{{ end }}{{ else }}<li>{{ . }}</li>{{ end }}{{ end }}</ol>
        {{ .Content }}</main></body></html>
        """
    static let listTemplate = """
        <!doctype html><html lang="en"><head><meta charset="utf-8"><title>{{ .Site.Title }}</title></head><body><main>
        <ul>{{ range .Site.RegularPages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a> {{ .Params.description }}</li>{{ end }}</ul>
        </main></body></html>
        """

    /// The `hugo` on `PATH`, or `nil`.
    static func find() -> String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        return paths.map { "\($0)/hugo" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Writes the Hugo site around the generated cookbook.
    func prepare() throws {
        let site = root.appendingPathComponent("hugo")
        let layouts = site.appendingPathComponent("layouts/_default")
        try FileManager.default.createDirectory(at: layouts, withIntermediateDirectories: true)
        let config = """
            baseURL = "/"
            title = "Bench"
            contentDir = "\(cookbook.path)"
            disableKinds = ["taxonomy", "term", "RSS", "sitemap", "robotsTXT", "404"]
            """
        try Data(config.utf8).write(to: site.appendingPathComponent("hugo.toml"))
        try Data(Self.singleTemplate.utf8).write(to: layouts.appendingPathComponent("single.html"))
        try Data(Self.listTemplate.utf8).write(to: layouts.appendingPathComponent("list.html"))
    }

    /// One timed build into `output`, in seconds (the whole `hugo` process).
    func build(into output: URL) throws -> Double {
        try? FileManager.default.removeItem(at: output)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: hugo)
        process.arguments = ["--quiet", "--source", root.appendingPathComponent("hugo").path, "--destination", output.path]
        let start = Date()
        try process.run()
        process.waitUntilExit()
        let seconds = Date().timeIntervalSince(start)
        guard process.terminationStatus == 0 else {
            throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "hugo exited with \(process.terminationStatus)"])
        }
        return seconds
    }
}
