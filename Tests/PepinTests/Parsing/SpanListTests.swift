@testable import Pepin
import Testing

/// The name reader's spans live on the stack; a list never drops one, even past its buffer.
@Suite struct SpanListTests {
    @Test("spans past the lent buffer go on in order")
    func spillsInOrder() {
        withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: 2) { buffer in
            var list = SpanList(buffer)
            #expect(list.isEmpty)
            for k in 0..<5 { list.append(k..<(k + 1)) }
            #expect(Array(list) == [0..<1, 1..<2, 2..<3, 3..<4, 4..<5])
            #expect(list.count == 5 && list[4] == 4..<5)
        }
    }

    @Test("a line with many asides and preparations keeps every one")
    func manySpans() {
        let line = IngredientLineParser("2 (a) (b) (c) chopped, sliced onions (d), (e), diced, minced").line
        #expect(line.comment?.contains("(a)") == true && line.comment?.contains("(c)") == true)
        #expect(line.preparation?.contains("chopped") == true)
    }
}
