import Foundation

/// A recipe's file name stem from its title, following `docs/RecipeFormat.md`: lower-cased, runs
/// of characters other than `a-z0-9` turned into single `-`; accents are dropped first so
/// "Crème Brûlée" reads `creme-brulee`.
///
///     RecipeSlug("Mom's Best Pancakes!").text   // "mom-s-best-pancakes"
public struct RecipeSlug: Sendable {
    /// The slug; `recipe` when the title has no letters or digits at all.
    public let text: String

    /// Makes the slug of `title` (at most 80 characters).
    public init(_ title: String) {
        let folded = title.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
        var out = ""
        var pendingDash = false
        for scalar in folded.unicodeScalars {
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
                if pendingDash, !out.isEmpty { out += "-" }
                pendingDash = false
                out.unicodeScalars.append(scalar)
                if out.count >= 80 { break }
            } else {
                pendingDash = true
            }
        }
        text = out.isEmpty ? "recipe" : out
    }
}
