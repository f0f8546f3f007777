import Pepin

/// The parts every page shares: the head, the body's opening tag, the scripts.
struct PageShell {
    let title: String
    let description: String?
    let options: PageOptions

    /// `<!doctype html>` through the stylesheet link; the caller closes `</head>`.
    var head: String {
        let e = HTMLEscaper.escape
        var out = "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        out += "<title>\(e(title))</title>\n"
        if let description { out += "<meta name=\"description\" content=\"\(e(description))\">\n" }
        out += "<link rel=\"stylesheet\" href=\"\(e(options.rootPath))assets/pepin.css\">\n"
        return out
    }

    static func bodyOpen(options: PageOptions) -> String {
        options.liveReload ? "<body data-live-reload=\"\(HTMLEscaper.escape(options.rootPath))events\">\n" : "<body>\n"
    }

    /// The site header: the cookbook's name, linking home, and its plain pages ("About").
    static func header(title: String, pages: [SitePage], options: PageOptions) -> String {
        let e = HTMLEscaper.escape
        var out = "<header class=\"site\"><a href=\"\(e(options.rootPath))index.html\">\(e(title))</a>"
        if !pages.isEmpty {
            out += "<nav class=\"pages\">"
                + pages.map { "<a href=\"\(e(options.href($0.address)))\">\(e($0.title))</a>" }.joined(separator: " ") + "</nav>"
        }
        return out + "</header>\n"
    }

    static func scripts(options: PageOptions) -> String {
        options.scripts.map { "<script src=\"\(HTMLEscaper.escape(options.rootPath))\($0)\"></script>\n" }.joined()
    }
}
