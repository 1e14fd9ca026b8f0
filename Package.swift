// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "featuregen",
    products: [
        .executable(name: "featuregen", targets: ["featuregen"]),
        .library(name: "SpecModel", targets: ["SpecModel"]),
        .library(name: "Generators", targets: ["Generators"]),
        .library(name: "FeaturegenKit", targets: ["FeaturegenKit"]),
        .library(name: "FeaturegenPluginAPI", targets: ["FeaturegenPluginAPI"]),
    ],
    targets: [
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"])]
        ),
        .target(name: "FeaturegenPluginAPI"),
        .target(name: "SpecModel", dependencies: ["CYAML"]),
        .target(name: "Generators", dependencies: ["SpecModel"]),
        // The pipeline (load, resolve, plan, plugins, decide, apply), the settings and the plugin host.
        .target(name: "FeaturegenKit", dependencies: ["SpecModel", "Generators", "FeaturegenPluginAPI"]),
        .executableTarget(name: "featuregen", dependencies: ["FeaturegenKit", "SpecModel", "Generators"]),
        // The fuzz target of the spec readers and validator (Scripts/fuzz.sh); a plain build replays files.
        .executableTarget(name: "SpecFuzzer", dependencies: ["SpecModel"]),
        .testTarget(name: "SpecModelTests", dependencies: ["SpecModel"]),
        .testTarget(name: "GeneratorsTests", dependencies: ["Generators", "SpecModel"], exclude: ["Golden", "Fixtures"]),
        .testTarget(name: "FeaturegenKitTests", dependencies: ["FeaturegenKit", "Generators", "SpecModel"]),
        .testTarget(name: "FeaturegenCLITests", dependencies: ["featuregen"]),
    ],
    swiftLanguageModes: [.v6]
)
