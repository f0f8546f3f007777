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

    @Test("a unit joined to the number before it ends at its digits: '1lb2oz' is 1 lb 2 oz")
    func joinedUnits() {
        #expect(words("1lb2oz beef mince").map(\.0) == ["lb", "oz", "beef", "mince"])
        #expect(words("1kg200g potatoes").map(\.0) == ["kg", "g", "potatoes"])
        // Not after a space, nor where no number comes before: "V8", "B12" stay words.
        #expect(words("2 V8 juices").map(\.0) == ["V8", "juices"])
        #expect(words("vitamin B12").map(\.0) == ["vitamin", "B12"])
        for (line, expected) in [
            ("1lb2oz beef mince", "2 1/4 lb beef mince"), ("1kg200g potatoes", "2.4 kg potatoes"),
            ("500g/1lb2oz raspberries", "1000g/2 1/4 lb raspberries"), ("½lb4oz butter", "1 1/2 lb butter"),
        ] {
            #expect(PreparedLine(line).presented(scale: Rational(2)).text == expected, "\(line)")
        }
        #expect(IngredientLineParser("700g/1lb10oz finely ground lamb mince").line.name == "lamb mince")
    }
}
