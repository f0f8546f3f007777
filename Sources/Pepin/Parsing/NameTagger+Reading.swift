/// What the name model reads of one candidate word (``NameTagger``), before any of it is hashed
/// into a feature's key: the static features are ``keys(into:)``; the tagger weighs them from
/// these values directly (``NameModel/score(_:)``), reading the features over small ranges of
/// values from the model's tables rather than hashing each.
struct NameReading {
    /// The word's hash, the hashes of the words either side.
    var word: UInt32
    var before: UInt32
    var after: UInt32
    /// The hashes of the word, the one before, after, two before, two after, times the hash's
    /// multiplier (``NameTagger/mix(_:_:)``): `mix(t, hash) == key ^ mix(t, 0)`.
    var keys: (UInt32, UInt32, UInt32, UInt32, UInt32)
    /// The hash of its last three bytes.
    var suffix: UInt32
    /// The rules' reading (1 name, 3 size, 4 preparation, 0 anything else), and that of the next word.
    var ruled: UInt32
    var nextRuled: UInt32
    /// The readings of the words either side, one and two away: `ruled * 25 + before * 5 + after`.
    var near: UInt32
    var far: UInt32
    /// Another amount before it, parentheses, commas: `numbered * 6 + inside * 3 + commas` (under 12).
    var place: UInt32
    /// 2 a number, 1 a capital, 0 anything else.
    var capital: UInt32
    /// What the lexicon knows of the word.
    var flags: UInt32
    /// Candidates before it, at most 3.
    var seen: UInt32
    /// Where it stands against the rules' name (under 8).
    var rulePlace: UInt32
    /// Words to the phrase's end (bits 0-1), "or" / "and" after (bit 2), before (bit 3).
    var context: UInt32
    /// The shape of its text (under 16).
    var shape: UInt32
    /// The hash of the phrase's first word.
    var segmentHead: UInt32

    /// The weights of the static features but the bias: ``keys(into:)``'s, with those of small
    /// ranges of values read from `tables` (``NameModel/tables(_:)``).
    @inline(__always) func score(_ weights: UnsafePointer<Int16>, _ tables: UnsafePointer<Int32>) -> Int32 {
        typealias T = NameTagger
        typealias Table = NameModel.Table
        func weight(_ key: UInt32) -> Int32 { Int32(weights[Int(key & NameModel.mask)]) }
        let bySize =
            tables[Table.marked + Int(((ruled &* 4 &+ capital) &* 4 &+ seen) &* 8 &+ rulePlace)]
            &+ tables[Table.shaped + Int(((ruled &* 4 &+ (context & 3)) &* 4 &+ (context >> 2)) &* 16 &+ shape)]
            &+ tables[Table.near + Int(near)] &+ tables[Table.far + Int(far)]
        let byWord =
            weight(keys.0 ^ T.mix(2, 0)) &+ weight(keys.1 ^ T.mix(3, 0)) &+ weight(keys.2 ^ T.mix(4, 0))
            &+ weight(keys.3 ^ T.mix(5, 0)) &+ weight(keys.4 ^ T.mix(6, 0)) &+ weight(T.mix(7, T.pair(before, word)))
            &+ weight(T.mix(8, T.pair(word, after))) &+ weight(T.mix(9, suffix))
        let byPair =
            weight(T.mix(13, T.pair(ruled, word)))
            &+ weight(T.mix(18, T.pair(place, word))) &+ weight(T.mix(23, flags &* 8 &+ ruled))
            &+ weight(T.mix(24, T.pair(nextRuled &* 8 &+ ruled, word))) &+ weight(T.mix(25, T.pair(before, after)))
            &+ weight(T.mix(27, T.pair(rulePlace, word))) &+ weight(T.mix(29, T.pair(segmentHead, ruled)))
            &+ weight(T.mix(33, T.pair(context, word)))
        return bySize &+ byWord &+ byPair
    }

    /// The static features' keys, the bias first (25).
    func keys(into features: UnsafeMutablePointer<UInt32>) {
        typealias T = NameTagger
        features[0] = T.bias  // the tagger weighs this one once a line (``NameTagger/tagged(by:)``)
        features[1] = keys.0 ^ T.mix(2, 0)
        features[2] = keys.1 ^ T.mix(3, 0)
        features[3] = keys.2 ^ T.mix(4, 0)
        features[4] = keys.3 ^ T.mix(5, 0)
        features[5] = keys.4 ^ T.mix(6, 0)
        features[6] = T.mix(7, T.pair(before, word))
        features[7] = T.mix(8, T.pair(word, after))
        features[8] = T.mix(9, suffix)
        features[9] = T.mix(11, capital)
        features[10] = T.mix(13, T.pair(ruled, word))
        features[11] = T.mix(14, near)
        features[12] = T.mix(17, seen &* 8 &+ ruled)
        features[13] = T.mix(18, T.pair(place, word))
        features[14] = T.mix(23, flags &* 8 &+ ruled)
        features[15] = T.mix(24, T.pair(nextRuled &* 8 &+ ruled, word))
        features[16] = T.mix(25, T.pair(before, after))
        features[17] = T.mix(26, rulePlace &* 8 &+ ruled)
        features[18] = T.mix(27, T.pair(rulePlace, word))
        features[19] = T.mix(28, (context & 3) &* 8 &+ ruled)
        features[20] = T.mix(29, T.pair(segmentHead, ruled))
        features[21] = T.mix(30, (context >> 2) &* 8 &+ ruled)
        features[22] = T.mix(31, shape &* 8 &+ ruled)
        features[23] = T.mix(32, far)
        features[24] = T.mix(33, T.pair(context, word))
    }
}

extension NameModel {
    /// Where each of ``tables``' parts starts: the features of small ranges of values, summed
    /// per combination of the values they read.
    enum Table {
        /// `((ruled * 4 + capital) * 4 + seen) * 8 + rulePlace`: features 9, 12 and 17.
        static let marked = 0
        /// `((ruled * 4 + context & 3) * 4 + context >> 2) * 16 + shape`: features 19, 21 and 22.
        static let shaped = marked + 8 * 4 * 4 * 8
        /// `near` and `far` (``NameReading``): features 11 and 23.
        static let near = shaped + 8 * 4 * 4 * 16
        static let far = near + 125
        /// `previous * 8 + ruled`: the dynamic features that do not read the word
        /// (``NameCandidate/dynamic(_:)``'s first and third).
        static let transitions = far + 125
        static let count = transitions + 32
    }

    /// The small-range features' weights, as ``Table`` lays them out.
    static func tables(_ weights: [Int16]) -> [Int32] {
        func weight(_ key: UInt32) -> Int32 { Int32(weights[Int(key & mask)]) }
        var reading = NameReading(
            word: 0, before: 0, after: 0, keys: (0, 0, 0, 0, 0), suffix: 0, ruled: 0, nextRuled: 0, near: 0, far: 0, place: 0,
            capital: 0, flags: 0, seen: 0, rulePlace: 0, context: 0, shape: 0, segmentHead: 0)
        var table = [Int32](repeating: 0, count: Table.count)
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: NameCandidate.staticCount) { buffer in
            let f = buffer.baseAddress!
            func keys(_ set: (inout NameReading) -> Void) {
                set(&reading)
                reading.keys(into: f)
            }
            for ruled in 0..<UInt32(8) {
                for index in 0..<UInt32(4 * 4 * 8) {
                    keys { $0.ruled = ruled; $0.capital = index / 32; $0.seen = index / 8 % 4; $0.rulePlace = index % 8 }
                    table[Table.marked + Int(ruled * 128 + index)] = weight(f[9]) &+ weight(f[12]) &+ weight(f[17])
                }
                for index in 0..<UInt32(4 * 4 * 16) {
                    keys { $0.ruled = ruled; $0.context = (index / 64) | ((index / 16 % 4) << 2); $0.shape = index % 16 }
                    table[Table.shaped + Int(ruled * 256 + index)] = weight(f[19]) &+ weight(f[21]) &+ weight(f[22])
                }
            }
            for index in 0..<32 {
                let (previous, _, reading) = NameCandidate.dynamic(
                    NameCandidate.Previous(rawValue: UInt32(index / 8))!, word: 0, ruled: UInt32(index % 8))
                table[Table.transitions + index] = weight(previous) &+ weight(reading)
            }
            for index in 0..<UInt32(125) {
                keys { $0.near = index; $0.far = index }
                table[Table.near + Int(index)] = weight(f[11])
                table[Table.far + Int(index)] = weight(f[23])
            }
        }
        return table
    }
}
