import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Puts a new folder in the place of an old one so that the path always holds a complete site:
/// on Linux one `renameat2(RENAME_EXCHANGE)` swaps them atomically (a build killed at any moment
/// leaves the old site or the new one, never none); elsewhere, or on file systems without the
/// exchange, two renames close together.
enum FolderSwap {
    /// Exchanges `new` and `old`: afterwards `old`'s path holds the new site and `new`'s path the
    /// old one. Returns false when the system cannot exchange atomically.
    static func exchange(_ new: URL, _ old: URL) -> Bool {
        #if canImport(Glibc)
            typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
            // glibc has renameat2 since 2.28 but Swift's Glibc module does not import it.
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return false }
            let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
            let exchange: UInt32 = 1 << 1  // RENAME_EXCHANGE
            return renameat2(AT_FDCWD, new.path, AT_FDCWD, old.path, exchange) == 0
        #else
            return false
        #endif
    }

    /// Removes staging folders that killed builds of `output` left beside it.
    static func removeStale(besides output: URL, except current: URL) {
        let parent = output.deletingLastPathComponent()
        let prefix = ".\(output.lastPathComponent).pepin-"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: parent.path) else { return }
        for name in names where name.hasPrefix(prefix) && name != current.lastPathComponent {
            try? FileManager.default.removeItem(at: parent.appendingPathComponent(name))
        }
    }
}
