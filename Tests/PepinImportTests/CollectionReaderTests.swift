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
}
