public import Foundation
public import Pepin
import ZIPFoundation

/// Reads a Paprika export: a `.paprikarecipes` archive (a zip of gzipped recipes) or one
/// gzipped `.paprikarecipe`. Entries that are not recipes are reported, not fatal.
public struct PaprikaArchiveReader {
    /// The recipes, in archive order.
    public var recipes: [Recipe] { entries.map(\.recipe) }
    /// Each recipe read, with its photo, in archive order.
    public let entries: [PaprikaRecipeReader]
    /// Entries that could not be read, each with why.
    public let problems: [PaprikaEntryProblem]

    /// Largest uncompressed recipe read (photos included), to bound hostile archives.
    static let maximumRecipeBytes = 32 * 1_048_576

    public init(_ data: Data) throws {
        var recipes: [PaprikaRecipeReader] = []
        var problems: [PaprikaEntryProblem] = []
        if data.starts(with: [0x1F, 0x8B]) {
            switch try Self.recipe(data) {
            case .success(let recipe): recipes.append(recipe)
            case .failure(let reason): throw PaprikaError("not a Paprika recipe: \(reason)")
            }
        } else {
            let archive: Archive
            do {
                archive = try Archive(data: data, accessMode: .read)
            } catch {
                throw PaprikaError("not a zip archive")
            }
            for entry in archive where entry.type == .file {
                guard entry.uncompressedSize <= UInt64(Self.maximumRecipeBytes) else {
                    problems.append(PaprikaEntryProblem(entry: entry.path, reason: "larger than 32 MB"))
                    continue
                }
                var bytes = Data()
                do {
                    _ = try archive.extract(entry, skipCRC32: true) { bytes.append($0) }
                    switch try Self.recipe(bytes) {
                    case .success(let recipe): recipes.append(recipe)
                    case .failure(let reason): problems.append(PaprikaEntryProblem(entry: entry.path, reason: reason.description))
                    }
                } catch {
                    problems.append(PaprikaEntryProblem(entry: entry.path, reason: "\(error)"))
                }
            }
        }
        entries = recipes
        self.problems = problems
    }

    /// The recipe of one gzipped entry, or why it is none: not gzip data, not JSON, no name.
    static func recipe(_ data: Data) throws -> Result<PaprikaRecipeReader, PaprikaError> {
        guard let json = try gunzip(data) else { return .failure(PaprikaError("not gzip data")) }
        if let recipe = PaprikaRecipeReader(Array(json)) { return .success(recipe) }
        return .failure(PaprikaError(PaprikaRecipeReader.problem(in: Array(json))))
    }

    /// The content of gzip data, or `nil` when it is not gzip.
    static func gunzip(_ data: Data) throws -> Data? {
        let bytes = [UInt8](data)
        guard bytes.count >= 18, bytes[0] == 0x1F, bytes[1] == 0x8B, bytes[2] == 8 else { return nil }
        let flags = bytes[3]
        var index = 10
        if flags & 4 != 0, index + 2 <= bytes.count {  // extra field
            index += 2 + Int(bytes[index]) + Int(bytes[index + 1]) << 8
        }
        for flag: UInt8 in [8, 16] where flags & flag != 0 {  // file name, comment: zero-terminated
            while index < bytes.count, bytes[index] != 0 { index += 1 }
            index += 1
        }
        if flags & 2 != 0 { index += 2 }  // header checksum
        guard index < bytes.count - 8 else { return nil }
        let deflated = Data(bytes[index..<(bytes.count - 8)])
        var out = Data()
        _ = try Data.decompress(size: Int64(deflated.count), bufferSize: 64 * 1024, skipCRC32: true, provider: { position, size in
            deflated.subdata(in: Int(position)..<min(deflated.count, Int(position) + size))
        }, consumer: { chunk in
            out.append(chunk)
            if out.count > maximumRecipeBytes { throw PaprikaError("recipe larger than 32 MB") }
        })
        return out
    }
}

/// An entry of a Paprika archive that is not a recipe, and why: `Soup.paprikarecipe: not gzip data`.
public struct PaprikaEntryProblem: Equatable, Sendable, CustomStringConvertible {
    /// The entry's path in the archive.
    public let entry: String
    /// Why it was not read.
    public let reason: String
    public var description: String { "\(entry): \(reason)" }
}

/// Why a Paprika export could not be read.
public struct PaprikaError: Error, CustomStringConvertible, Sendable {
    public let description: String
    init(_ description: String) { self.description = description }
}
