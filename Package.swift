// swift-tools-version:6.2
import PackageDescription

let swiftSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "Pepin",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "Pepin", targets: ["Pepin"]),
        .executable(name: "pepin", targets: ["pepin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.2.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/swift-server/async-http-client.git", from: "1.37.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        .package(url: "https://github.com/weichsel/ZIPFoundation.git", from: "0.9.19"),
    ],
    targets: [
        // The value layer: pure, no dependencies, no Foundation; also compiled as Embedded Swift.
        .target(name: "Pepin", swiftSettings: swiftSettings),
        // Object layer: recipe files, site building.
        .target(
            name: "PepinCookbook",
            dependencies: ["Pepin", .product(name: "Yams", package: "Yams")],
            exclude: ["Site/Assets"],
            swiftSettings: swiftSettings,
            plugins: ["EmbedSiteFiles"]),
        // Puts Site/Assets (pepin.js, pepin.css) into PepinCookbook (Scripts/embed-site-files.sh).
        .plugin(name: "EmbedSiteFiles", capability: .buildTool()),
        // Object layer: reading recipes from web pages.
        .target(
            name: "PepinImport",
            dependencies: [
                "Pepin", "PepinCookbook",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ],
            swiftSettings: swiftSettings),
        // Object layer: the preview / self-hosting server.
        .target(
            name: "PepinServer",
            dependencies: [
                "Pepin", "PepinCookbook",
                .product(name: "Hummingbird", package: "hummingbird"),
            ],
            swiftSettings: swiftSettings),
        .executableTarget(
            name: "pepin",
            dependencies: [
                "Pepin", "PepinCookbook", "PepinImport", "PepinServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: swiftSettings,
            plugins: ["EmbedWasmCore"]),
        // Builds the WebAssembly core and puts it into the pepin binary (Wasm/embed.sh).
        .plugin(name: "EmbedWasmCore", capability: .buildTool()),
        // The import evaluation against a corpus with expected results (not part of importing).
        .target(
            name: "PepinEvaluation", dependencies: ["Pepin", "PepinImport"], swiftSettings: swiftSettings),
        // Benchmarks and evaluations, apart from the cook's CLI.
        .executableTarget(
            name: "pepin-bench",
            dependencies: [
                "Pepin", "PepinCookbook", "PepinImport", "PepinServer", "PepinEvaluation",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: swiftSettings),
        // Mutation fuzzing of the recipe-file loader and the pages, run by Fuzz/run.sh (not the cook's CLI).
        .executableTarget(
            name: "pepin-fuzz-loader", dependencies: ["Pepin", "PepinCookbook"], path: "Fuzz/Loader",
            swiftSettings: swiftSettings),
        .testTarget(
            name: "PepinTests",
            dependencies: ["Pepin", .product(name: "PropertyBased", package: "swift-property-based")],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "PepinCookbookTests", dependencies: ["Pepin", "PepinCookbook"],
            resources: [.copy("Fixtures")],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "PepinImportTests", dependencies: ["Pepin", "PepinCookbook", "PepinImport", "PepinEvaluation"],
            resources: [.copy("Fixtures")],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "PepinServerTests",
            dependencies: [
                "Pepin", "PepinCookbook", "PepinServer",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ],
            swiftSettings: swiftSettings),
    ]
)
