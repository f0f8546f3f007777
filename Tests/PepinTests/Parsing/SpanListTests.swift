@testable import Pepin
import Testing

/// The name reader's spans live on the stack, two more places than the line has tokens.
@Suite struct SpanListTests {
    @Test("a list keeps its spans in order, becomes the pieces of a text and finds a byte in them")
    func keepsInOrder() {
        withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: 5) { buffer in
            var list = SpanList(buffer)
            #expect(list.count == 0 && TextPieces(list).text(in: TextSlice("abcde"), separator: "+") == nil && !list.covers(0))
            for k in 0..<5 { list.append(k..<(k + 1)) }
            #expect((0..<list.count).map { list[$0] } == [0..<1, 1..<2, 2..<3, 3..<4, 4..<5])
            #expect(TextPieces(list).text(in: TextSlice("abcde"), separator: "+") == "a+b+c+d+e")
            #expect(list.covers(4) && !list.covers(5))
        }
    }

    @Test("lines made of asides and preparations keep every one (the debug build asserts the room)")
    func manySpans() {
        let line = IngredientLineParser("Optional: 2 (a) (b) (c) chopped, sliced onions (d), (e), diced, minced").line
        #expect(line.comment?.hasPrefix("Optional: (a) (b) (c)") == true)
        #expect(line.preparation?.contains("chopped") == true)
        let asides = (0..<60).map { "(\($0))" }.joined(separator: " ")
        let many = IngredientLineParser("1 each x " + asides + " chopped, diced, chopped onions, sliced").line
        for k in [0, 30, 59] { #expect(many.comment?.contains("(\(k))") == true, "\(k)") }
    }
}
