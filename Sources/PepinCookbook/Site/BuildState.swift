/// The stages of a site build, as a state machine: each state carries what it needs, and
/// ``applying(_:)`` is the only way forward; an event that makes no sense in a state throws.
///
/// ```
/// loading ─loaded→ rendering(0/n) ─rendered→ … ─rendered(n)→ replacing ─replaced→ finished
///    └──────────────────failed (from any unfinished state)───────────────────→ failed
/// ```
public enum BuildState: Hashable, Sendable {
    /// Reading recipe files.
    case loading
    /// Writing pages into the temporary folder.
    case rendering(done: Int, total: Int)
    /// Putting the new site in place of the old.
    case replacing(pages: Int)
    /// The site is in place.
    case finished(pages: Int)
    /// The build stopped; the old output folder is untouched.
    case failed(reason: String)

    /// What happens during a build.
    public enum Event: Hashable, Sendable {
        case loaded(recipes: Int)
        case rendered(count: Int)
        case replaced
        case failed(reason: String)
    }

    /// An event that does not fit the state.
    public struct InvalidTransition: Error, Hashable {
        /// The state the build was in.
        public let state: BuildState
        /// The event that did not fit.
        public let event: Event
    }

    /// The state after `event`.
    /// - Throws: ``InvalidTransition`` when the event cannot happen in this state.
    public func applying(_ event: Event) throws(InvalidTransition) -> BuildState {
        switch (self, event) {
        case (.loading, .loaded(let recipes)):
            return recipes == 0 ? .replacing(pages: 0) : .rendering(done: 0, total: recipes)
        case (.rendering(let done, let total), .rendered(let count)) where count > 0 && done + count <= total:
            return done + count == total ? .replacing(pages: total) : .rendering(done: done + count, total: total)
        case (.replacing(let pages), .replaced):
            return .finished(pages: pages)
        case (.loading, .failed(let reason)), (.rendering, .failed(let reason)), (.replacing, .failed(let reason)):
            return .failed(reason: reason)
        default:
            throw InvalidTransition(state: self, event: event)
        }
    }

    /// A short line for a progress display: "Rendering 812/10000".
    public var progressText: String {
        switch self {
        case .loading: "Loading recipes"
        case .rendering(let done, let total): "Rendering \(done)/\(total)"
        case .replacing: "Replacing the output folder"
        case .finished(let pages): "Built \(pages) pages"
        case .failed(let reason): "Failed: \(reason)"
        }
    }
}
