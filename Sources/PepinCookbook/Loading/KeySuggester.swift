/// Suggests the known key nearest to a misspelt one (`ingredient` → `ingredients`), by edit
/// distance, as command-line tools do for misspelt options.
struct KeySuggester {
    /// The nearest known key within a distance of 2 (3 for long keys), or `nil`.
    let suggestion: String?

    init(_ key: String, among known: [String]) {
        let lowered = key.lowercased().replacingUnderscoreVariants
        let limit = lowered.count > 8 ? 3 : 2
        var best: (key: String, distance: Int)?
        for candidate in known {
            let distance = Self.distance(Array(lowered), Array(candidate))
            if distance <= limit, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        suggestion = best?.key
    }

    /// Levenshtein distance.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}

extension String {
    /// `prep-time` and `prep time` read as `prep_time`.
    fileprivate var replacingUnderscoreVariants: String {
        String(map { $0 == "-" || $0 == " " ? "_" : $0 })
    }
}
