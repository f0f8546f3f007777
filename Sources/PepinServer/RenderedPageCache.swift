import Foundation
import Hummingbird
import Pepin

/// Rendered pages by cookbook version, slug, scale and view, so a popular scaled page renders once
/// per change of the files rather than once per request. Bounded: when full it starts afresh.
final class RenderedPageCache: @unchecked Sendable {
    struct Key: Hashable {
        let version: Int
        let slug: String
        let scale: String
        let view: IngredientView
    }

    private let lock = NSLock()
    private var pages: [Key: ByteBuffer] = [:]
    private let capacity: Int

    init(capacity: Int = 1024) {
        self.capacity = capacity
    }

    /// The cached page, or the page `render` makes, cached.
    func page(for key: Key, render: () -> String) -> ByteBuffer {
        if let page = lock.withLock({ pages[key] }) { return page }
        let page = ByteBuffer(string: render())
        lock.withLock {
            if pages.count >= capacity { pages.removeAll(keepingCapacity: true) }
            pages[key] = page
        }
        return page
    }
}

/// The store's current snapshot, readable without waiting for the store (every request reads it).
final class PublishedSnapshot: @unchecked Sendable {
    private let lock = NSLock()
    private var value: CookbookSnapshot

    init(_ value: CookbookSnapshot) {
        self.value = value
    }

    var current: CookbookSnapshot {
        get { lock.withLock { value } }
        set { lock.withLock { value = newValue } }
    }
}
