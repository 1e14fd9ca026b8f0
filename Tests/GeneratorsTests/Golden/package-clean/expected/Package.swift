// swift-tools-version: 6.2
// Created by featuregen. This file is yours: featuregen only rewrites the lines between the
// featuregen:package markers, where it declares the generated targets.

import PackageDescription

let package = Package(
    name: "Shop",
    platforms: [.iOS(.v17), .macOS(.v14)]
)

// featuregen:package:begin
// A target per layer, each with its default isolation (SE-0466): `Domain` and `Data` nonisolated,
// `Presentation` and `Features` on the main actor. The tests reach every layer through `@testable import`.
package.targets += [
    .target(name: "ShopDomain"),
    .target(
        name: "ShopData",
        dependencies: ["ShopDomain"]
    ),
    .target(
        name: "ShopPresentation",
        dependencies: ["ShopDomain"],
        swiftSettings: [.defaultIsolation(MainActor.self)]
    ),
    .testTarget(
        name: "ShopTests",
        dependencies: ["ShopDomain", "ShopData", "ShopPresentation"]
    ),
]
// Linux has no SwiftUI: there the package builds and tests the layers without the views.
#if canImport(SwiftUI)
    package.products += [
        .library(
            name: "Shop",
            targets: ["ShopDomain", "ShopData", "ShopPresentation", "ShopFeatures"]
        )
    ]
    package.targets += [
        .target(
            name: "ShopFeatures",
            dependencies: ["ShopDomain", "ShopData", "ShopPresentation"],
            swiftSettings: [.defaultIsolation(MainActor.self)]
        )
    ]
#endif
// featuregen:package:end
