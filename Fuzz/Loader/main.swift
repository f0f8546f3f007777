import Foundation
import Pepin
import PepinCookbook

// Mutation fuzzing of recipe files: seeds from the given folders, mutated with YAML- and
// Markdown-significant tokens, loaded in both formats and rendered at a hostile scale, for a
// fixed time. Before each input is tried it is written to .build/fuzz/loader-last-input, so a
// crash leaves its reproducer behind. An input that takes over 5 s is reported as a hang.
// Usage: pepin-fuzz-loader SECONDS FOLDER...

struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

let arguments = CommandLine.arguments.dropFirst()
let seconds = Double(arguments.first ?? "20") ?? 20
var seeds: [[UInt8]] = []
for folder in arguments.dropFirst() {
    let url = URL(fileURLWithPath: folder)
    for case let file as URL in FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)?.allObjects ?? []
    where ["md", "yaml", "yml"].contains(file.pathExtension) {
        if let data = FileManager.default.contents(atPath: file.path), data.count < 200_000 { seeds.append(Array(data)) }
    }
}
guard !seeds.isEmpty else {
    FileHandle.standardError.write(Data("pepin-fuzz-loader: no seed files\n".utf8))
    exit(2)
}
let tokens: [String] = [
    ": ", "- ", "  - ", "&a ", "*a", "---\n", "\n", "  ", "[", "]", "{", "}", "'", "\"", "!!binary ", "!!int ", "? ", "| ",
    "> ", "# ", "\t", "\u{0}", "\u{FEFF}", "99999999999999999999", "9223372036854775807", "1/0", "<a href=\"javascript:x\">",
    "**", "`", "](", "≈ ", "½", "ingredients:\n", "instructions:\n", "title: ", "layout: page\n", "permalink: /../x/\n",
    "published: false\n", "\r\n", "é", "🍋", "<script>", "%", "{%", "x:\n  - 1\n",
]
var random = SplitMix(state: 0x5EED)
let output = URL(fileURLWithPath: ".build/fuzz/loader-last-input")
try? FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
let deadline = Date().addingTimeInterval(seconds)
var runs = 0
var slowest = 0.0
while Date() < deadline {
    var bytes = seeds.randomElement(using: &random)!
    for _ in 0..<Int.random(in: 1...8, using: &random) {
        let at = Int.random(in: 0...bytes.count, using: &random)
        switch Int.random(in: 0...4, using: &random) {
        case 0: bytes.insert(contentsOf: tokens.randomElement(using: &random)!.utf8, at: at)
        case 1: if at < bytes.count { bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...40, using: &random))) }
        case 2: if at < bytes.count { bytes[at] = UInt8.random(in: 0...255, using: &random) }
        case 3:
            let other = seeds.randomElement(using: &random)!
            let start = Int.random(in: 0...other.count, using: &random)
            bytes.insert(contentsOf: other[start..<min(other.count, start + 200)], at: at)
        default:
            if at < bytes.count {
                let end = min(bytes.count, at + 80)
                bytes.insert(contentsOf: Array(bytes[at..<end]), at: at)
            }
        }
    }
    try? Data(bytes).write(to: output)
    let text = String(decoding: bytes, as: UTF8.self)
    let started = Date()
    for format in [RecipeFileLoader.Format.markdown, .yaml] {
        let loaded = RecipeFileLoader(path: "fuzz.md", text: text, format: format)
        _ = loaded.diagnostics.map(\.rendered)
        if let recipe = loaded.recipe {
            let entry = CookbookEntry(path: "fuzz.md", slug: "fuzz", recipe: recipe)
            _ = RecipePageRenderer(entry: entry, cookbookTitle: "Fuzz", scale: Rational(1000), view: .metricWeight).html
            _ = RecipePageRenderer(entry: entry, cookbookTitle: "Fuzz", scale: Rational(1, 7)).html
            _ = IndexPageRenderer(cookbook: Cookbook(title: "Fuzz", entries: [entry])).html
        }
    }
    let took = Date().timeIntervalSince(started)
    slowest = max(slowest, took)
    if took > 5 {
        print("pepin-fuzz-loader: an input took \(took) s; it is in \(output.path)")
        exit(1)
    }
    runs += 1
}
try? FileManager.default.removeItem(at: output)
print("pepin-fuzz-loader: \(runs) mutated files from \(seeds.count) seeds in \(Int(seconds)) s, no crash; slowest \(Int(slowest * 1000)) ms")
