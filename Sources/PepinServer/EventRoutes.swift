import Hummingbird

/// `/events`: server-sent events; an event `reload` whenever the cookbook's files change.
struct EventRoutes: Sendable {
    let store: CookbookStore

    func add(to router: Router<BasicRequestContext>) {
        let store = store
        router.get("/events") { _, _ in
            guard let versions = await store.subscribe() else {
                return Response(
                    status: .serviceUnavailable,
                    headers: [.contentType: "text/plain; charset=utf-8", .retryAfter: "10"],
                    body: ResponseBody(byteBuffer: ByteBuffer(string: "too many open pages are listening for changes\n")))
            }
            return Response(
                status: .ok,
                headers: [.contentType: "text/event-stream", .cacheControl: "no-cache"],
                body: ResponseBody { writer in
                    // A comment first, so the browser sees the stream open at once.
                    try await writer.write(ByteBuffer(string: ": pepin\nretry: 1000\n\n"))
                    // A write to a page that went away fails and ends the stream, which releases
                    // its connection: heartbeats make sure that happens within seconds.
                    for await version in versions {
                        let event = version == CookbookStore.heartbeatValue ? ": ping\n\n" : "event: reload\ndata: \(version)\n\n"
                        try await writer.write(ByteBuffer(string: event))
                    }
                    try await writer.finish(nil)
                })
        }
    }
}
