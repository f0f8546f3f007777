import Testing

@testable import Pepin

/// The name tagger's shortcuts (``NameTagger``) read the same features as their plain
/// definitions: the model's trained weights stay valid.
@Suite struct NameTaggerTests {
    /// A fixed sequence of pseudo-random numbers.
    struct Numbers {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
    }

    /// The shape bits ``NameTagger/scan(_:_:)`` reads, byte by byte.
    static func shape(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var shape: UInt32 = 0
        var lower = false
        for byte in bytes {
            if byte == 0x2D { shape |= 2 }
            if byte >= 0x80 { shape |= 4 }
            if byte >= 0x61 && byte <= 0x7A { lower = true }
        }
        return lower ? shape : shape | 8
    }

    @Test func aWordIsHashedAsByteByByte() {
        let texts = [
            "", "a", "Oil", "flour", "all-purpose", "ALL-PURPOSE", "crème fraîche", "12345678", "abcdefghijklmnop",
            "abcdefghijklmnopq", "Snack Pack® Vanilla", "x-", "{|}`@[\\]^_", "ZZZZzzzz",
        ]
        for text in texts {
            // Each text alone (no bytes after it), and inside longer lines at every offset.
            for (before, after) in [("", ""), ("2 cups ", ""), ("", " , sifted"), ("1 ", " x")] {
                let line = Array((before + text + after).utf8)
                let span = before.utf8.count..<(before.utf8.count + text.utf8.count)
                line.withUnsafeBufferPointer { bytes in
                    let scan = NameTagger.scan(bytes, span)
                    #expect(scan.hash == NameTagger.lowercaseHash(bytes, span), "\(text)")
                    #expect(scan.shape == Self.shape(line[span]), "\(text)")
                    let suffix = max(span.lowerBound, span.upperBound - 3)..<span.upperBound
                    #expect(NameTagger.suffixHash(bytes, span) == NameTagger.lowercaseHash(bytes, suffix), "\(text)")
                }
            }
        }
    }

    @Test func aByteIsScannedAsAOneByteWord() {
        for byte in UInt8.min...UInt8.max {
            [byte].withUnsafeBufferPointer { bytes in
                let scan = NameTagger.scan(bytes, 0..<1)
                #expect(NameTagger.scan(byte).hash == scan.hash && NameTagger.scan(byte).shape == scan.shape, "\(byte)")
            }
        }
    }

    @Test func theTablesWeighAsTheFeaturesDo() throws {
        var numbers = Numbers(state: 13)
        let weights = (0..<NameModel.bucketCount).map { _ in Int16(truncatingIfNeeded: numbers.next() % 4001) - 2000 }
        let model = try #require(NameModel(weights: weights))
        var keys = [UInt32](repeating: 0, count: NameCandidate.staticCount)
        for _ in 0..<2000 {
            func value(_ below: UInt64) -> UInt32 { UInt32(numbers.next() % below) }
            func hash() -> UInt32 { UInt32(truncatingIfNeeded: numbers.next() ^ numbers.next() << 31) }
            let ruled = [0, 1, 3, 4][Int(value(4))] as UInt32
            let hashes = (0..<5).map { _ in hash() }
            let reading = NameReading(
                word: hashes[0], before: hashes[1], after: hashes[2],
                keys: (hashes[0] &* 0x9E37_79B1, hashes[1] &* 0x9E37_79B1, hashes[2] &* 0x9E37_79B1, hashes[3] &* 0x9E37_79B1,
                    hashes[4] &* 0x9E37_79B1),
                suffix: hash(), ruled: ruled, nextRuled: value(5), near: ruled * 25 + value(25), far: ruled * 25 + value(25),
                place: value(12), capital: value(3), flags: value(0x10000), seen: value(4), rulePlace: value(8),
                context: value(16), shape: value(16), segmentHead: hash())
            keys.withUnsafeMutableBufferPointer { reading.keys(into: $0.baseAddress!) }
            let sum = keys.dropFirst().reduce(Int32(0)) { $0 &+ Int32(weights[Int($1 & NameModel.mask)]) }
            #expect(reading.score(model.storage.weights, model.storage.tables) == sum)
            // The hashed words' features are those of the plain definition.
            #expect(keys[1] == NameTagger.mix(2, hashes[0]) && keys[5] == NameTagger.mix(6, hashes[4]))
        }
        // The decision before's weights, without the word's.
        for previous in [NameCandidate.Previous.start, .name, .other, .afterName] {
            for ruled in [0, 1, 3, 4] as [UInt32] {
                let (first, _, third) = NameCandidate.dynamic(previous, word: 7, ruled: ruled)
                let sum = Int32(weights[Int(first & NameModel.mask)]) &+ Int32(weights[Int(third & NameModel.mask)])
                #expect(model.storage.tables[NameModel.Table.transitions + Int(previous.rawValue * 8 + ruled)] == sum)
            }
        }
    }

    @Test func eachWordHasItsStaticCountOfDistinctFeatures() {
        // No template repeats another's key: every word reads ``NameCandidate/staticCount`` features.
        for text in ["2 cups all-purpose flour, sifted", "1 (14.5 ounce) can stewed, diced tomatoes",
            "3 tbsp groundnut oil (or peanut oil)", "Vanilla extract, 1½ teaspoons", "salt and pepper to taste"]
        {
            let candidates = NameCandidates(text).candidates
            #expect(!candidates.isEmpty, "\(text)")
            for candidate in candidates {
                #expect(candidate.features.count == NameCandidate.staticCount, "\(text)")
                #expect(Set(candidate.features).count == NameCandidate.staticCount, "\(text)")
            }
        }
    }
}
