import ArgumentParser
import Foundation

/// The labelled development lines (JSON Lines with "sentence" and "name"), for benchmarks.
enum DevSet {
    /// The "sentence" and "name" of each line, in native UTF-8 storage as lines read from files
    /// are (Foundation may hand back bridged text, which is slower to scan).
    static func rows(at path: String) throws -> [(sentence: String, name: String?)] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ValidationError("cannot read \(path)")
        }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { row in
            guard let object = try? JSONSerialization.jsonObject(with: Data(row.utf8)) as? [String: Any],
                var sentence = object["sentence"] as? String
            else { return nil }
            sentence.makeContiguousUTF8()
            var name = object["name"] as? String
            name?.makeContiguousUTF8()
            return (sentence, name)
        }
    }

    /// The "sentence" of each line.
    static func sentences(at path: String) throws -> [String] {
        try rows(at: path).map { $0.sentence }
    }
}
