public import Foundation
public import Pepin
import ZIPFoundation

/// Writes recipes as a Paprika export: a `.paprikarecipes` archive, a zip holding one gzipped
/// ``PaprikaRecipeWriter`` JSON per recipe, which Paprika imports (and ``PaprikaArchiveReader``
/// reads back). Entries are named after the titles, made unique.
///
///     let data = try PaprikaArchiveWriter([soup, bread]).data
public struct PaprikaArchiveWriter {
    /// The archive's bytes.
    public let data: Data

    /// Writes `recipes`; `photos[i]`, when there, is the photo packed into recipe `i`.
    public init(_ recipes: [Recipe], photos: [[UInt8]?] = []) throws {
        let archive = try Archive(data: Data(), accessMode: .create)
        var names: Set<String> = []
        for (index, recipe) in recipes.enumerated() {
            let photo = index < photos.count ? photos[index] : nil
            let entry = try Self.gzip(Data(PaprikaRecipeWriter(recipe, photo: photo).json.utf8))
            let name = Self.uniqueName(recipe.title, taken: &names)
            try archive.addEntry(with: name, type: .file, uncompressedSize: Int64(entry.count)) { position, size in
                entry.subdata(in: Int(position)..<min(entry.count, Int(position) + size))
            }
        }
        guard let data = archive.data else { throw PaprikaError("the archive could not be written") }
        self.data = data
    }

    /// `data` as gzip: a header, the deflated bytes, their CRC-32 and length.
    static func gzip(_ data: Data) throws -> Data {
        var out = Data([0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 0xFF])
        let checksum = try Data.compress(size: Int64(data.count), bufferSize: 64 * 1024, provider: { position, size in
            data.subdata(in: Int(position)..<min(data.count, Int(position) + size))
        }, consumer: { out.append($0) })
        for value in [checksum, UInt32(truncatingIfNeeded: data.count)] {
            out.append(contentsOf: (0..<4).map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) })
        }
        return out
    }

    /// "Tomato Soup.paprikarecipe", then "Tomato Soup 2.paprikarecipe", without path separators.
    private static func uniqueName(_ title: String, taken: inout Set<String>) -> String {
        let base = String(title.map { "/\\:".contains($0) ? "-" : $0 }.prefix(100))
        var name = base + ".paprikarecipe"
        var number = 2
        while taken.contains(name) {
            name = "\(base) \(number).paprikarecipe"
            number += 1
        }
        taken.insert(name)
        return name
    }
}
