import Hummingbird
import Pepin
import PepinCookbook

/// Builds the server's responses: HTML, JSON, and error pages that say what went wrong.
enum Responses {
    static func html(_ text: String, status: HTTPResponse.Status = .ok) -> Response {
        Response(
            status: status,
            headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-cache"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }

    static func json(_ value: JSONValue, status: HTTPResponse.Status = .ok) -> Response {
        Response(
            status: status, headers: [.contentType: "application/json; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: value.text + "\n")))
    }

    /// JSON already written as bytes (ending with a newline).
    static func json(bytes: [UInt8], status: HTTPResponse.Status = .ok) -> Response {
        Response(
            status: status, headers: [.contentType: "application/json; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    /// `{"error": "..."}` with the status.
    static func jsonError(_ message: String, status: HTTPResponse.Status) -> Response {
        json(.object([("error", .string(message)), ("status", .integer(status.code))]), status: status)
    }

    /// A small page saying what went wrong; `diagnostics` are shown as `pepin check` prints them.
    static func errorPage(
        title: String, message: String, diagnostics: [Diagnostic] = [], status: HTTPResponse.Status
    ) -> Response {
        let e = HTMLEscaper.escape
        var page = "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        page += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        page += "<title>\(e(title))</title>\n<link rel=\"stylesheet\" href=\"/assets/pepin.css\">\n</head>\n"
        page += "<body data-live-reload=\"/events\">\n<header class=\"site\"><a href=\"/\">Cookbook</a></header>\n"
        page += "<main class=\"problem\">\n<h1>\(e(title))</h1>\n<p>\(e(message))</p>\n"
        if !diagnostics.isEmpty {
            page += "<pre class=\"diagnostics\">" + diagnostics.map { e($0.rendered) }.joined(separator: "\n\n") + "</pre>\n"
            page += "<p>Fix the file and save: this page reloads by itself.</p>\n"
        }
        page += "</main>\n<script src=\"/assets/pepin.js\"></script>\n</body>\n</html>\n"
        return html(page, status: status)
    }

    /// Whether `slug` is a slug pepin could have made (`a-z`, `0-9`, `-`): anything else, such as
    /// `..`, `/` or `%2F`, is refused before any lookup.
    static func isValidSlug(_ slug: Substring) -> Bool {
        !slug.isEmpty && slug.utf8.count <= 200
            && slug.utf8.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D }
    }

    /// The `view` query parameter (`as-written`, `us`, `metric`, `weight`, or another name the core
    /// reads): as written when absent, a failure message when unknown.
    static func view(of request: Request) -> Result<IngredientView, ViewProblem> {
        guard let text = request.uri.queryParameters["view"] else { return .success(.asWritten) }
        guard let view = IngredientView(name: String(text)) else { return .failure(ViewProblem(text: String(text))) }
        return .success(view)
    }

    /// The `scale` query parameter: 1 when absent, else as ``ScalePolicy`` reads it.
    static func scale(of request: Request) -> Result<Rational, ScalePolicy.Problem> {
        guard let text = request.uri.queryParameters["scale"] else { return .success(.one) }
        return ScalePolicy.read(String(text))
    }
}

/// A `?view=` the server cannot use.
struct ViewProblem: Error {
    let text: String

    var message: String {
        "view \"\(text)\" is not a view; use \(IngredientView.namesInProse)"
    }
}
