import ArgumentParser
import Foundation
import Pepin

/// One labelled line as the name model trains on it: its candidates and which are name words.
struct NameExample {
    let candidates: [NameCandidate]
    let labels: [Bool]
}

/// An averaged structured perceptron over ``NameCandidate`` features: each line's decisions are
/// the best sequence (Viterbi over three states) as ``NameTagger`` decodes, and a wrong sequence
/// moves the weights toward the gold one's features and away from its own. The averaged weights are scaled to integers.
struct NamePerceptron {
    let epochs: Int
    /// Models trained on other orders of the lines, their weights added (less dependence on order).
    var bags = 8

    /// For each decision, what came before: 0 start, 1 a name word, 2 another word before any
    /// name word, 3 another word after one.
    static func previous(_ labels: [Bool]) -> [Int] {
        var result: [Int] = []
        var named = false
        for (k, label) in labels.enumerated() {
            result.append(k == 0 ? 0 : labels[k - 1] ? 1 : named ? 3 : 2)
            if label { named = true }
        }
        return result
    }

    /// The best decisions over three states (name, another word before a name, another after one):
    /// `score(k)` is the candidate's static score, `dynamic(k, previous)` its dynamic one.
    static func viterbi(_ n: Int, _ score: (Int) -> Int64, _ dynamic: (Int, Int) -> Int64) -> [Bool] {
        let none = Int64.min / 4
        // Bits 0-1: the state "name" is best reached from (0 name, 1 before, 2 after); bit 2: "after" from "name".
        var back = [UInt8](repeating: 0, count: n)
        var name: Int64 = 0
        var before: Int64 = 0
        var after = none
        for k in 0..<n {
            let s = score(k)
            if k == 0 {
                name = s + dynamic(k, 0)
                before = -name
                continue
            }
            let aN = s + dynamic(k, 1), aB = s + dynamic(k, 2), aA = s + dynamic(k, 3)
            var bestName = name + aN
            var from: UInt8 = 0
            if before + aB > bestName {
                bestName = before + aB
                from = 1
            }
            if after + aA > bestName {
                bestName = after + aA
                from = 2
            }
            let afterFromName = name - aN, afterFromAfter = after - aA
            back[k] = from | (afterFromName >= afterFromAfter ? 4 : 0)
            before = before - aB
            after = max(afterFromName, afterFromAfter)
            name = bestName
        }
        var state = name >= before && name >= after ? 0 : before >= after ? 1 : 2
        var predicted = [Bool](repeating: false, count: n)
        var k = n - 1
        while k >= 0 {
            predicted[k] = state == 0
            if k > 0 {
                switch state {
                case 0: state = Int(back[k] & 3)
                case 1: state = 1
                default: state = back[k] & 4 != 0 ? 0 : 2
                }
            }
            k -= 1
        }
        return predicted
    }

    /// One line's buckets, computed once for every pass and bag: per candidate its static
    /// features' buckets, then its dynamic ones after start, after a name word, after another word
    /// before a name, after one after it (three each).
    struct Buckets {
        let staticCount: Int
        let statics: [Int]
        let dynamics: [Int]
        let labels: [Bool]
        let goldBefore: [Int]

        init(_ example: NameExample) {
            let mask = UInt32(NameModel.bucketCount - 1)
            staticCount = example.candidates.first?.features.count ?? 0
            statics = example.candidates.flatMap { candidate in candidate.features.map { Int($0 & mask) } }
            dynamics = example.candidates.flatMap { candidate in
                [NameCandidate.Previous.start, .name, .other, .afterName].flatMap { previous -> [Int] in
                    let d = candidate.dynamic(previous)
                    return [Int(d.0 & mask), Int(d.1 & mask), Int(d.2 & mask)]
                }
            }
            labels = example.labels
            goldBefore = NamePerceptron.previous(example.labels)
        }
    }

    func train(_ examples: [NameExample]) -> [Int16] {
        let lines = examples.map(Buckets.init)
        var sum = [Int64](repeating: 0, count: NameModel.bucketCount)
        for bag in 0..<bags {
            for (bucket, weight) in trainOne(lines, bag: bag).enumerated() { sum[bucket] += weight }
        }
        return sum.map { Int16(clamping: $0 / Int64(bags)) }
    }

    private func trainOne(_ lines: [Buckets], bag: Int) -> [Int64] {
        var weights = [Int64](repeating: 0, count: NameModel.bucketCount)
        var totals = [Int64](repeating: 0, count: NameModel.bucketCount)  // sum of step * update
        var step: Int64 = 1
        let count = lines.count
        // Each pass visits the lines in another fixed order: i -> (i * stride + pass * offset) mod
        // count, a permutation when stride and count share no factor. No random numbers: the same
        // weights on every run.
        var stride = [7_919, 6_007, 9_973, 5_003, 8_009, 4_999, 7_001, 3_001][bag % 8]
        while gcd(stride, count) != 1 { stride += 2 }
        for pass in 0..<epochs {
            for position in 0..<count {
                let index = (position * stride + pass * 104_729 + bag * 15_485_863) % max(count, 1)
                let line = lines[index]
                let n = line.labels.count
                guard n > 0 else { continue }
                let s = line.staticCount
                let predicted = line.statics.withUnsafeBufferPointer { statics in
                    line.dynamics.withUnsafeBufferPointer { dynamics in
                        weights.withUnsafeBufferPointer { w in
                            Self.viterbi(
                                n,
                                { k in
                                    var sum: Int64 = 0
                                    for j in (k * s)..<(k * s + s) { sum += w[statics[j]] }
                                    return sum
                                },
                                { k, previous in
                                    let base = k * 12 + previous * 3
                                    return w[dynamics[base]] + w[dynamics[base + 1]] + w[dynamics[base + 2]]
                                })
                        }
                    }
                }
                step += Int64(n)
                let labels = line.labels
                guard predicted != labels else { continue }
                // Toward the gold sequence's features, away from the predicted one's.
                func update(_ k: Int, _ previous: Int, _ sign: Int64) {
                    for j in (k * s)..<(k * s + s) {
                        let bucket = line.statics[j]
                        weights[bucket] += sign
                        totals[bucket] += sign * step
                    }
                    for j in (k * 12 + previous * 3)..<(k * 12 + previous * 3 + 3) {
                        let bucket = line.dynamics[j]
                        weights[bucket] += sign
                        totals[bucket] += sign * step
                    }
                }
                let goldBefore = line.goldBefore, guessBefore = Self.previous(predicted)
                for k in 0..<n {
                    let gold = labels[k], guess = predicted[k]
                    guard gold != guess || goldBefore[k] != guessBefore[k] else { continue }
                    update(k, goldBefore[k], gold ? 1 : -1)
                    update(k, guessBefore[k], guess ? -1 : 1)
                }
            }
        }
        // Averaged: w - totals / step, scaled by 64 and rounded toward zero.
        return zip(weights, totals).map { w, t in (w * step - t) * 64 / step }
    }
}

private func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }

/// Reading train.jsonl: sentences and their gold tokens, aligned to Pepin's candidates by bytes.
enum NameTrainingRows {
    struct Row {
        let sentence: String
        /// Gold tokens with their labels.
        let tokens: [(String, String)]
    }

    static func read(_ path: String) throws -> [Row] {
        guard let data = FileManager.default.contents(atPath: path) else { throw ValidationError("cannot read \(path)") }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { row in
            guard let object = try? JSONSerialization.jsonObject(with: Data(row.utf8)) as? [String: Any],
                let sentence = object["sentence"] as? String, let tokens = object["tokens"] as? [[String]]
            else { return nil }
            return Row(
                sentence: String(decoding: Array(sentence.replacingOccurrences(of: "\n", with: " ").utf8), as: UTF8.self),
                tokens: tokens.compactMap { $0.count == 2 ? ($0[0], $0[1]) : nil })
        }
    }

    /// The candidates of the row's sentence, each labelled a name word when it overlaps a gold
    /// NAME token (gold tokens are found in order in the sentence's bytes; one not found is skipped).
    static func example(_ row: Row) -> NameExample {
        let bytes = Array(row.sentence.utf8)
        var names: [Range<Int>] = []
        var cursor = 0
        for (text, label) in row.tokens {
            let needle = Array(text.utf8)
            guard !needle.isEmpty else { continue }
            while cursor < bytes.count, bytes[cursor] == 0x20 { cursor += 1 }
            var span: Range<Int>
            if let found = find(needle, in: bytes, from: cursor) {
                span = found..<(found + needle.count)
            } else {
                // The gold tokeniser rewrites some words ("leaf" for "leaves"): the word at the cursor.
                var end = cursor
                while end < bytes.count, bytes[end] != 0x20, bytes[end] != 0x2C, bytes[end] != 0x28, bytes[end] != 0x29 { end += 1 }
                // Only a word that starts alike; other rewritten tokens ("2 1/4" for "2¼") are skipped.
                guard end >= cursor + 2, needle.count >= 2, bytes[cursor] | 0x20 == needle[0] | 0x20,
                    bytes[cursor + 1] | 0x20 == needle[1] | 0x20
                else { continue }
                span = cursor..<end
            }
            if label == "NAME" { names.append(span) }
            cursor = span.upperBound
        }
        let candidates = NameCandidates(row.sentence).candidates
        let labels = candidates.map { candidate in names.contains { $0.overlaps(candidate.span) } }
        return NameExample(candidates: candidates, labels: labels)
    }

    private static func isLetter(_ byte: UInt8) -> Bool { byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A || byte >= 0x80 }

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard needle.count <= bytes.count else { return nil }
        var index = start
        while index + needle.count <= bytes.count {
            // At a word's start, so "a" is not found inside "salt".
            let atStart = index == start || !isLetter(bytes[index - 1]) || !isLetter(needle[0])
            if atStart, bytes[index] == needle[0], Array(bytes[index..<(index + needle.count)]) == needle { return index }
            index += 1
        }
        return nil
    }
}
