/// Writes one food's tally as a list line in a view, through the reducers every recipe page uses:
/// US volumes in spoons and cups, metric ones in millilitres, masses in grams or ounces and
/// pounds; the as-written view keeps the authors' system. See ``ShoppingList``.
struct ShoppingItemWriter {
    let tally: FoodTally
    let view: IngredientView
    let style: ReductionStyle
    let format: TextFormat

    func item(aisle: String, isStaple: Bool) -> ShoppingItem {
        let notes = tally.notes
        guard !tally.overflowed, let (total, amounts) = measured() else {
            let name = escaped(tally.name)
            return ShoppingItem(
                key: tally.key, name: tally.name, aisle: aisle, isStaple: isStaple,
                text: name + " (" + ConversionIssue.overflow.reason + ")", total: nil, amounts: [], notes: notes, isTooLarge: true)
        }
        let countOnly = !tally.counts.isEmpty && tally.counts.allSatisfy { $0.key.unit == nil } && amounts.count == tally.counts.count
        let name = countOnly ? inflected(tally.name, plural: tally.counts.contains { $0.quantity.takesPlural }) : tally.name
        var lead: [String] = []
        var breakdown: [String] = []
        if let total {
            lead.append(write(total))
            breakdown = amounts.prefix(amounts.count - tally.counts.count).map(write)
            lead += counts()
        } else {
            lead = amounts.prefix(amounts.count - tally.counts.count).map(write) + counts()
        }
        var text = lead.joinedText(" + ")
        text += text.isEmpty ? escaped(name) : " " + escaped(name)
        if !breakdown.isEmpty { text += " (" + breakdown.joinedText(" + ") + ")" }
        if !notes.isEmpty { text += ", " + escaped(notes.joinedText(", ")) }
        return ShoppingItem(
            key: tally.key, name: name, aisle: aisle, isStaple: isStaple, text: text, total: total, amounts: amounts,
            notes: notes, isTooLarge: false)
    }

    /// The total (when volumes and masses were added through the density) and the amounts: the
    /// volume, the mass, then each count. `nil` when the arithmetic overflows.
    private func measured() -> (ReducedAmount?, [ReducedAmount])? {
        var amounts: [ReducedAmount] = []
        var total: ReducedAmount? = nil
        do throws(QuantityError) {
            if let teaspoons = tally.teaspoons, let food = tally.key.food, let density = FoodMeasures(food).gramsPerTeaspoon,
                tally.grams != nil || view == .metricWeight
            {
                let fromVolume = try FoodTally.ends(teaspoons) { v throws(QuantityError) in try v.multiplied(by: density) }
                guard let grams = try FoodTally.sum(fromVolume, tally.grams) else { return nil }
                guard let weight = weight(grams) else { return nil }
                if tally.grams != nil {
                    // Added through an average density: approximate, and the parts are shown.
                    total = weight.marked(true)
                    // The parts in the authors' own units, whatever the view: where the total came from.
                    amounts = [volume(teaspoons, view: .asWritten), mass(tally.grams ?? grams, view: .asWritten)]
                } else {
                    amounts = [weight]
                }
            } else {
                if let teaspoons = tally.teaspoons { amounts.append(volume(teaspoons)) }
                if let grams = tally.grams { amounts.append(mass(grams)) }
            }
        } catch {
            return nil
        }
        for (key, quantity) in tally.counts {
            amounts.append(ReducedAmount(parts: [AmountPart(quantity: quantity, unit: key.unit)], isApproximate: false))
        }
        return (total, amounts)
    }

    /// A total weight in the view's system: ounces and pounds in US, grams otherwise.
    private func weight(_ grams: Quantity) -> ReducedAmount? {
        if view == .usCustomary || (view == .asWritten && !tally.metricMass && tally.usMass) {
            return USMassReducer(source: .ounce, style: style, origin: .converted).reduce(grams: grams)
        }
        return MetricReducer(kind: .mass, origin: .converted).reduce(grams, from: .one)
    }

    private func volume(_ teaspoons: Quantity, view: IngredientView? = nil) -> ReducedAmount {
        let view = view ?? self.view
        let suitability: Suitability = tally.liquid ? .liquid : .dry
        if view == .usCustomary || (view == .asWritten && tally.usVolume) {
            return UnitReducer(teaspoons, unit: .volume(.teaspoon), style: style, suitability: suitability).reduced
        }
        guard let milliliters = try? FoodTally.ends(teaspoons, { v throws(QuantityError) in try Measure(v, VolumeUnit.teaspoon).milliliters })
        else { return UnitReducer(teaspoons, unit: .volume(.teaspoon), style: style, suitability: suitability).reduced }
        return UnitReducer(milliliters, unit: .volume(.milliliter), style: style, origin: tally.usVolume ? .converted : .written).reduced
    }

    private func mass(_ grams: Quantity, view: IngredientView? = nil) -> ReducedAmount {
        let view = view ?? self.view
        if view == .usCustomary || (view == .asWritten && !tally.metricMass),
            let ounces = try? FoodTally.ends(grams, { v throws(QuantityError) in try v.divided(by: MassUnit.gramsPerOunce) })
        {
            return UnitReducer(ounces, unit: .mass(.ounce), style: style, origin: tally.metricMass ? .converted : .written).reduced
        }
        return UnitReducer(grams, unit: .mass(.gram), style: style, origin: tally.usMass ? .converted : .written).reduced
    }

    /// Each count as written before the name: "8 large", "3 (15 oz) cans", "2 cloves".
    private func counts() -> [String] {
        tally.counts.map { key, quantity in
            var text = QuantityPresenter(quantity, format: format).text
            if !key.size.isEmpty { text += " " + escaped(key.size) }
            if !key.container.isEmpty { text += " (" + escaped(key.container) + ")" }
            if let unit = key.unit { text += " " + (quantity.takesPlural ? unit.plural : unit.singular) }
            return text
        }
    }

    private func write(_ amount: ReducedAmount) -> String {
        AmountPresenter(
            parts: amount.parts, isApproximate: amount.isApproximate, format: format,
            abbreviated: amount.parts.allSatisfy { $0.unit?.system == .metric }, ends: amount.ends
        ).text
    }

    private func escaped(_ text: String) -> String { format == .html ? HTMLEscaper.escape(text) : text }

    /// `name` with its last word in the singular or the plural: "large egg", "eggs".
    private func inflected(_ name: String, plural: Bool) -> String {
        let bytes = Array(name.utf8)
        let start = (bytes.lastIndex(of: UInt8(ascii: " ")) ?? -1) + 1
        let head = String(decoding: bytes[..<start], as: UTF8.self)
        let last = Inflector.singular(String(decoding: bytes[start...], as: UTF8.self))
        return head + (plural ? Inflector.plural(last) : last)
    }
}
