public import Pepin

/// A week's plan: a title and days (or sections), each a list of recipes at the servings or
/// scale the cook will make them. Read from `menus/*.yaml` by ``MenuFileLoader``.
public struct Menu: Hashable, Sendable {
    /// One day or section: "Monday", "Sunday lunch".
    public struct Day: Hashable, Sendable {
        public let title: String
        public let courses: [Course]
    }

    /// A recipe on the menu.
    public struct Course: Hashable, Sendable {
        /// The recipe's slug.
        public let slug: String
        /// The servings asked for, when the menu gave servings rather than a scale.
        public let servings: Rational?
        /// The scale it is made at (from `scale:`, or servings over the recipe's servings).
        public let scale: Rational
    }

    /// The file, relative to the cookbook folder: `menus/week-12.yaml`.
    public let path: String
    /// The page's slug: `week-12`.
    public let slug: String
    public let title: String
    public let days: [Day]

    /// The menu's recipes at their scales, for a ``ShoppingList``; references to recipes that are
    /// not in `cookbook` are skipped (the loader reported them).
    public func shoppingRecipes(in cookbook: Cookbook) -> [ShoppingRecipe] {
        days.flatMap(\.courses).compactMap { course in
            cookbook.entry(slug: course.slug).map { ShoppingRecipe($0.prepared, scale: course.scale) }
        }
    }
}
