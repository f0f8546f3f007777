import Dispatch

/// Maps a transform over items on all cores, keeping the order of the items.
public struct ParallelMap<Result: Sendable> {
    public let results: [Result]

    public init<Item: Sendable>(_ items: [Item], _ transform: @Sendable (Item) -> Result) {
        let count = items.count
        let buffer = UnsafeMutableBufferPointer<Result?>.allocate(capacity: count)
        buffer.initialize(repeating: nil)
        defer { buffer.deallocate() }
        let slots = SendableSlots(buffer: buffer)
        // Chunks of items keep the per-task overhead small for thousands of little files.
        let chunk = max(1, count / 64)
        let chunks = (count + chunk - 1) / chunk
        DispatchQueue.concurrentPerform(iterations: chunks) { part in
            let start = part * chunk
            for index in start..<min(start + chunk, count) {
                slots.buffer[index] = transform(items[index])
            }
        }
        results = buffer.map { $0! }
    }
}

/// Each task writes its own slots only, so sharing the buffer is safe.
private struct SendableSlots<Result>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<Result?>
}

/// A value made on another thread while the caller goes on; `value` waits for it.
final class ConcurrentValue<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var result: Value?

    init(_ make: @escaping @Sendable () -> Value) {
        DispatchQueue.global().async {
            self.result = make()
            self.done.signal()
        }
    }

    /// The value, once made (the semaphore orders the write before this read).
    var value: Value {
        done.wait()
        done.signal()
        return result!
    }
}
