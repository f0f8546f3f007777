/// A kitchen timer as a state machine: idle, running (until an absolute end time), paused (with
/// the time left) or done. Times are milliseconds on the caller's clock (the page uses
/// `Date.now()`), so a running timer survives a reload: its end time is all it needs.
///
/// ```swift
/// var timer = KitchenTimer.idle(duration: 1_200_000)
/// timer = try timer.applying(.start(now: 0))        // .running(endsAt: 1_200_000, duration: 1_200_000)
/// timer = try timer.applying(.pause(now: 200_000))  // .paused(remaining: 1_000_000, duration: 1_200_000)
/// try timer.applying(.pause(now: 300_000))          // throws: already paused
/// ```
public enum KitchenTimer: Hashable, Sendable {
    /// Not started; `duration` is what it will count.
    case idle(duration: Int64)
    /// Counting down to `endsAt`.
    case running(endsAt: Int64, duration: Int64)
    /// Stopped with `remaining` left.
    case paused(remaining: Int64, duration: Int64)
    /// Reached zero.
    case done(duration: Int64)

    /// What happens to a timer.
    public enum Event: Hashable, Sendable {
        /// Start counting (an idle timer, or a done one again).
        case start(now: Int64)
        case pause(now: Int64)
        case resume(now: Int64)
        /// Add `milliseconds` to a running or paused timer: "+1 min", or a range's high end.
        case add(milliseconds: Int64)
        /// The clock moved on: a running timer past its end is done.
        case tick(now: Int64)
        /// Stop and forget the time: back to idle.
        case cancel
    }

    /// An event the timer's state does not allow: pausing a paused timer, resuming a running one.
    public struct InvalidTransition: Error, Hashable, Sendable {
        public let state: KitchenTimer
        public let event: Event

        public init(state: KitchenTimer, event: Event) {
            self.state = state
            self.event = event
        }
    }

    /// The state's name, as the page stores it: "idle", "running", "paused", "done".
    public var name: String {
        switch self {
        case .idle: "idle"
        case .running: "running"
        case .paused: "paused"
        case .done: "done"
        }
    }

    /// The length the timer counts.
    public var duration: Int64 {
        switch self {
        case .idle(let duration), .running(_, let duration), .paused(_, let duration), .done(let duration): duration
        }
    }

    /// The milliseconds left at `now` (never below zero).
    public func remaining(at now: Int64) -> Int64 {
        switch self {
        case .idle(let duration): duration
        case .running(let endsAt, _): max(0, endsAt - now)
        case .paused(let remaining, _): remaining
        case .done: 0
        }
    }

    /// The state after `event`.
    /// - Throws: ``InvalidTransition`` when the state does not allow the event.
    public func applying(_ event: Event) throws(InvalidTransition) -> KitchenTimer {
        switch (self, event) {
        case (.idle(let duration), .start(let now)), (.done(let duration), .start(let now)):
            return .running(endsAt: now + duration, duration: duration)
        case (.running(let endsAt, let duration), .pause(let now)) where now < endsAt:
            return .paused(remaining: endsAt - now, duration: duration)
        case (.paused(let remaining, let duration), .resume(let now)):
            return .running(endsAt: now + remaining, duration: duration)
        case (.running(let endsAt, let duration), .add(let extra)) where extra > 0:
            return .running(endsAt: endsAt + extra, duration: duration + extra)
        case (.paused(let remaining, let duration), .add(let extra)) where extra > 0:
            return .paused(remaining: remaining + extra, duration: duration + extra)
        case (.running(let endsAt, let duration), .tick(let now)):
            return now >= endsAt ? .done(duration: duration) : self
        case (.running(_, let duration), .cancel), (.paused(_, let duration), .cancel), (.done(let duration), .cancel):
            return .idle(duration: duration)
        default:
            throw InvalidTransition(state: self, event: event)
        }
    }
}
