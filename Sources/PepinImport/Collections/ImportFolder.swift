import Foundation

/// The files of a folder `pepin import` reads: saved pages and bookmarks exports (`.html`,
/// `.htm`), schema.org `.json`/`.jsonld`, Cooklang `.cook`, Paprika `.paprikarecipes`/`.paprikarecipe`
/// and lists of addresses (`.txt`, `.urls`, or any file that holds only addresses or is a
/// bookmarks export: ``AddressFile``), in name order ("2.html" before "10.html"). Only the
/// folder's own files: not its subfolders (a browser saves a page's scripts and data beside it in
/// "Page_files"), nor hidden files.
///
///     try ImportFolder("Saved").files   // ["Saved/bread.html", "Saved/Paprika.paprikarecipes", "Saved/soup.cook"]
public struct ImportFolder: Sendable {
    /// The importable files, as paths under the folder's path.
    public let files: [String]

    /// The extensions read, lower-cased.
    public static let extensions: Set<String> = [
        "html", "htm", "json", "jsonld", "cook", "paprikarecipes", "paprikarecipe", "txt", "urls",
    ]

    /// Lists `path`.
    ///
    /// - Throws: ``ImportFolderError`` when the folder cannot be listed.
    public init(_ path: String) throws(ImportFolderError) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            throw ImportFolderError(description: "cannot list the folder \(path): \(LocalFileProblem(error))")
        }
        let base = path.hasSuffix("/") ? path : path + "/"
        files = names
            .filter { !$0.hasPrefix(".") }
            .sorted { $0.compare($1, options: [.numeric, .caseInsensitive]) == .orderedAscending }
            .map { base + $0 }
            .filter { !Self.isFolder($0) && (Self.extensions.contains(URL(fileURLWithPath: $0).pathExtension.lowercased()) || Self.holdsAddresses($0)) }
    }

    /// Whether the file at `path`, whatever its name, is a list of addresses or a bookmarks
    /// export (its first kilobyte tells most files apart; a list is read whole, up to 16 MB).
    static func holdsAddresses(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        guard let head = try? handle.read(upToCount: 1024), AddressFile.mayBe(head: Array(head), name: path) else { return false }
        let rest = (try? handle.read(upToCount: 16 * 1_048_576)) ?? Data()  // nil at the file's end
        return AddressFile(Array(head) + Array(rest), name: path) != nil
    }

    /// Whether `path` is a folder (following links).
    public static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}

/// Why a folder could not be listed.
public struct ImportFolderError: Error, Sendable, CustomStringConvertible {
    public let description: String
}

/// Why a local file could not be read, in a few words ("permission denied", "no such file").
struct LocalFileProblem: CustomStringConvertible {
    let description: String

    init(_ error: any Error) {
        let nsError = error as NSError
        let posix = (nsError.userInfo[NSUnderlyingErrorKey] as? NSError).flatMap { $0.domain == NSPOSIXErrorDomain ? $0.code : nil }
            ?? (nsError.domain == NSPOSIXErrorDomain ? nsError.code : nil)
        if let posix {
            description = String(cString: strerror(Int32(posix))).lowercased()
        } else {
            switch CocoaError.Code(rawValue: nsError.code) {
            case .fileReadNoSuchFile, .fileNoSuchFile: description = "no such file"
            case .fileReadNoPermission: description = "permission denied"
            default: description = nsError.localizedDescription
            }
        }
    }
}
