import Foundation
import Hummingbird
import Pepin
import PepinCookbook

/// What a recipe page and its API answer are made from, and pages made, kept per cookbook
/// version: the parts that do not change with the scale (per slug and view), and whole pages (per
/// slug, scale and view), so a popular page renders once per change of the files and a page or an
/// answer at a new scale only presents its amounts.
final class RenderedPageCache: Sendable {
    struct PageKey: Hashable {
        let version: Int
        let slug: String
        let scale: String
        let view: IngredientView
    }

    struct PartsKey: Hashable {
        let version: Int
        let slug: String
        let view: IngredientView
    }

    let pages = BoundedCache<PageKey, ByteBuffer>(capacity: 1024)
    let parts = BoundedCache<PartsKey, RecipePageParts>(capacity: 1024)
    /// The API's answers keep their scale-free parts the same way.
    let api = BoundedCache<PartsKey, RecipeAPIEncoder.Parts>(capacity: 1024)
}

/// Values by key, made once and kept; bounded: when full it starts afresh.
final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Key: Value] = [:]
    private let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The kept value, or the value `make` makes, kept.
    func value(for key: Key, make: () -> Value) -> Value {
        if let value = lock.withLock({ values[key] }) { return value }
        let value = make()
        lock.withLock {
            if values.count >= capacity { values.removeAll(keepingCapacity: true) }
            values[key] = value
        }
        return value
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
