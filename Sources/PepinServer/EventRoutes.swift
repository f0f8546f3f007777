import Hummingbird

/// `/events`: server-sent events; an event `reload` whenever the cookbook's files change.
struct EventRoutes: Sendable {
    let store: CookbookStore

    func add(to router: Router<BasicRequestContext>) {
        let store = store
        router.get("/events") { _, _ in
            let versions = await store.subscribe()
            return Response(
                status: .ok,
                headers: [.contentType: "text/event-stream", .cacheControl: "no-cache"],
                body: ResponseBody { writer in
                    // A comment first, so the browser sees the stream open at once.
                    try await writer.write(ByteBuffer(string: ": pepin\nretry: 1000\n\n"))
                    for await version in versions {
                        try await writer.write(ByteBuffer(string: "event: reload\ndata: \(version)\n\n"))
                    }
                    try await writer.finish(nil)
                })
        }
    }
}
