@testable import Pepin
import Testing

/// The byte-level text helpers the core uses in place of the string views' generic algorithms
/// (which cost the WebAssembly module kilobytes): the same answers, non-ASCII text included.
@Suite struct TextBytesTests {
    @Test("suffixes, dropped endings, bytes found and mapped, last bytes")
    func helpers() {
        #expect("tomatoes".hasUTF8Suffix("oes") && !"tomatoes".hasUTF8Suffix("ss") && "s".hasUTF8Suffix("s"))
        #expect(!"s".hasUTF8Suffix("ss") && "".hasUTF8Suffix("") && !"".hasUTF8Suffix("s"))
        #expect("crème brûlée".hasUTF8Suffix("lée") && !"crème brûlée".hasUTF8Suffix("lee"))
        #expect("berries".droppingLastBytes(3) == "berr" && "ab".droppingLastBytes(5) == "" && "jalapeño".droppingLastBytes(0) == "jalapeño")
        #expect("a\nb".containsByte { $0 == 10 } && !"ab".containsByte { $0 == 10 } && !"".containsByte { _ in true })
        #expect("AbÇ".mappingBytes { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 } == "abÇ")
        #expect(ASCIICase.lowercased("Crème BRÛLÉE") == "crème brÛlÉe")
        #expect("salt".lastUTF8Byte == UInt8(ascii: "t") && "".lastUTF8Byte == nil)
        let words = ["fresh", "mint", "leaves"]
        #expect(words.joinedText(" ") == "fresh mint leaves" && words[1...].joinedText("+") == "mint+leaves")
        #expect([String]().joinedText(", ") == "" && ["one"].joinedText(", ") == "one")
    }

    @Test("a line's pieces are cut from its own bytes, multi-byte characters whole")
    func slices() {
        let text = TextSlice("½ cup crème fraîche")
        #expect(text.slice(7..<22) == "crème fraîche" && text.slice(nil) == "" && text.slice(3..<3) == "")
    }
}
