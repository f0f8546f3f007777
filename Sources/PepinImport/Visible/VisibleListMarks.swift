/// Which list of a recipe a piece of visible markup holds.
enum VisibleListKind: Sendable {
    case ingredients, instructions
}

/// What marks a visible list, from the most to the least trusted: a recipe plugin's or a
/// microformat's class, a class that merely names the list (`recipe_ingredients`), a heading
/// followed by lists, a heading followed by paragraphs (a method written as `<p>`s), an ordered
/// list right after a headed ingredient list, beside it in the same element (a method without a heading).
enum VisibleListSource: Sendable, CaseIterable {
    case plugin, namingClass, heading, paragraphs, afterIngredients
}

/// How recipe plugins and microformats mark their visible lists, by class name, and the headings
/// that introduce a list on pages without any markup.
///
/// An *item* class marks one line (`wprm-recipe-ingredient`); a *container* class marks an element
/// whose `<li>`s, or else whose lines, are the list (`tasty-recipes-ingredients`).
enum VisibleListMarks {
    /// Classes that mark one ingredient or one step.
    static let itemClasses: [Substring: VisibleListKind] = [
        // WP Recipe Maker
        "wprm-recipe-ingredient": .ingredients, "wprm-recipe-instruction-text": .instructions,
        // hRecipe, Zip Recipes, EasyRecipe
        "ingredient": .ingredients, "instruction": .instructions,
    ]

    /// Classes that mark an element holding a whole list.
    static let containerClasses: [Substring: VisibleListKind] = [
        // Tasty Recipes
        "tasty-recipes-ingredients": .ingredients, "tasty-recipes-instructions": .instructions,
        // Mediavine Create
        "mv-create-ingredients": .ingredients, "mv-create-instructions": .instructions,
        // Zip Recipes
        "zrdn-ingredients-list": .ingredients, "zrdn-instructions-list": .instructions,
        "zlrecipe-ingredients-list": .ingredients, "zlrecipe-instructions-list": .instructions,
        // hRecipe, EasyRecipe
        "instructions": .instructions, "ERSIngredients": .ingredients, "ERSInstructions": .instructions,
    ]

    /// The kind of list a class names by its last word, in any case and with any prefix:
    /// `Ingredients`, `recipe_ingredients`, `hf-ingredients`, `ingredients-list`, `recipe--preparation`,
    /// `directions`. Classes of a part of a list (`ingredients-group`, `ingredient-name`) name none,
    /// nor `method` (a page's cooking method: oven, slow cooker), nor a post's category or tag.
    static func namingClassKind(_ className: Substring) -> VisibleListKind? {
        var words = className.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" })
        // WordPress marks a post with its categories and tags (`category-5-ingredients`): a topic.
        if let first = words.first, ["category", "categories", "tag", "tags"].contains(first) { return nil }
        let isList = words.count >= 2 && words.last == "list"
        if isList { words.removeLast() }
        switch words.last {
        case "ingredients": return .ingredients
        case "instructions", "directions", "preparation": return .instructions
        case "ingredient": return isList ? .ingredients : nil
        case "instruction", "direction", "step", "steps": return isList ? .instructions : nil
        default: return nil
        }
    }

    /// The kind of list whose item a class names by its last words: `recipe-ingredients__item`,
    /// `ingredient-item`, `structured-ingredients__list-item`, `c-recipe-instructions__item`; not
    /// `ingredients__quantity-change-item` (a part of the list's controls).
    static func namingItemKind(_ className: Substring) -> VisibleListKind? {
        var words = className.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" })
        guard words.count >= 2, words.removeLast() == "item" else { return nil }
        if words.count >= 2, words.last == "list" { words.removeLast() }
        switch words.last {
        case "ingredients", "ingredient": return .ingredients
        case "instructions", "instruction", "directions", "direction", "preparation": return .instructions
        default: return nil
        }
    }

    /// What an element with these classes is inside a plugin's list of `kind`: an item class says
    /// its own kind (hRecipe's `ingredient` inside a recipe wrapped in `instructions`), and the
    /// list's own container class marks one item of it (each step marked `instructions` again).
    static func nestedItemKind(_ classes: [Substring], in kind: VisibleListKind) -> VisibleListKind? {
        if let item = classes.lazy.compactMap({ itemClasses[$0] }).first { return item }
        return classes.contains(where: { containerClasses[$0] == kind }) ? kind : nil
    }

    /// The kind a heading introduces: "Ingredients", "Zutaten", "Method", "Modo de preparo", ...
    /// Matches the whole heading, or (unless `whole`) its last words ("Apple pie – the ingredients")
    /// or its first words before a word that says what for ("Ingredients for the dough",
    /// "Zubereitung der Soße", "Elaboración de la crema"; never "Preparation time").
    static func headingKind(_ heading: String, whole: Bool = false) -> VisibleListKind? {
        var text = Substring(heading.lowercased())
        while let last = text.last, ":.*".contains(last) || last.isWhitespace { text = text.dropLast() }
        guard !text.isEmpty, text.count <= 80 else { return nil }
        for (words, kind) in headingWords where text == words || (!whole && text.hasSuffix(" " + words)) {
            return kind
        }
        guard !whole else { return nil }
        for (words, kind) in headingWords where text.hasPrefix(words + " ") {
            let next = text.dropFirst(words.count + 1).prefix { $0.isLetter }
            if headingLinks.contains(next) { return kind }
        }
        return nil
    }

    /// Words that tie a heading's keyword to what it is for: "for", "für", "de", "per", "voor", ...
    private static let headingLinks: Set<Substring> = [
        "for", "of", "für", "der", "des", "vom", "von", "zum", "zur", "de", "du", "pour", "per", "di", "del",
        "della", "dello", "para", "do", "da", "dos", "das", "voor", "van", "dla", "na", "til", "för", "al",
    ]

    private static let headingWords: [(Substring, VisibleListKind)] = [
        ("ingredients", .ingredients), ("ingredient list", .ingredients), ("you will need", .ingredients),
        ("ingrédients", .ingredients), ("zutaten", .ingredients), ("ingredienti", .ingredients),
        ("ingredientes", .ingredients), ("ingrediënten", .ingredients), ("składniki", .ingredients),
        ("ingredienser", .ingredients), ("hozzávalók", .ingredients),
        ("directions", .instructions), ("method", .instructions), ("instructions", .instructions),
        ("preparation", .instructions), ("steps", .instructions), ("how to make it", .instructions),
        ("préparation", .instructions), ("étapes", .instructions), ("étapes de préparation", .instructions),
        ("zubereitung", .instructions), ("preparazione", .instructions),
        ("procedimento", .instructions), ("preparación", .instructions), ("elaboración", .instructions),
        ("pasos a seguir", .instructions), ("pasos", .instructions),
        ("modo de preparo", .instructions), ("modo de preparação", .instructions),
        ("preparo", .instructions), ("przygotowanie", .instructions), ("bereiding", .instructions), ("bereiden", .instructions),
        ("bereidingswijze", .instructions), ("elkészítés", .instructions), ("fremgangsmåte", .instructions),
        ("tilberedning", .instructions),
    ]

    /// The classes of a tag that may mark a list: every mark names ingredients, instructions,
    /// directions or a preparation, so other tags are passed over without reading their
    /// attributes.
    static func classes(of token: HTMLToken, in bytes: [UInt8]) -> [Substring]? {
        let search = HTMLByteSearch(bytes)
        let range = token.attributesRange
        guard search.find("ngredient", in: range) != nil || search.find("nstruction", in: range) != nil
            || search.find("irection", in: range) != nil || search.find("reparation", in: range) != nil,
            let value = HTMLAttributeParser(bytes, token.attributesRange)["class"]
        else { return nil }
        return value.utf8.split(whereSeparator: { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == 0x0C })
            .map { Substring($0) }
    }

    /// Whether an element inside a plugin's list titles a group of its lines rather than being one:
    /// Zip Recipes' `zrdn-subtitle`, EasyRecipe's `ERSeparator`, a `...-group-name`, `...-label`
    /// (not a checkbox's) or `...-heading` class: "Glaze", "Topping".
    static func titlesGroup(_ token: HTMLToken, in bytes: [UInt8]) -> Bool {
        guard token.attributesRange.count > 6, let value = HTMLAttributeParser(bytes, token.attributesRange)["class"]?.lowercased()
        else { return false }
        return value.split(separator: " ").contains { name in
            name.hasSuffix("subtitle") || name.hasSuffix("separator") || name.hasSuffix("group-name")
                || name.hasSuffix("group-title") || name.hasSuffix("heading")
                || (name.hasSuffix("label") && !name.contains("checkbox"))
        }
    }

    /// Whether a line reads as a step of a method: two words or more ("Butter it.", not "35 min" or "Easy").
    static func readsAsStep(_ line: String) -> Bool {
        line.split(whereSeparator: \.isWhitespace).count(where: { $0.count(where: \.isLetter) >= 2 }) >= 2
    }

    /// An item's text as a line, without the "▢" checkbox some plugins print before it.
    static func itemLine(_ text: String) -> String {
        var line = Substring(TextCleaner(text).line)
        while let first = line.first, first == "▢" || first == "☐" || first.isWhitespace { line = line.dropFirst() }
        return String(line)
    }

    /// Whether a line found in a list is one of its lines: not one that only says "Ingredients" or
    /// "Method" (80 characters at most), which names the list, nor a copyright notice ("Photo: © ...").
    /// In an ingredient list, nor one that the list's name starts ("Ingredients: Beef, Garlic",
    /// a page's tags for the recipe).
    static func isListLine(_ line: String, _ kind: VisibleListKind) -> Bool {
        guard !line.isEmpty, !line.contains("©"), line.utf8.count > 100 || headingKind(line, whole: true) == nil else {
            return false
        }
        guard kind == .ingredients, let colon = line.firstIndex(of: ":") else { return true }
        return headingKind(String(line[..<colon]), whole: true) != .ingredients
    }
}
