@testable import Pepin
import Testing

/// A parsed line keeps where its name, preparation and comment lie, and builds their text when asked.
@Suite struct TextPiecesTests {
    @Test("an absent part reads nil; an empty piece reads as an empty text, not as absent")
    func absentAndEmpty() {
        let text = TextSlice("salt, to taste")
        #expect(TextPieces.none.text(in: text, separator: " ") == nil && TextPieces.none.isNone)
        #expect(TextPieces(0..<0).text(in: text, separator: " ") == "")
        var pieces = TextPieces.none
        pieces.append(6..<14)
        pieces.append(0..<4)
        #expect(pieces.text(in: text, separator: " / ") == "to taste / salt")
    }

    @Test("a name's tokens become one piece per run of consecutive tokens")
    func runsOfNames() {
        let original = "ab cd ef gh"
        original.utf8.withContiguousStorageIfAvailable { bytes in
            LineTokenizer.withTokens(bytes) { tokens in
                let text = TextSlice(original)
                #expect(TextPieces(runsOf: [Int](), tokens).isNone)
                #expect(TextPieces(runsOf: [1, 2], tokens) == TextPieces(3..<8))
                let split = TextPieces(runsOf: [0, 2, 3], tokens)
                #expect(split.text(in: text, separator: " ") == "ab ef gh")
                #expect(split != TextPieces(0..<2) && TextPieces(runsOf: [0, 3], tokens).text(in: text, separator: "|") == "ab|gh")
            }
        }
    }

    @Test("lines read through their pieces: name, food name, size, preparation and comment")
    func parsedLines() {
        let line = IngredientLineParser("2 large eggs (room temperature), lightly beaten, plus more").line
        #expect(line.name == "eggs" && line.foodName == "eggs" && line.size == "large")
        #expect(line.preparation == "lightly beaten")
        #expect(line.comment == "(room temperature) plus more")
        let bare = IngredientLineParser("salt").line
        #expect(bare.name == "salt" && bare.size == nil && bare.preparation == nil && bare.comment == nil)
        #expect(IngredientLineParser("").line.name == "" && IngredientLineParser("").line.comment == nil)
    }
}
