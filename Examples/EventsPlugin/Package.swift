// swift-tools-version:6.0
// A featuregen plugin written in Swift: it depends only on featuregen's FeaturegenPluginAPI library (Codable request
// and response types, no other dependency) and writes one analytics-events file per feature.
import PackageDescription

let package = Package(
    name: "EventsPlugin",
    // featuregen's own: a package can require no older macOS than the packages whose products it uses.
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "featuregen", path: "../..")],
    targets: [
        .executableTarget(
            name: "EventsPlugin",
            dependencies: [.product(name: "FeaturegenPluginAPI", package: "featuregen")]
        )
    ],
    swiftLanguageModes: [.v6]
)
