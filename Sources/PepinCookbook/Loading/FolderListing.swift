import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A folder's files and subfolders, read with `readdir`: each entry's kind comes with the listing,
/// so walking ten thousand recipe files costs no `stat` per file (only where the file system does
/// not say, and for links). Entries come in name order; links are never followed into folders.
enum FolderListing {
    enum Kind: Equatable {
        case file, folder
        /// A link to a file: its target must be checked before it is read.
        case linkToFile
        /// A link whose target is missing or cannot be reached.
        case brokenLink
        /// Anything else: a link to a folder or to nothing, a device, a socket.
        case other
    }

    struct Entry {
        /// The name in its folder.
        let name: String
        /// Relative to the walked folder: `breads/tortillas.md`.
        let relative: String
        let kind: Kind
    }

    /// Calls `visit` for every entry under `root`, depth first; a folder is entered when `visit`
    /// returns true. A folder that cannot be listed is given to `unreadable` (its relative path).
    static func walk(_ root: String, visit: (Entry) -> Bool, unreadable: (String) -> Void) {
        walk(root, relative: "", visit: visit, unreadable: unreadable)
    }

    private static func walk(_ root: String, relative: String, visit: (Entry) -> Bool, unreadable: (String) -> Void) {
        let path = relative.isEmpty ? root : root + "/" + relative
        guard let directory = opendir(path) else {
            if !relative.isEmpty { unreadable(relative) }
            return
        }
        var entries: [(name: String, type: UInt8)] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
            }
            if name == "." || name == ".." { continue }
            entries.append((name, entry.pointee.d_type))
        }
        closedir(directory)
        entries.sort { $0.name < $1.name }
        for (name, type) in entries {
            let child = relative.isEmpty ? name : relative + "/" + name
            let kind = Self.kind(type: type, path: root + "/" + child)
            if visit(Entry(name: name, relative: child, kind: kind)), kind == .folder {
                walk(root, relative: child, visit: visit, unreadable: unreadable)
            }
        }
    }

    private static func kind(type: UInt8, path: String) -> Kind {
        switch Int32(type) {
        case Int32(DT_REG): return .file
        case Int32(DT_DIR): return .folder
        case Int32(DT_LNK):
            var status = stat()
            guard stat(path, &status) == 0 else { return .brokenLink }
            return (status.st_mode & S_IFMT) == S_IFREG ? .linkToFile : .other
        default:
            var status = stat()
            guard lstat(path, &status) == 0 else { return .other }
            switch status.st_mode & S_IFMT {
            case S_IFREG: return .file
            case S_IFDIR: return .folder
            case S_IFLNK:
                guard stat(path, &status) == 0 else { return .brokenLink }
                return (status.st_mode & S_IFMT) == S_IFREG ? .linkToFile : .other
            default: return .other
            }
        }
    }
}
