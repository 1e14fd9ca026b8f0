// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "featuregen",
    // macOS 15: Synchronization's Atomic and Mutex (the parallel writes, the YAML alias budget, tests) need it.
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "featuregen", targets: ["featuregen"]),
        .library(name: "SpecModel", targets: ["SpecModel"]),
        .library(name: "CodePrinting", targets: ["CodePrinting"]),
        .library(name: "Regeneration", targets: ["Regeneration"]),
        .library(name: "Generators", targets: ["Generators"]),
        .library(name: "FeaturegenKit", targets: ["FeaturegenKit"]),
        .library(name: "FeaturegenPluginAPI", targets: ["FeaturegenPluginAPI"]),
        .plugin(name: "FeaturegenPlugin", targets: ["FeaturegenPlugin"]),
    ],
    targets: [
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "FeaturegenPluginAPI"),
        // The one place that handles raw memory for C (libyaml, read/write, readdir, posix_spawn): docs/security.md.
        .target(name: "CInterop", dependencies: ["CYAML"]),
        .target(name: "SpecModel", dependencies: ["CInterop"]),
        // Swift text printing only: knows nothing of specs, generators or the disk.
        .target(name: "CodePrinting"),
        // Planned outputs applied to the output folder: manifest, merges, decisions, run cache, writes. Below
        // Generators, which plans the outputs it applies (docs/architecture.md).
        .target(name: "Regeneration", dependencies: ["SpecModel", "CInterop"]),
        .target(name: "Generators", dependencies: ["SpecModel", "CodePrinting", "Regeneration"]),
        // The pipeline (load, resolve, plan, plugins, decide, apply), the settings and the plugin host.
        .target(
            name: "FeaturegenKit",
            dependencies: [
                "SpecModel", "CodePrinting", "Regeneration", "Generators", "FeaturegenPluginAPI", "CInterop",
            ]),
        .executableTarget(
            name: "featuregen",
            dependencies: ["FeaturegenKit", "SpecModel", "CodePrinting", "Generators", "Regeneration", "CInterop"]),
        // `swift package featuregen …` in a package that depends on this one, and the same from Xcode projects: runs
        // the featuregen tool in the package's root (docs/architecture.md).
        .plugin(
            name: "FeaturegenPlugin",
            capability: .command(
                intent: .custom(verb: "featuregen", description: "Generate, validate or plan features from specs"),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "featuregen generate writes the generated features, and their .featuregen state, "
                            + "into the package")
                ]),
            dependencies: ["featuregen"]),
        // The fuzz target of the spec readers and validator (Scripts/fuzz.sh); a plain build replays files.
        .executableTarget(name: "SpecFuzzer", dependencies: ["SpecModel"]),
        .testTarget(name: "CInteropTests", dependencies: ["CInterop"]),
        .testTarget(name: "SpecModelTests", dependencies: ["SpecModel"]),
        .testTarget(name: "CodePrintingTests", dependencies: ["CodePrinting"]),
        .testTarget(name: "RegenerationTests", dependencies: ["Regeneration", "SpecModel"], exclude: ["Fixtures"]),
        .testTarget(
            name: "GeneratorsTests", dependencies: ["Generators", "CodePrinting", "Regeneration", "SpecModel"],
            exclude: ["Golden"]),
        .testTarget(
            name: "FeaturegenKitTests",
            dependencies: ["FeaturegenKit", "FeaturegenPluginAPI", "Generators", "Regeneration", "SpecModel"]),
        .testTarget(name: "FeaturegenCLITests", dependencies: ["featuregen", "Generators", "SpecModel"]),
        // Runs the command plugin through `swift package` in a package that depends on this one by path: it needs
        // no module of featuregen's, as SwiftPM builds the plugin and its tool itself.
        .testTarget(name: "PackagePluginTests", exclude: ["XcodeProjectPluginStandIn"]),
    ],
    swiftLanguageModes: [.v6]
)
