import Foundation
import Pepin
import PepinCookbook
import Testing

@Suite struct ImageReferenceTests {
    static func entry(image: String, path: String = "breads/tortillas.md") -> CookbookEntry {
        CookbookEntry(path: path, slug: "tortillas", recipe: Recipe(title: "T", image: image))
    }

    static let folder = URL(fileURLWithPath: "/tmp/pepin-cookbook")

    @Test("a relative image is read next to the recipe and published under images/<slug>/")
    func local() {
        let reference = ImageReference(entry: Self.entry(image: "photos/stack of tortillas.jpg"), folder: Self.folder)
        #expect(reference.localFile?.path == "/tmp/pepin-cookbook/breads/photos/stack of tortillas.jpg")
        #expect(reference.sitePath == "images/tortillas/stack of tortillas.jpg")
        #expect(reference.source(rootPath: "../") == "../images/tortillas/stack%20of%20tortillas.jpg")
    }

    @Test("web images are used as they are")
    func remote() {
        let reference = ImageReference(entry: Self.entry(image: "https://example.com/t.jpg"), folder: Self.folder)
        #expect(reference.source(rootPath: "../") == "https://example.com/t.jpg")
        #expect(reference.localFile == nil)
    }

    @Test("images outside the cookbook or with other schemes show nothing", arguments: [
        "../../etc/passwd", "../../../secret.png", "/etc/passwd", "javascript:alert(1)", "data:image/png;base64,AAAA",
        "file:///etc/passwd", "..", " ",
    ])
    func refused(image: String) {
        let reference = ImageReference(entry: Self.entry(image: image), folder: Self.folder)
        #expect(reference.source(rootPath: "../") == nil)
        #expect(reference.localFile == nil)
    }
}
