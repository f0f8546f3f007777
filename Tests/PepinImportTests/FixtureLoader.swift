import Foundation
import Pepin
import PepinImport

/// Reads the test pages in `Fixtures/`.
enum FixtureLoader {
    static func page(_ name: String) throws -> [UInt8] {
        guard let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures") else {
            throw CocoaError(.fileNoSuchFile)
        }
        return Array(try Data(contentsOf: url))
    }

    static func recipe(_ name: String) throws -> Recipe {
        try RecipePageImporter(page: page(name), pageName: name).recipe()
    }
}
