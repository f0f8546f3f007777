import Foundation
import Testing
@testable import PepinImport

/// `pepin import --images`: images saved into the cookbook, checked by their bytes, within a limit;
/// a missing or refused image is reported and never fails the import.
@Suite struct RecipeImageTests {
    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: 7, count: 32)

    @Test("formats are told by their first bytes; SVG and HTML are no image", arguments: [
        ([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10] as [UInt8], ImageFormat.jpeg as ImageFormat?), (png, .png),
        (Array("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8), .webp), (Array("GIF89a....".utf8), .gif),
        ([0, 0, 0, 0x1C] + Array("ftypavif".utf8), .avif), (Array("<svg onload=alert(1)>".utf8), nil),
        (Array("<!doctype html>".utf8), nil), ([], nil),
    ])
    func magic(bytes: [UInt8], format: ImageFormat?) {
        #expect(ImageFormat(magic: bytes) == format)
    }

    @Test("an answer's type must be an image of the formats, or none", arguments: [
        (nil as String?, true), ("image/png", true), ("IMAGE/JPEG; charset=binary", true), ("image/jpg", true),
        ("application/octet-stream", true), ("image/svg+xml", false), ("text/html; charset=utf-8", false), ("image/tiff", false),
    ])
    func contentTypes(type: String?, allowed: Bool) {
        #expect(ImageFormat.allows(contentType: type) == allowed)
    }

    @Test("page images are saved as images/<slug>.<ext>; oversized, HTML and SVG answers are reported, the recipes imported")
    func pages() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pepin-images-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try await TestServer.with { base in
            let importer = CollectionImporter(folder: folder, images: RecipeImageFetcher(maximumBytes: 1_000, timeoutSeconds: 2))
            let outcomes = try await importer.run(["/pictured", "/pictured-big", "/pictured-html", "/pictured-svg", "/recipe"].map { base + $0 })
            let path = { (name: String) in folder.appendingPathComponent(name + ".md").path }
            #expect(outcomes.map(\.outcome) == [
                .imported(path: path("pictured-pie")),
                .importedWithoutImage(path: path("big-pie"), reason: "\(base)/huge.jpg: image is 5000 bytes, larger than 1000 bytes"),
                .importedWithoutImage(path: path("html-pie"), reason: "\(base)/not-image.jpg: not an image (text/html)"),
                .importedWithoutImage(path: path("svg-pie"), reason: "\(base)/sneaky.png: not a JPEG, PNG, WebP, GIF or AVIF image"),
                .imported(path: path("served-soup")),
            ])
            let saved = try Data(contentsOf: folder.appendingPathComponent("images/pictured-pie.png"))
            #expect(Array(saved) == Self.png)
            #expect(try String(contentsOfFile: path("pictured-pie"), encoding: .utf8).contains("image: images/pictured-pie.png"))
            #expect(try String(contentsOfFile: path("big-pie"), encoding: .utf8).contains("image: \(base)/huge.jpg"))
            let images = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("images").path)
            #expect(images == ["pictured-pie.png"])
        }
    }

    @Test("without images, the page's image address stays in the recipe and nothing is fetched")
    func withoutImages() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pepin-images-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try await TestServer.with { base in
            let outcomes = try await CollectionImporter(folder: folder).run([base + "/pictured"])
            #expect(outcomes.map(\.outcome) == [.imported(path: folder.appendingPathComponent("pictured-pie.md").path)])
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("images").path))
        }
    }

    @Test("a Paprika photo is saved from the archive's photo data; a photo that is no image is reported, the image's address kept")
    func paprikaPhoto() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pepin-images-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        func recipe(_ name: String, photo: [UInt8]) throws -> String {
            let json = #"{"name":"\#(name)","ingredients":"1 egg","directions":"Bake.","image_url":"https://paprika.test/\#(name.count).png","#
                + #""photo_data":"\#(Data(photo).base64EncodedString())"}"#
            let file = folder.appendingPathComponent(name + ".paprikarecipe")
            try PaprikaArchiveWriter.gzip(Data(json.utf8)).write(to: file)
            return file.path
        }
        let pages = [try recipe("Photo Pie", photo: Self.png), try recipe("Script Pie", photo: Array("<svg/onload=x>".utf8))]
        let book = folder.appendingPathComponent("book")
        let outcomes = try await CollectionImporter(folder: book, images: RecipeImageFetcher()).run(pages)
        #expect(outcomes.map(\.outcome) == [
            .imported(path: book.appendingPathComponent("photo-pie.md").path),
            .importedWithoutImage(
                path: book.appendingPathComponent("script-pie.md").path, reason: "photo data: not a JPEG, PNG, WebP, GIF or AVIF image"),
        ])
        #expect(Array(try Data(contentsOf: book.appendingPathComponent("images/photo-pie.png"))) == Self.png)
        #expect(try String(contentsOf: book.appendingPathComponent("photo-pie.md"), encoding: .utf8).contains("image: images/photo-pie.png"))
        // The photo was refused, not fetched again from its address: the recipe names the address.
        #expect(try String(contentsOf: book.appendingPathComponent("script-pie.md"), encoding: .utf8).contains("image: https://paprika.test/10.png"))
    }

    @Test("without images, a photo only the Paprika file holds is reported, not dropped unseen")
    func paprikaPhotoWithoutImages() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pepin-images-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let json = #"{"name":"Photo Pie","ingredients":"1 egg","directions":"Bake.","photo_data":"\#(Data(Self.png).base64EncodedString())"}"#
        let file = folder.appendingPathComponent("pie.paprikarecipe")
        try PaprikaArchiveWriter.gzip(Data(json.utf8)).write(to: file)
        let book = folder.appendingPathComponent("book")
        let outcomes = try await CollectionImporter(folder: book).run([file.path])
        #expect(outcomes.map(\.outcome) == [
            .importedWithoutImage(
                path: book.appendingPathComponent("photo-pie.md").path,
                reason: "photo data: a photo in the file, which --images saves into the cookbook"),
        ])
    }
}
