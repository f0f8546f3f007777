import Testing
import PepinImport

/// Bookmarks exports and URL lists, the two ways a cook hands over a whole collection.
@Suite struct CollectionReaderTests {
    @Test("a browser's bookmarks export: web addresses with titles, in order, each once, folders flattened")
    func bookmarks() throws {
        let bytes = try FixtureLoader.page("bookmarks.html")
        #expect(BookmarkFileReader.isBookmarkFile(bytes))
        let bookmarks = BookmarkFileReader(bytes).bookmarks
        #expect(bookmarks.map(\.url) == [
            "https://soup.test/leek-and-potato", "https://bakery.test/bread?id=7&x=1", "http://old.test/stew",
            "https://bakery.test/scones",
        ])
        #expect(bookmarks.map(\.title) == ["Leek & Potato Soup", "Country Bread", "Stew", ""])
    }

    @Test("an ordinary page is not a bookmarks file")
    func notBookmarks() throws {
        #expect(!BookmarkFileReader.isBookmarkFile(try FixtureLoader.page("jsonld-object.html")))
    }

    @Test("a list of addresses: comments and blanks skipped, repeats once, other lines reported with their number")
    func urlList() {
        let list = URLListReader("""
            # weeknight dinners
            https://soup.test/leek

              https://soup.test/tomato  \r
            https://soup.test/leek
            soup.test/no-scheme
            """)
        #expect(list.urls == ["https://soup.test/leek", "https://soup.test/tomato"])
        #expect(list.rejected.map(\.line) == [6])
        #expect(list.rejected.map(\.text) == ["soup.test/no-scheme"])
    }

    @Test("a list of addresses and a bookmarks export are told by what they hold, whatever the file's name", arguments: [
        "links", "links.html", "links.md", "saved.cook", "bookmarks.txt",
    ])
    func toldByContent(name: String) throws {
        let list = Array("\u{FEFF}# to try\nhttps://soup.test/leek\n\n  http://soup.test/tomato \r\n".utf8)
        #expect(AddressFile.mayBe(head: Array(list.prefix(30)), name: name))
        #expect(AddressFile(list, name: name)?.kind == .urlList)
        #expect(AddressFile(list, name: name)?.urls == ["https://soup.test/leek", "http://soup.test/tomato"])
        let bookmarks = try FixtureLoader.page("bookmarks.html")
        #expect(AddressFile.mayBe(head: Array(bookmarks.prefix(1024)), name: name))
        #expect(AddressFile(bookmarks, name: name)?.kind == .bookmarks)
        #expect(AddressFile(bookmarks, name: name)?.urls.count == 4)
    }

    @Test("a page, a recipe file, or a file with as many other lines as addresses is read as itself; a list reports its stray lines")
    func notLists() throws {
        let page = try FixtureLoader.page("jsonld-object.html")
        #expect(!AddressFile.mayBe(head: Array(page.prefix(1024)), name: "page"))
        #expect(AddressFile(page, name: "page") == nil)
        #expect(AddressFile(try FixtureLoader.page("pancakes.cook"), name: "pancakes.cook") == nil)
        let mixed = Array("https://soup.test/leek\nsoup.test/tomato\n".utf8)
        #expect(AddressFile.mayBe(head: mixed, name: "mixed"))
        #expect(AddressFile(mixed, name: "mixed") == nil)
        #expect(AddressFile(mixed, name: "mixed.urls")?.rejected.map(\.line) == [2])
        #expect(AddressFile(Array("# only a comment\n".utf8), name: "notes") == nil)
        // Mostly addresses, whatever the name: a list, its stray line reported.
        let mostly = AddressFile(Array("https://a.test/1\nhttps://a.test/2\nto try later\nhttps://a.test/3\n".utf8), name: "links")
        #expect(mostly?.urls.count == 3)
        #expect(mostly?.rejected.map(\.line) == [3])
    }
}

@Suite struct PageQueueTests {
    @Test("at most per-host pages of one host out at once; the next waiting page of a free host goes first")
    func hosts() {
        var queue = PageQueue([
            "https://a.test/1", "https://A.test:8443/2", "https://b.test/1", "https://me@b.test/2", "https://c.test/1",
        ], jobs: 8, perHost: 1)
        #expect([queue.next(), queue.next(), queue.next(), queue.next()] == ["https://a.test/1", "https://b.test/1", "https://c.test/1", nil])
        queue.finished("https://b.test/1")
        #expect(queue.next() == "https://me@b.test/2")
        #expect(queue.next() == nil)
        queue.finished("https://a.test/1")
        #expect(queue.next() == "https://A.test:8443/2")
        #expect(queue.isEmpty)
        #expect(PageQueue.host(of: "https://me@B.test:8443/x?y#z") == "b.test")
    }

    @Test("saved files are no host's: up to --jobs of them at once")
    func files() {
        var queue = PageQueue(["a.html", "b.html", "c.html", "d.html", "https://a.test/1"], jobs: 3, perHost: 1)
        #expect([queue.next(), queue.next(), queue.next(), queue.next()] == ["a.html", "b.html", "c.html", nil])
        queue.finished("b.html")
        #expect(queue.next() == "d.html")
        queue.finished("a.html")
        #expect(queue.next() == "https://a.test/1")
    }
}

@Suite struct ImportProgressLineTests {
    @Test("on a terminal: one line rewritten in place, messages above it, erased at the end")
    func terminal() {
        var progress = ImportProgressLine(onTerminal: true, width: 40)
        #expect(progress.message("early") == "early\n")
        #expect(progress.step(1, of: 20, page: "https://soup.test/leek") == "\r\u{1B}[K[1/20] https://soup.test/leek")
        #expect(progress.message("pepin import: no recipe") == "\r\u{1B}[Kpepin import: no recipe\n[1/20] https://soup.test/leek")
        // A long address keeps its end, and the line never reaches the terminal's last column.
        let long = progress.step(2, of: 20, page: "https://soup.test/" + String(repeating: "x", count: 60) + "/end")
        #expect(long.hasPrefix("\r\u{1B}[K[2/20] …"))
        #expect(long.hasSuffix("x/end"))
        #expect(long.dropFirst(4).count == 39)
        #expect(progress.hide() == "\r\u{1B}[K")
        #expect(progress.redraw() == String(long.dropFirst(4)))
        #expect(progress.finish() == "\r\u{1B}[K")
        #expect(progress.finish() == "")
    }

    @Test("elsewhere: plain lines, nothing rewritten")
    func plain() {
        var progress = ImportProgressLine(onTerminal: false)
        #expect(progress.step(1, of: 2, page: "a.html") == "[1/2] a.html\n")
        #expect(progress.message("pepin import: no recipe") == "pepin import: no recipe\n")
        #expect(progress.hide() == "" && progress.redraw() == "")
        #expect(progress.finish() == "")
    }
}
