import Pepin

/// The yield and times a recipe card shows, for pages whose schema.org Recipe lacks them (or that
/// have none): WP Recipe Maker (`wprm-recipe-servings`, `wprm-recipe-prep_time-minutes`, ...),
/// Tasty Recipes (`tasty-recipes-yield`, `tasty-recipes-prep-time`), Mediavine Create
/// (`mv-create-time-prep`, `mv-create-yield`), Zip Recipes (`zrdn-yield`, `zrdn-element_prep_time`),
/// EasyRecipe and hRecipe (`yield`, `preptime`, `cooktime`, `duration`, with a `value-title`'s
/// ISO 8601 `title`), and `itemprop` marks outside any microdata item.
///
/// Every value goes through the readers schema.org import uses: ``SchemaYieldReader`` for the
/// yield, ``SchemaFieldReader/time(_:)`` for the times. The first card's value of each counts.
///
///     let card = RecipeCardDetails(Array(#"<span class="tasty-recipes-prep-time">20 mins</span>"#.utf8))
///     card.prepTime   // RecipeTime(minutes: 20)
struct RecipeCardDetails {
    /// What the recipe makes ("24 cookies"), when the card says so.
    private(set) var yields: String?
    /// How many it serves ("4-6").
    private(set) var serves: String?
    private(set) var prepTime: RecipeTime?
    private(set) var cookTime: RecipeTime?
    private(set) var totalTime: RecipeTime?

    private var captures: [RecipeCardMarks.Field: Capture] = [:]
    /// The field's element and the elements open inside it, outermost first (none outside a field).
    private var open: [(name: String, capture: RecipeCardMarks.Field, skips: Bool)] = []

    /// Reads a whole page.
    init(_ bytes: [UInt8]) {
        self.init()
        var tokenizer = HTMLTokenizer(bytes)
        while let token = tokenizer.next() { read(token, in: bytes) }
        finish()
    }

    /// A reader fed the tokens of a walk over the page (``VisibleRecipeScanner``'s), then ``finish()``.
    init() {}

    /// Reads one token of the page.
    mutating func read(_ token: HTMLToken, in bytes: [UInt8]) {
        switch token.kind {
        case .startTag(let selfClosing):
            let inside = open.last?.capture
            // Outside a field, only a tag that may hold one, whose attributes may name one, is read.
            guard inside != nil || RecipeCardMarks.mayHold(token.name) && RecipeCardMarks.mayMark(bytes, token.attributesRange)
            else { return }
            let marks = RecipeCardMarks(token, in: bytes)
            let skipping = open.last?.skips ?? false
            if let inside, let title = marks.isoTitle, !skipping, captures[inside]?.iso == nil { captures[inside]?.iso = title }
            var field = inside
            if inside == nil, let mark = marks.mark, captures[mark.field]?.accepts(mark.part) ?? true {
                var capture = captures[mark.field] ?? Capture()
                capture.start(mark.part, iso: marks.isoTitle, wholeTimeOnly: marks.isGeneric)
                captures[mark.field] = capture
                field = mark.field
            }
            guard let field else { return }
            guard !selfClosing, !VisibleListElements.voidElements.contains(token.name) else {
                if inside == nil { captures[field]?.finishPart() }
                return
            }
            open.append((token.name, field, skipping || marks.skips))
        case .endTag:
            // One field is read at a time: every open element is its own.
            guard let field = open.first?.capture, let index = open.lastIndex(where: { $0.name == token.name }) else { return }
            open.removeSubrange(index...)
            if open.isEmpty { captures[field]?.finishPart() }
        case .text:
            guard let last = open.last, !last.skips else { return }
            captures[last.capture]?.text += bytes[token.range]
            captures[last.capture]?.text.append(0x20)
        case .rawText, .comment:
            return
        }
    }

    /// Reads what the fields hold, once the walk is over.
    mutating func finish() {
        if let field = open.first?.capture { captures[field]?.finishPart() }
        open.removeAll()
        readValues()
    }

    private mutating func readValues() {
        var yieldText = captures[.yield]?.wholeText ?? ""
        for label in ["yield:", "yields:"] where yieldText.lowercased().hasPrefix(label) {
            yieldText = yieldText.dropFirst(label.count).trimmingSpaces
        }
        if !yieldText.isEmpty {
            let unit = captures[.yieldUnit]?.wholeText ?? ""
            let yield = SchemaYieldReader([unit.isEmpty ? yieldText : yieldText + " " + unit])
            (yields, serves) = (yield.yields, yield.serves)
        }
        prepTime = captures[.prep]?.time
        cookTime = captures[.cook]?.time
        totalTime = captures[.total]?.time
    }

    /// One field's text as the card shows it, in parts where the card splits it (hours, minutes).
    private struct Capture {
        var text: [UInt8] = []
        var part = RecipeCardMarks.Part.whole
        var iso: String?
        var done = false
        /// The parts read so far: "1 hours", "20 minutes", or the whole text.
        var parts: [String] = []
        var partsSeen: Set<RecipeCardMarks.Part> = []

        /// Whether the time must be the whole text (a generic class such as hRecipe's `duration`
        /// may mark a video's "3:45"), not just begin it.
        var wholeTimeOnly = false

        /// Whether an element marking `part` of this field adds to it: another unit of a time the
        /// card splits, never a second card's value; anything while nothing was read (an empty
        /// element before the card's).
        func accepts(_ part: RecipeCardMarks.Part) -> Bool {
            guard done else { return false }
            if parts.isEmpty, iso == nil { return true }
            return part != .whole && !partsSeen.contains(.whole) && !partsSeen.contains(part)
        }

        mutating func start(_ part: RecipeCardMarks.Part, iso: String?, wholeTimeOnly: Bool) {
            if parts.isEmpty, self.iso == nil { partsSeen = [] }
            self.part = part
            self.wholeTimeOnly = wholeTimeOnly
            partsSeen.insert(part)
            done = false
            if let iso { self.iso = self.iso ?? iso }
        }

        mutating func finishPart() {
            guard !done else { return }
            done = true
            let line = TextCleaner(String(decoding: text, as: UTF8.self)).line
            text.removeAll()
            switch part {
            case .whole:
                if !line.isEmpty { parts.append(line) }
            case .days, .hours, .minutes:
                // The number only: the unit is a span of its own, or text for screen readers.
                let number = line.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
                if !number.isEmpty { parts.append("\(number) \(part)") }
            }
        }

        var wholeText: String { parts.joined(separator: " ") }

        var time: RecipeTime? {
            if let iso, let time = SchemaFieldReader.time(iso) { return time }
            // "1 hour, 30 minutes" (Zip Recipes) reads as "1 hour 30 minutes".
            let text = wholeText.replacingOccurrences(",", with: "")
            guard !parts.isEmpty, !wholeTimeOnly || DurationParser(text).seconds != nil else { return nil }
            return SchemaFieldReader.time(text)
        }
    }
}
