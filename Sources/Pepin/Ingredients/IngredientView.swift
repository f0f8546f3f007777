/// How a cook chooses to read a recipe's amounts.
public enum IngredientView: Hashable, Sendable, CaseIterable {
    /// The author's units, only scaled.
    case asWritten
    /// US customary: cups and spoons, ounces and pounds; grams of flour and sugar read as cups.
    case usCustomary
    /// Metric volume: millilitres and litres for volumes, grams for weights.
    case metricVolume
    /// Metric weight: everything with a known density or piece weight in grams, as a baker weighs.
    case metricWeight

    /// The view named `name`: "as-written", "us", "metric" / "metric-volume", "weight" /
    /// "metric-weight"; `nil` for anything else.
    public init?(name: String) {
        switch ASCIICase.lowercased(name) {
        case "as-written", "written", "original": self = .asWritten
        case "us", "us-customary", "imperial": self = .usCustomary
        case "metric", "metric-volume", "volume": self = .metricVolume
        case "weight", "metric-weight", "grams": self = .metricWeight
        default: return nil
        }
    }

    /// The view's name as ``init(name:)`` reads it: the one vocabulary of views for the command
    /// line, the server, the API and the WebAssembly core (whose codes are positions in
    /// ``allCases``).
    public var name: String {
        switch self {
        case .asWritten: "as-written"
        case .usCustomary: "us"
        case .metricVolume: "metric"
        case .metricWeight: "weight"
        }
    }

    /// The views' names for a message: "as-written, us, metric or weight".
    public static var namesInProse: String {
        var text = ""
        for (index, view) in allCases.enumerated() {
            if index > 0 { text += index == allCases.count - 1 ? " or " : ", " }
            text += view.name
        }
        return text
    }

    /// True for the views that write temperatures in Celsius.
    public var isMetric: Bool { self == .metricVolume || self == .metricWeight }
}
