@testable import Pepin
import Testing

/// The tokenizer reads ASCII words in a fast loop and keys them without folding: the same words,
/// ends and keys as the general reading.
@Suite struct TokenizerWordTests {
    /// The words of `text` as the tokenizer cuts them, each with whether the lexicon knows it.
    private func words(_ text: String) -> [(String, Bool)] {
        LineTokenizer.withViews(Array(text.utf8)) { bytes, tokens in
            tokens.filter { $0.kind == .word }.map {
                (String(decoding: UnsafeBufferPointer(rebasing: bytes[$0.start..<$0.end]), as: UTF8.self), $0.info.known)
            }
        }
    }

    @Test("ASCII keys are the folded keys, up to sixteen letters and none beyond")
    func asciiKeys() {
        for word in ["Tbsp", "all-purpose", "baker's", "x400g", "CUPS", "a", "abcdefghijklmnop", "abcdefghijklmnopq", "1in"] {
            let bytes = Array(word.utf8)
            let general = WordKey(bytes, 0, bytes.count)
            let ascii = bytes.withUnsafeBufferPointer { WordKey(ascii: $0, 0, bytes.count) }
            #expect(ascii == general, "\(word)")
        }
        #expect(WordKey(Array("abcdefghijklmnopq".utf8), 0, 17) == nil)
    }

    @Test("ASCII keys read eight bytes at a time: every slice of a longer line keys as the folded reading")
    func asciiKeysInsideLines() {
        // Every printable ASCII byte, around the capitals' edges ("@", "[", "`", "{") too, so the
        // word-at-a-time lower-casing and the masking of the bytes after a word are both checked.
        let bytes = Array("@AZ[`az{ Tbsp. ALL-Purpose FLOUR, 0123456789 !\"#$%&'()*+,-./:;<=>?\\]^_|}~ Mixed CaSe WoRdS".utf8)
        bytes.withUnsafeBufferPointer { view in
            for start in 0..<bytes.count {
                for end in (start + 1)...min(start + 17, bytes.count) {
                    #expect(WordKey(ascii: view, start, end) == WordKey(bytes, start, end), "\(start)..<\(end)")
                }
            }
        }
    }

    @Test("the eight-byte letter scan stops at the first byte that is not an ASCII letter or digit")
    func letterOrDigitRuns() {
        var bytes: [UInt8] = Array("abcXYZ09 all-purpose Käse ½ baker’s".utf8)
        bytes += (0..<256).map { UInt8($0) }  // every byte, the range edges ("/", ":", "@", "[", "`", "{") among them
        bytes.withUnsafeBufferPointer { view in
            for start in 0...(bytes.count - 8) {
                var expected = 0
                while expected < 8, bytes[start + expected] < 0x80,
                    (bytes[start + expected] | 0x20) >= 0x61 && (bytes[start + expected] | 0x20) <= 0x7A
                        || (bytes[start + expected] >= 0x30 && bytes[start + expected] <= 0x39)
                {
                    expected += 1
                }
                #expect(LineTokenizer.letterOrDigitRun(view, at: start) == expected, "at \(start)")
            }
        }
    }

    @Test("words end where the general reading ends them, and are looked up alike")
    func wordEnds() {
        let cut = words("2 Tbsp. all-purpose flour, baker’s yeast - 1 Stück Käse-½ x-½ o'-brien crème fraîche")
        #expect(cut.map(\.0) == ["Tbsp", "all-purpose", "flour", "baker’s", "yeast", "Stück", "Käse", "x", "o", "brien", "crème", "fraîche"])
        // "Tbsp" keyed in the fast loop, "Stück" folded, "x" before a vulgar fraction read by the general loop.
        #expect(cut[0].1 && cut[5].1 && cut[7].1)
    }
}
