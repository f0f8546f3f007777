@testable import Pepin
import Testing

/// The unpacking half of `Wasm/pack-catalog.py` (the WebAssembly build's food catalog). The
/// parity check in `Wasm/check.sh` compares the packed catalog's answers with the plain one's
/// over 126,000 presented lines; these pin the format itself.
@Suite struct PackedTextTests {
    private func unpacked(_ text: String) -> String? {
        var text = text
        return text.withUTF8 { PackedText.unpacked($0) }.map { String(decoding: $0, as: UTF8.self) }
    }

    private func isPacked(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { PackedText.isPacked($0) }
    }

    @Test func plainTextIsNotPacked() {
        #expect(!isPacked("20081||d|1250||"))
        #expect(!isPacked("~"))
        #expect(isPacked("~!"))
    }

    // "~" then digits A, B, L: copy L+4 bytes from A*90+B+1 back; "$" is digit 0, "%" is 1.
    @Test(arguments: [
        ("~!abcde~$$$", "abcdeeeee"),  // distance 1, 4 bytes: a run
        ("~!20081|flour\n20082|~$/%\nself", "20081|flour\n20082|flour\nself"),  // distance 12, 5 bytes
        ("~!crème ~$(%", "crème ème "),  // distance 5, 5 bytes: whole UTF-8 characters
        ("~!ab~$%&", "abababab"),  // overlapping copy: distance 2, 6 bytes
    ])
    func copiesFromBehind(packed: String, plain: String) {
        #expect(unpacked(packed) == plain)
    }

    @Test(arguments: ["~!~$$$", "~!ab~%$$", "~!ab~$", "~!ab~$\\$"])
    func malformedTextIsRefused(packed: String) {
        #expect(unpacked(packed) == nil)
    }

    @Test func theBuiltInCatalogReadsTheSameEitherWay() {
        // Natively the catalog is plain: it passes through, and its first food is flour.
        #expect(FoodCatalog.standard.foods.first?.key == "20081")
    }
}
