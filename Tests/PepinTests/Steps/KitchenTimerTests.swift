import Pepin
import Testing

@Suite struct KitchenTimerTests {
    typealias Event = KitchenTimer.Event
    static let minute: Int64 = 60_000

    @Test("every allowed transition")
    func allowed() throws {
        let idle = KitchenTimer.idle(duration: 20 * Self.minute)
        let running = try idle.applying(.start(now: 1_000))
        #expect(running == .running(endsAt: 1_000 + 20 * Self.minute, duration: 20 * Self.minute))
        #expect(running.remaining(at: 61_000) == 19 * Self.minute)
        let paused = try running.applying(.pause(now: 61_000))
        #expect(paused == .paused(remaining: 19 * Self.minute, duration: 20 * Self.minute))
        #expect(try paused.applying(.add(milliseconds: Self.minute)) == .paused(remaining: 20 * Self.minute, duration: 21 * Self.minute))
        let resumed = try paused.applying(.resume(now: 100_000))
        #expect(resumed == .running(endsAt: 100_000 + 19 * Self.minute, duration: 20 * Self.minute))
        #expect(try resumed.applying(.add(milliseconds: Self.minute)).remaining(at: 100_000) == 20 * Self.minute)
        #expect(try resumed.applying(.tick(now: 100_001)) == resumed)
        let done = try resumed.applying(.tick(now: 100_000 + 19 * Self.minute))
        #expect(done == .done(duration: 20 * Self.minute))
        #expect(done.remaining(at: 0) == 0)
        #expect(try done.applying(.start(now: 0)) == .running(endsAt: 20 * Self.minute, duration: 20 * Self.minute))
        for state in [running, paused, done] {
            #expect(try state.applying(.cancel) == idle)
        }
        #expect([idle, running, paused, done].map(\.name) == ["idle", "running", "paused", "done"])
    }

    @Test("invalid transitions are refused with the state and event", arguments: [
        (KitchenTimer.idle(duration: 1000), Event.pause(now: 0)),
        (.idle(duration: 1000), .resume(now: 0)),
        (.idle(duration: 1000), .add(milliseconds: 60_000)),
        (.idle(duration: 1000), .tick(now: 0)),
        (.idle(duration: 1000), .cancel),
        (.running(endsAt: 5000, duration: 1000), .start(now: 0)),
        (.running(endsAt: 5000, duration: 1000), .resume(now: 0)),
        (.running(endsAt: 5000, duration: 1000), .pause(now: 6000)),
        (.running(endsAt: 5000, duration: 1000), .add(milliseconds: 0)),
        (.paused(remaining: 500, duration: 1000), .start(now: 0)),
        (.paused(remaining: 500, duration: 1000), .pause(now: 0)),
        (.paused(remaining: 500, duration: 1000), .tick(now: 0)),
        (.done(duration: 1000), .pause(now: 0)),
        (.done(duration: 1000), .resume(now: 0)),
        (.done(duration: 1000), .add(milliseconds: 60_000)),
        (.done(duration: 1000), .tick(now: 0)),
    ])
    func invalid(state: KitchenTimer, event: Event) {
        #expect(throws: KitchenTimer.InvalidTransition(state: state, event: event)) { try state.applying(event) }
    }
}
