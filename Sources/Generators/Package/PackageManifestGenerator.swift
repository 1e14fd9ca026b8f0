import CodePrinting
import Regeneration
import SpecModel

/// With `layout: package`, the `Package.swift` whose targets follow the layers: created when missing, otherwise
/// patched between two marker comments, as the root view is. Nothing with the default layout.
public struct PackageManifestGenerator: Generator {
    /// Where the manifest goes: the output folder is the package.
    public static let path = "Package.swift"
    /// Width past which a list of target names is broken one per line.
    private static let lineLength = 120

    public let id = "package"
    public let summary = "Package.swift with a target per layer (layout: package only), patched between markers"

    /// Creates the generator.
    public init() {}

    public func planRun(in context: GenerationContext) -> [PlannedOutput] {
        guard context.outputLayout == .package, let layout = context.preset.package else { return [] }
        let patch = RegionPatch(
            path: Self.path, generator: id, lines: Self.region(layout, context), template: Self.template(context),
            indent: context.indent, markers: .package)
        return [.patch(patch)]
    }

    /// The manifest featuregen creates when the output has none: the package, and the region after it.
    static func template(_ context: GenerationContext) -> String {
        var printer = CodePrinter(indent: context.indent)
        // The tools version comes first; 6.2 is the first with `.defaultIsolation(_:)`.
        printer.line("// swift-tools-version: 6.2")
        printer.line("// Created by featuregen. This file is yours: featuregen only rewrites the lines between the")
        printer.line("// featuregen:package markers, where it declares the generated targets.")
        printer.line()
        printer.line("import PackageDescription")
        printer.line()
        printer.line("let package = Package(")
        printer.indent { printer in
            printer.line("name: \(SwiftSyntax.stringLiteral(context.module)),")
            // `@Observable` view models need iOS 17 and macOS 14.
            printer.line("platforms: [.iOS(.v17), .macOS(.v14)]")
        }
        printer.line(")")
        printer.line()
        printer.line(RegionPatch.Markers.package.begin)
        printer.line(RegionPatch.Markers.package.end)
        return printer.text
    }

    /// The region: the targets that build everywhere, then, where SwiftUI exists, the views' target and the
    /// library an app depends on.
    static func region(_ layout: PackageLayout, _ context: GenerationContext) -> [String] {
        let module = context.module
        var printer = CodePrinter(indent: context.indent)
        let (everywhere, views) = (layout.targets.filter { !$0.needsSwiftUI }, layout.targets.filter(\.needsSwiftUI))
        let (nonisolated, mainActor) = Self.isolation(layout.targets)
        printer.line("// A target per layer, each with its default isolation (SE-0466): \(nonisolated) nonisolated,")
        printer.line("// \(mainActor) on the main actor. The tests reach every layer through `@testable import`.")
        targets(everywhere, module, into: &printer)
        if !views.isEmpty {
            printer.line("// Linux has no SwiftUI: there the package builds and tests the layers without the views.")
            printer.line("#if canImport(SwiftUI)")
            printer.indent { printer in
                let libraries = layout.targets.filter { !$0.isTest }.map { $0.name(module) }
                printer.line("package.products += [")
                printer.indent { printer in
                    printer.line(".library(")
                    printer.indent { printer in
                        printer.line("name: \(SwiftSyntax.stringLiteral(module)),")
                        list("targets", libraries, closing: "", into: &printer)
                    }
                    // swift-format leaves a one-element list without a trailing comma.
                    printer.line(")")
                }
                printer.line("]")
                targets(views, module, into: &printer)
            }
            printer.line("#endif")
        }
        return Array(printer.text.lines.dropLast())
    }

    /// The nonisolated layers and those on the main actor, in words.
    private static func isolation(_ targets: [PackageLayout.Target]) -> (nonisolated: String, mainActor: String) {
        let sources = targets.filter { !$0.isTest }
        let mainActor = CompositionGenerator.list(sources.filter(\.isMainActor).map(\.layer))
        return (CompositionGenerator.list(sources.filter { !$0.isMainActor }.map(\.layer)), mainActor)
    }

    /// `package.targets += [ … ]` declaring `targets`.
    private static func targets(_ targets: [PackageLayout.Target], _ module: String, into printer: inout CodePrinter) {
        printer.line("package.targets += [")
        // swift-format puts a comma after every element of a longer list, none after a lone one.
        let comma = targets.count > 1 ? "," : ""
        printer.indent { printer in
            for target in targets {
                let kind = target.isTest ? ".testTarget" : ".target"
                let name = "name: \(SwiftSyntax.stringLiteral(target.name(module)))"
                guard !target.dependencies.isEmpty || target.isMainActor else {
                    printer.line("\(kind)(\(name))\(comma)")
                    continue
                }
                printer.line("\(kind)(")
                printer.indent { printer in
                    printer.line(name + ",")
                    let isolation = target.isMainActor ? "swiftSettings: [.defaultIsolation(MainActor.self)]" : nil
                    if !target.dependencies.isEmpty {
                        let names = target.dependencies.map { module + $0 }
                        list("dependencies", names, closing: isolation == nil ? "" : ",", into: &printer)
                    }
                    if let isolation { printer.line(isolation) }
                }
                printer.line(")\(comma)")
            }
        }
        printer.line("]")
    }

    /// `label: ["A", "B"]` on one line when it fits, otherwise one name per line.
    private static func list(_ label: String, _ names: [String], closing: String, into printer: inout CodePrinter) {
        let quoted = names.map(SwiftSyntax.stringLiteral)
        let line = "\(label): [\(quoted.joined(separator: ", "))]\(closing)"
        guard printer.indentWidth + line.count > lineLength else { return printer.line(line) }
        printer.line("\(label): [")
        printer.indent { printer in
            for name in quoted { printer.line(name + ",") }
        }
        printer.line("]\(closing)")
    }
}
