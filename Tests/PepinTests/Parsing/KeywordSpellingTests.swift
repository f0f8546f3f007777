@testable import Pepin
import Testing

/// The keywords are spelled once (``Keyword/spellings``), in the order of their cases.
@Suite struct KeywordSpellingTests {
    @Test("one spelling for every keyword, and each spelling reads as its own keyword")
    func spellings() {
        let spelled = String(decoding: UnsafeBufferPointer(start: Keyword.spellings.utf8Start, count: Keyword.spellings.utf8CodeUnitCount), as: UTF8.self)
            .split(whereSeparator: { $0 == " " || $0 == "\n" })
        #expect(spelled.count == Keyword.allCases.count - 1)
        let samples: [(String, Keyword)] = [
            ("from", .from), ("ready", .ready), ("a", .a), ("approximately", .approximately), ("as", .as),
            ("for", .for), ("ground", .ground), ("if", .if), ("optionally", .optionally), ("ounces", .ounces),
            ("sprinkle", .sprinkle), ("with", .with),
        ]
        for (word, keyword) in samples {
            #expect(Lexicon.entries[WordKey(word)!]?.keyword == keyword, "\(word)")
        }
        for (index, word) in spelled.enumerated() {
            #expect(Lexicon.entries[WordKey(String(word))!]?.keyword == Keyword(rawValue: UInt8(index + 1)))
        }
    }
}
