/// The bounds the loader holds every file to, so that a small hostile file cannot cost
/// gigabytes or minutes: each limit hit is a positioned error, never a crash or a stall.
enum LoadLimits {
    /// The largest recipe or settings file read: 2 MB (the longest real recipes are ~50 KB).
    static let fileBytes = 2 * 1_048_576
    /// The most text the YAML may expand to through aliases (`*anchor`), counted in characters.
    static let expandedCharacters = 4 * 1_048_576
    /// The most lines in an ingredient or instruction list.
    static let listItems = 2_000
    /// The longest line read from a list: 10,000 characters.
    static let lineCharacters = 10_000
}
