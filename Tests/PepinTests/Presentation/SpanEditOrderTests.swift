@testable import Pepin
import Testing

/// The presenter puts a line's edits in the order of the text with its own merge sort.
@Suite struct SpanEditOrderTests {
    @Test("the merge sort orders as the library's stable sort, equal starts as they came")
    func matchesStableSort() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: (state >> 33) % UInt64(bound))
        }
        for count in [0, 1, 2, 3, 5, 8, 13, 64, 100, 1000] {
            for _ in 0..<20 {
                let starts = (0..<count).map { _ in next(max(count / 2, 1)) }  // many ties
                let expected = starts.indices.sorted { starts[$0] < starts[$1] }
                #expect(SpanEdits.order(starts) == expected, "\(starts)")
            }
        }
    }

    @Test("a line whose edits come out of order is written in the order of its text")
    func outOfOrderLine() {
        let line = PreparedLine("1 (14 oz) can tomatoes (about 400 g)")
        #expect(line.presented(scale: Rational(2)).text.hasPrefix("2 (14 oz) cans tomatoes"))
    }
}
