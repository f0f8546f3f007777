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
}

@Suite struct HostBatchesTests {
    @Test("pages grouped by host in first-appearance order; files together")
    func batches() {
        let batches = HostBatches([
            "https://a.test/1", "saved/soup.html", "https://b.test/1", "https://A.test:8443/2", "https://me@b.test/2",
            "other.html",
        ]).batches
        #expect(batches == [
            ["https://a.test/1", "https://A.test:8443/2"], ["saved/soup.html", "other.html"],
            ["https://b.test/1", "https://me@b.test/2"],
        ])
    }

    @Test("with two per host, a host's pages are dealt into two lanes; first lanes come first")
    func lanes() {
        let batches = HostBatches([
            "https://a.test/1", "https://a.test/2", "https://b.test/1", "https://a.test/3", "https://b.test/2",
            "https://c.test/1",
        ], perHost: 2).batches
        #expect(batches == [
            ["https://a.test/1", "https://a.test/3"], ["https://b.test/1"], ["https://c.test/1"],
            ["https://a.test/2"], ["https://b.test/2"],
        ])
        // No lane holds pages of two hosts, and no host has more lanes than allowed.
        let hostsPerLane = batches.map { Set($0.map(HostBatches.host)) }
        #expect(hostsPerLane.allSatisfy { $0.count == 1 })
        #expect(hostsPerLane.filter { $0 == ["a.test"] }.count == 2)
        #expect(HostBatches(["https://a.test/1"], perHost: 0).batches == [["https://a.test/1"]])
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
