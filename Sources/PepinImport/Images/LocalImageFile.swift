import Foundation

/// An image a saved file names by a path, found in that file's folder: a browser's "Save page,
/// complete" writes `Page.html` and `Page_files/dish.png`, and the page's image is then
/// `Page_files/dish.png` or `./Page_files/dish.png`. Only files inside the folder are found: a
/// path that leads out of it (`../../etc/passwd`), an absolute path or a `file:` address, and a
/// link whose target lies outside are refused, with the reason.
///
///     LocalImageFile("Page_files/dish.png", besideFile: "Saved/Page.html").place
///     // .file(Saved/Page_files/dish.png)
struct LocalImageFile {
    /// Where the path leads.
    enum Place: Equatable {
        /// A file inside the folder (its real path, links followed).
        case file(String)
        /// Nothing there.
        case missing
        /// Not read, and why: "leads out of the page's folder".
        case refused(String)
    }

    /// Where the path leads.
    let place: Place

    /// Finds `path`, as written in `file` (a saved page, a `.cook` or `.json` file), in the folder
    /// that holds `file`.
    init(_ path: String, besideFile file: String) {
        let written = path.trimmingSpaces
        if written.lowercased().hasPrefix("file:") {
            place = .refused("a file: address; only a path inside the page's folder is read")
            return
        }
        if written.hasPrefix("/") || written.hasPrefix("\\") || written.hasPrefix("~") || written.dropFirst().first == ":" {
            place = .refused("an absolute path; only a path inside the page's folder is read")
            return
        }
        let folder = URL(fileURLWithPath: file).deletingLastPathComponent().standardizedFileURL.path
        guard let realFolder = Self.realPath(folder) else {
            place = .missing
            return
        }
        var found: Place = .missing
        // As written, then with %20 and the like decoded (browsers write both).
        for candidate in [written, written.removingPercentEncoding ?? written] {
            let lexical = URL(fileURLWithPath: folder).appendingPathComponent(candidate).standardizedFileURL.path
            guard Self.isInside(lexical, folder) else {
                found = .refused("leads out of the page's folder")
                break
            }
            guard FileManager.default.fileExists(atPath: lexical), let real = Self.realPath(lexical) else { continue }
            guard Self.isInside(real, realFolder) else {
                found = .refused("a link to a file outside the page's folder")
                break
            }
            if ImportFolder.isFolder(real) {
                found = .refused("a folder, not an image")
                break
            }
            found = .file(real)
            break
        }
        place = found
    }

    /// Whether `text` is a path to read beside a file: no web address, no `data:` or other
    /// scheme's address (`file:` and absolute paths are paths, to be refused).
    static func isPath(_ text: String) -> Bool {
        let text = text.trimmingSpaces
        guard !text.isEmpty else { return false }
        if text.lowercased().hasPrefix("file:") { return true }
        guard let colon = text.firstIndex(of: ":") else { return true }
        let scheme = text[..<colon]
        // "C:\photo.jpg" is a path, "data:..." and "https://..." are not.
        return scheme.count == 1 || !scheme.allSatisfy { $0.isLetter || $0.isNumber || "+-.".contains($0) }
    }

    /// Whether `text` is a path relative to the file that names it (`Page_files/dish.png`, not
    /// `/img/dish.png`, which is a path on the page's site).
    static func isRelativePath(_ text: String) -> Bool {
        let text = text.trimmingSpaces
        return isPath(text) && !text.lowercased().hasPrefix("file:") && !text.hasPrefix("/") && !text.hasPrefix("\\")
            && !text.hasPrefix("~") && text.dropFirst().first != ":"
    }

    /// Whether `path` is `folder` itself or inside it.
    private static func isInside(_ path: String, _ folder: String) -> Bool {
        let folder = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(folder)
    }

    /// `path` with every link followed, or `nil` when nothing is there.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
