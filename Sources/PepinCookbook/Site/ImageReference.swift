public import Foundation

/// Where a recipe's image comes from and where the site puts it.
///
/// A web address (`https://…`) is used as is. A relative path (`images/tortillas.jpg`) is read
/// next to the recipe file, only from inside the cookbook folder, and published at
/// `images/<slug>/<file name>`. Anything else (`javascript:`, absolute paths, `..` escaping the
/// folder) shows no image.
public struct ImageReference: Hashable, Sendable {
    /// The `src` for a page at the site root (prefix it with the page's root path), or `nil`.
    public let sitePath: String?
    /// A web address to use as is, or `nil`.
    public let remoteURL: String?
    /// The file to copy or serve, for a local image.
    public let localFile: URL?

    /// Resolves the image of `entry` in the cookbook at `folder`.
    public init(entry: CookbookEntry, folder: URL?) {
        guard let image = entry.recipe.image?.trimmingBlankLines, !image.isEmpty else {
            (sitePath, remoteURL, localFile) = (nil, nil, nil)
            return
        }
        let lowered = image.lowercased()
        if lowered.hasPrefix("https://") || lowered.hasPrefix("http://") {
            (sitePath, remoteURL, localFile) = (nil, image, nil)
            return
        }
        let name = (image as NSString).lastPathComponent
        guard let folder, !image.hasPrefix("/"), !image.contains(":"), !name.isEmpty, name != "..", name != "." else {
            (sitePath, remoteURL, localFile) = (nil, nil, nil)
            return
        }
        let root = folder.standardizedFileURL.resolvingSymlinksInPath()
        let recipeFolder = root.appendingPathComponent(entry.path).deletingLastPathComponent()
        let file = recipeFolder.appendingPathComponent(image).standardizedFileURL.resolvingSymlinksInPath()
        guard file.path.hasPrefix(root.path + "/") else {
            (sitePath, remoteURL, localFile) = (nil, nil, nil)
            return
        }
        (sitePath, remoteURL, localFile) = ("images/\(entry.slug)/\(name)", nil, file)
    }

    /// The `src` attribute for a page whose root path is `rootPath`.
    public func source(rootPath: String) -> String? {
        remoteURL ?? sitePath.map { rootPath + Self.percentEncoded($0) }
    }

    private static func percentEncoded(_ path: String) -> String {
        path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
    }
}
