import Hummingbird

/// Wraps the router: `HEAD` answers as `GET` would, without the body, and every response carries
/// `X-Content-Type-Options: nosniff` and a Content-Security-Policy that allows only the cookbook's
/// own scripts, styles, images and WebAssembly (recipe text can never run as script).
struct HardenedResponder<Inner: HTTPResponder>: HTTPResponder where Inner.Context == BasicRequestContext {
    typealias Context = BasicRequestContext
    let inner: Inner

    static var policy: String {
        "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:; "
            + "connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'"
    }

    func respond(to request: Request, context: Context) async throws -> Response {
        var request = request
        let isHead = request.method == .head
        if isHead {
            var head = request.head
            head.method = .get
            request = Request(head: head, body: request.body)
        }
        var response = try await inner.respond(to: request, context: context)
        response.headers[.init("X-Content-Type-Options")!] = "nosniff"
        // A stricter policy set by the route (an SVG image's sandbox) stays.
        if response.headers[.contentSecurityPolicy] == nil { response.headers[.contentSecurityPolicy] = Self.policy }
        response.headers[.init("Referrer-Policy")!] = "no-referrer"
        if isHead {
            // The length GET would send, without the body. An event stream never ends: a HEAD
            // must not open one.
            let length = response.body.contentLength
            response.body = ResponseBody()
            response.headers[.contentLength] = length.map(String.init)
        }
        return response
    }
}
