/// The weights of the name model (``NameTagger``): one signed weight per feature bucket, a
/// feature's hash taken modulo the bucket count. A word is in the name when its features' weights
/// sum above zero.
///
/// Trained by `pepin-bench train-names` (an averaged perceptron over `train.jsonl`), which writes
/// `NameModel+Weights.swift`. Integer weights: the model adds, it never rounds.
public struct NameModel: Sendable {
    /// log2 of the bucket count.
    public static let bucketBits = 17
    public static let bucketCount = 1 << bucketBits
    static let mask = UInt32(bucketCount - 1)

    /// One weight per bucket (16 bits: the table stays in the processor's cache), and the summed
    /// weights of the features of small ranges of values and of the decision before (``Table``):
    /// read once a word, not hashed once a feature. One object: a copy of the model (the parse
    /// passes it from reader to reader) counts one reference, not one per table.
    final class Storage: @unchecked Sendable {  // immutable once built
        let weights: UnsafeMutablePointer<Int16>
        let tables: UnsafeMutablePointer<Int32>

        init(_ weights: [Int16]) {
            self.weights = .allocate(capacity: weights.count)
            self.weights.initialize(from: weights, count: weights.count)
            let tables = NameModel.tables(weights)
            self.tables = .allocate(capacity: tables.count)
            self.tables.initialize(from: tables, count: tables.count)
        }

        deinit {
            weights.deallocate()
            tables.deallocate()
        }
    }
    let storage: Storage

    /// The model's weights and tables, borrowed for one parse while the model lives: a parse
    /// passes them from reader to reader, and a copy of two pointers counts no references.
    struct Borrowed {
        let weights: UnsafePointer<Int16>
        let tables: UnsafePointer<Int32>
    }

    /// The model borrowed for `body`, which must not keep it.
    func withBorrowed<R>(_ body: (Borrowed) -> R) -> R {
        withExtendedLifetime(storage) { body(Borrowed(weights: storage.weights, tables: storage.tables)) }
    }

    /// A model with `weights`, one per bucket; `nil` unless there are exactly ``bucketCount``.
    public init?(weights: [Int16]) {
        guard weights.count == Self.bucketCount else { return nil }
        storage = Storage(weights)
    }

    /// The model from its text: entries `BUCKET:WEIGHT` (hexadecimal, decimal), separated by
    /// spaces; buckets not named weigh zero. `nil` when the text is malformed.
    public init?(text: StaticString) {
        guard let model = text.withUTF8Buffer({ Self.read($0) }) else { return nil }
        self = model
    }

    /// The model from its text, as ``init(text:)-(StaticString)`` reads it.
    public init?(text: String) {
        var text = text
        guard let model = text.withUTF8({ Self.read($0) }) else { return nil }
        self = model
    }

    private static func read(_ bytes: UnsafeBufferPointer<UInt8>) -> NameModel? {
        guard !bytes.isEmpty else { return nil }
        var weights = [Int16](repeating: 0, count: Self.bucketCount)
        let ok = { () -> Bool in
            var index = 0
            while index < bytes.count {
                while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A { index += 1 }
                guard index < bytes.count else { break }
                var bucket = 0
                var digits = 0
                while index < bytes.count, let digit = Self.hexDigit(bytes[index]) {
                    bucket = bucket * 16 + digit
                    digits += 1
                    index += 1
                    if digits > 6 { return false }
                }
                guard digits > 0, index < bytes.count, bucket < Self.bucketCount, bytes[index] == 0x3A else { return false }
                index += 1
                var negative = false
                if index < bytes.count, bytes[index] == 0x2D {
                    negative = true
                    index += 1
                }
                var value = 0
                digits = 0
                while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
                    value = value * 10 + Int(bytes[index] - 0x30)
                    digits += 1
                    index += 1
                    if digits > 5 { return false }
                }
                guard digits > 0, value <= Int(Int16.max) else { return false }
                weights[bucket] = Int16(negative ? -value : value)
            }
            return true
        }()
        return ok ? NameModel(weights: weights) : nil
    }

    private static func hexDigit(_ byte: UInt8) -> Int? {
        switch byte {
        case 0x30...0x39: return Int(byte - 0x30)
        case 0x61...0x66: return Int(byte - 0x61 + 10)
        default: return nil
        }
    }
}

/// How a line's name is decided after the rules have read it.
enum NameTagging {
    /// The rules' name stands.
    case rules
    /// The model takes or leaves each word.
    case model(NameModel.Borrowed)
    /// The rules' name stands, and the model's candidates are kept for training.
    case collect(NameCandidates)
}

/// The words of a line the name model would decide, as training reads them.
public final class NameCandidates {
    public internal(set) var candidates: [NameCandidate] = []

    /// The candidates of `text`, parsed by the rules alone.
    public init(_ text: String) {
        _ = IngredientLineParser(text, utf8: Array(text.utf8), naming: .collect(self))
    }
}
