import Foundation
import Hummingbird
import Pepin
import PepinCookbook

/// The HTML pages and assets.
struct PageRoutes: Sendable {
    let store: CookbookStore
    let assets: SiteAssets
    let cache: RenderedPageCache

    static func options(hasScaling: Bool) -> PageOptions {
        PageOptions(rootPath: "/", hasScaling: hasScaling, liveReload: true, serverScaling: true, pageExtension: "")
    }

    func add(to router: Router<BasicRequestContext>) {
        let files = Dictionary(uniqueKeysWithValues: assets.files.map { ($0.path, $0.contents) })
        let options = Self.options(hasScaling: assets.hasScaling)
        let store = store
        let cache = cache
        router.get("/") { _, _ in await Self.index(store: store, options: options) }
        router.get("/index.html") { _, _ in await Self.index(store: store, options: options) }
        router.get("/recipes/:slug") { request, context in
            var slug = context.parameters.get("slug") ?? ""
            if slug.hasSuffix(".html") { slug.removeLast(5) }
            return Self.recipe(slug: slug, request: request, store: store, options: options, cache: cache)
        }
        router.get("/list.html") { _, _ in
            Responses.html(ShoppingPageRenderer(cookbook: store.published.current.cookbook, options: options).listHTML)
        }
        router.get("/menus/:slug") { _, context in
            var slug = context.parameters.get("slug") ?? ""
            if slug.hasSuffix(".html") { slug.removeLast(5) }
            let cookbook = store.published.current.cookbook
            guard Responses.isValidSlug(Substring(slug)), let menu = cookbook.menu(slug: slug) else {
                return Responses.errorPage(title: "Not found", message: "There is no menu at this address.", status: .notFound)
            }
            return Responses.html(ShoppingPageRenderer(cookbook: cookbook, options: options).menuHTML(menu))
        }
        router.get("/images/:slug/:file") { _, context in
            await Self.image(slug: context.parameters.get("slug") ?? "", file: context.parameters.get("file") ?? "", store: store)
        }
        // Any other address: a recipe or page at its Jekyll permalink (`/tortillas/`, `/about/`).
        router.get("**") { request, _ in
            let snapshot = store.published.current
            switch snapshot.target(address: request.uri.path) {
            case .recipe(let entry):
                return Self.recipe(slug: entry.slug, request: request, store: store, options: options, cache: cache)
            case .page(let page):
                return Responses.html(PlainPageRenderer(page: page, cookbook: snapshot.cookbook, options: options).html)
            case nil:
                return Responses.errorPage(title: "Not found", message: "There is no page at this address.", status: .notFound)
            }
        }
        router.get("/assets/:file") { _, context in
            let name = context.parameters.get("file") ?? ""
            guard let contents = files["assets/" + name] else {
                return Responses.errorPage(title: "Not found", message: "There is no asset \"\(name)\".", status: .notFound)
            }
            let type =
                name.hasSuffix(".css")
                ? "text/css; charset=utf-8" : name.hasSuffix(".wasm") ? "application/wasm" : "text/javascript; charset=utf-8"
            return Response(
                status: .ok, headers: [.contentType: type, .cacheControl: "no-cache"],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: contents)))
        }
    }

    static func index(store: CookbookStore, options: PageOptions) async -> Response {
        let snapshot = await store.current
        var html = IndexPageRenderer(cookbook: snapshot.cookbook, options: options).html
        let errors = snapshot.cookbook.diagnostics.errors
        if !errors.isEmpty {
            // Broken files are listed above the recipes so they are noticed while editing.
            let e = HTMLEscaper.escape
            let banner = "<main class=\"problem\"><h2>\(errors.count) \(errors.count == 1 ? "problem" : "problems") in the recipe files</h2><pre class=\"diagnostics\">"
                + errors.map { e($0.rendered) }.joined(separator: "\n\n") + "</pre></main>\n"
            html = html.replacingFirst("<main class=\"index\">", with: banner + "<main class=\"index\">")
        }
        return Responses.html(html)
    }

    static func recipe(
        slug: String, request: Request, store: CookbookStore, options: PageOptions, cache: RenderedPageCache
    ) -> Response {
        guard Responses.isValidSlug(Substring(slug)) else {
            return Responses.errorPage(title: "Bad address", message: "\"\(slug)\" is not a recipe address.", status: .badRequest)
        }
        let snapshot = store.published.current
        guard let entry = snapshot.entry(slug: slug) else {
            if let problems = snapshot.problemsBySlug[slug] {
                return Responses.errorPage(
                    title: "This recipe file has problems", message: "pepin could not read it:", diagnostics: problems,
                    status: .unprocessableContent)
            }
            return Responses.errorPage(title: "Not found", message: "There is no recipe \"\(slug)\".", status: .notFound)
        }
        switch Responses.view(of: request) {
        case .failure(let problem):
            return Responses.errorPage(title: "Bad view", message: problem.message, status: .badRequest)
        case .success(let view):
            func render(_ scale: Rational, problem: String?) -> ByteBuffer {
                let parts = cache.parts.value(for: .init(version: snapshot.version, slug: slug, view: view)) {
                    RecipePageParts(
                        entry: entry, cookbookTitle: snapshot.cookbook.title, view: view, options: options,
                        cookbookFolder: store.loader.folder)
                }
                return ByteBuffer(bytes: RecipePageRenderer(
                    entry: entry, cookbookTitle: snapshot.cookbook.title, scale: scale, view: view, options: options,
                    parts: parts, scaleProblem: problem
                ).bytes)
            }
            let page: ByteBuffer
            switch Responses.scale(of: request) {
            case .failure(let problem):
                // A scale the policy refuses shows the recipe at 1x and says why: a shared link
                // always opens the recipe.
                page = render(.one, problem: problem.message)
            case .success(let scale) where ScalePolicy.steps.contains(scale):
                let key = RenderedPageCache.PageKey(
                    version: snapshot.version, slug: slug, scale: RecipeAPIEncoder.scaleText(scale), view: view)
                page = cache.pages.value(for: key) { render(scale, problem: nil) }
            case .success(let scale):
                // Pages are kept for the scale control's steps only: other scales render from the
                // kept parts each time, and a flood of them never evicts the pages cooks reuse.
                page = render(scale, problem: nil)
            }
            return Response(
                status: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-cache"],
                body: ResponseBody(byteBuffer: page))
        }
    }
}

extension PageRoutes {
    /// A recipe's local image: found through the recipe (never by the requested path), so only
    /// the file a recipe names, inside the cookbook folder, can be served.
    static func image(slug: String, file: String, store: CookbookStore) async -> Response {
        let snapshot = await store.current
        guard Responses.isValidSlug(Substring(slug)), let entry = snapshot.entry(slug: slug) else {
            return Responses.errorPage(title: "Not found", message: "There is no such image.", status: .notFound)
        }
        let reference = ImageReference(entry: entry, folder: store.loader.folder)
        guard let local = reference.localFile, reference.sitePath == "images/\(slug)/\(file)",
            let data = FileManager.default.contents(atPath: local.path)
        else {
            return Responses.errorPage(title: "Not found", message: "There is no such image.", status: .notFound)
        }
        let types = ["jpg": "image/jpeg", "jpeg": "image/jpeg", "png": "image/png", "webp": "image/webp", "gif": "image/gif", "svg": "image/svg+xml", "avif": "image/avif"]
        let type = types[local.pathExtension.lowercased()] ?? "application/octet-stream"
        var headers: HTTPFields = [.contentType: type]
        if type == "image/svg+xml" {
            // An SVG can carry script; keep it from running in the cookbook's origin.
            headers[.contentSecurityPolicy] = "default-src 'none'; style-src 'unsafe-inline'; sandbox"
        }
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }
}

extension String {
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
