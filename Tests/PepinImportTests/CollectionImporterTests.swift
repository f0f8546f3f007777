import Foundation
import Testing
import PepinImport

/// A collection imported against a local server with redirecting, failing and slow pages.
@Suite struct CollectionImporterTests {
    @Test("imported, failed and why, then a re-run finds everything already there without fetching")
    func collection() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pepin-collection-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let saved = try #require(Bundle.module.url(forResource: "plugin-tasty", withExtension: "html", subdirectory: "Fixtures"))
        try await TestServer.with { base in
            let pages = [base + "/redirect", base + "/missing", base + "/slow", saved.path, base + "/redirect"]
            let importer = CollectionImporter(
                folder: folder, fetcher: RecipePageFetcher(timeoutSeconds: 1, maximumBytes: 100_000, maximumRedirects: 3))
            var reported: [Int] = []
            let first = try await importer.run(pages) { number, _, _ in reported.append(number) }
            #expect(reported == [1, 2, 3, 4, 5])
            let soup = folder.appendingPathComponent("served-soup.md").path
            let salad = folder.appendingPathComponent("pea-salad.md").path
            #expect(first.count == 5)
            #expect(first.filter { $0.outcome == .imported(path: soup) }.count == 1)
            #expect(first.filter { $0.outcome == .alreadyThere(path: soup) }.count == 1)
            #expect(first.contains { $0.page == saved.path && $0.outcome == .imported(path: salad) })
            #expect(first.contains { $0.page == base + "/missing" && $0.outcome == .failed(reason: "\(base)/missing: HTTP 404 Not Found") })
            #expect(first.contains { $0.page == base + "/slow" && $0.outcome == .failed(reason: "\(base)/slow: no complete answer within 1 s") })

            // The re-run reads the ledger: the web page is not fetched again.
            let started = ContinuousClock.now
            let again = try await importer.run([base + "/redirect"])
            #expect(again.map(\.outcome) == [.alreadyThere(path: soup)])
            #expect(ContinuousClock.now - started < .seconds(1))
            // What --dry-run reports as already there: the ledger's pages whose files are there; none with --force.
            #expect(importer.alreadyImported([base + "/redirect", base + "/missing", saved.path]) == [soup, nil, nil])
            #expect(CollectionImporter(folder: folder, force: true).alreadyImported([base + "/redirect"]) == [nil])
        }
    }

    @Test("two recipes of one name from two sites are both kept; a re-run and --force find each its own file")
    func namesakes() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pepin-namesakes-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        func page(_ name: String, source: String?, ingredient: String) throws -> String {
            let url = source.map { #""url": "\#($0)", "# } ?? ""
            let html = """
                <html><script type="application/ld+json">{"@type": "Recipe", \(url)"name": "Bœuf bourguignon",
                "recipeIngredient": ["\(ingredient)"], "recipeInstructions": ["Simmer."]}</script></html>
                """
            let path = folder.appendingPathComponent(name).path
            try Data(html.utf8).write(to: URL(fileURLWithPath: path))
            return path
        }
        let pages = [
            try page("a.html", source: "https://a.example/boeuf", ingredient: "1 kg beef"),
            try page("b.html", source: "https://b.example/boeuf", ingredient: "800 g beef"),
            try page("c.html", source: nil, ingredient: "2 lb beef"),
            try page("d.html", source: "https://a.example/boeuf", ingredient: "1 kg beef"),  // a's recipe, saved twice
        ]
        let first = folder.appendingPathComponent("boeuf-bourguignon.md").path
        let second = folder.appendingPathComponent("boeuf-bourguignon-2.md").path
        let third = folder.appendingPathComponent("boeuf-bourguignon-3.md").path
        let outcomes = try await CollectionImporter(folder: folder, jobs: 1).run(pages).map(\.outcome)
        #expect(outcomes == [.imported(path: first), .imported(path: second), .imported(path: third), .alreadyThere(path: first)])
        let text = try String(contentsOfFile: second, encoding: .utf8)
        #expect(text.contains("800 g beef") && text.contains("https://b.example/boeuf"))
        // A re-run of saved pages (no ledger for files): each finds its own recipe, the one without a source by its fields.
        let again = try await CollectionImporter(folder: folder, jobs: 1).run(Array(pages[1...2])).map(\.outcome)
        #expect(again == [.alreadyThere(path: second), .alreadyThere(path: third)])
        let forced = try await CollectionImporter(folder: folder, force: true, jobs: 1).run([pages[1]]).map(\.outcome)
        #expect(forced == [.imported(path: second)])
        #expect(try String(contentsOfFile: first, encoding: .utf8).contains("1 kg beef"))
    }

    @Test("at most --per-host pages of one host are fetched at once")
    func perHostLimit() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pepin-per-host-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try await TestServer.with { base in
            for perHost in [1, 3] {  // one after the other: the server counts all its held requests
                let pages = (1...6).map { "\(base)/held/\(perHost)-\($0)" }
                _ = HeldRequests.takeMost()
                let started = ContinuousClock.now
                let outcomes = try await CollectionImporter(folder: folder, jobs: 8, perHost: perHost).run(pages)
                let elapsed = ContinuousClock.now - started
                #expect(outcomes.allSatisfy { if case .imported = $0.outcome { true } else { false } })
                #expect(HeldRequests.takeMost() == perHost)
                // Six pages of 100 ms, `perHost` at a time.
                #expect(elapsed >= .milliseconds(600 / perHost - 20))
            }
        }
    }
    @Test("each page is written and entered in the ledger as soon as it is read, not when its host's pages are all done")
    func writtenAtOnce() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pepin-at-once-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try await TestServer.with { base in
            // The slow page never answers: its fetch would end at 20 s. The fast page, read first
            // (one page of the host at a time), must be there long before, however busy the machine.
            let importer = CollectionImporter(folder: folder, jobs: 4, perHost: 1, fetcher: RecipePageFetcher(timeoutSeconds: 20))
            let started = ContinuousClock.now
            let run = Task { try await importer.run([base + "/recipe", base + "/slow"]) }
            let soup = folder.appendingPathComponent("served-soup.md").path
            while !FileManager.default.fileExists(atPath: soup), ContinuousClock.now - started < .seconds(15) {
                try await Task.sleep(for: .milliseconds(20))
            }
            #expect(FileManager.default.fileExists(atPath: soup))
            let ledger = (try? String(contentsOf: folder.appendingPathComponent(".pepin-imported"), encoding: .utf8)) ?? ""
            #expect(ledger.contains(base + "/recipe\t"))
            run.cancel()
            _ = try? await run.value
        }
    }
    @Test("one page bookmarked with a #fragment or utm_* parameters is imported once; other parameters count")
    func sameAddress() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pepin-same-address-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try await TestServer.with { base in
            let pages = [base + "/recipe", base + "/recipe#comments", base + "/recipe?utm_source=feed&utm_medium=rss"]
            let outcomes = try await CollectionImporter(folder: folder, perHost: 1).run(pages).map(\.outcome)
            let soup = folder.appendingPathComponent("served-soup.md").path
            #expect(outcomes == [.imported(path: soup), .alreadyThere(path: soup), .alreadyThere(path: soup)])
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("served-soup-2.md").path))
            // The ledger knows the page under every spelling.
            #expect(CollectionImporter(folder: folder).alreadyImported([base + "/recipe?utm_campaign=x#top"]) == [soup])
        }
        #expect(PageAddress("https://a.test/soup?id=7&utm_source=feed&x=1#c").text == "https://a.test/soup?id=7&x=1")
        #expect(PageAddress("https://a.test/soup?UTM_Source=feed").text == "https://a.test/soup")
        #expect(PageAddress("saved/page#1.html").text == "saved/page#1.html")
    }
}
