public import ArgumentParser
public import Pepin

// The command line reads views, styles and formats by the core's own names: one vocabulary for
// the CLI, the server, the API and the WebAssembly core.

extension IngredientView: ExpressibleByArgument {
    public init?(argument: String) { self.init(name: argument) }
    public static var allValueStrings: [String] { allCases.map(\.name) }
    public var defaultValueDescription: String { name }
}

extension ReductionStyle: ExpressibleByArgument {
    public init?(argument: String) { self.init(name: argument) }
    public static var allValueStrings: [String] { allCases.map(\.name) }
    public var defaultValueDescription: String { name }
}

extension TextFormat: ExpressibleByArgument {
    public init?(argument: String) { self.init(name: argument) }
    public static var allValueStrings: [String] { allCases.map(\.name) }
    public var defaultValueDescription: String { name }
}
