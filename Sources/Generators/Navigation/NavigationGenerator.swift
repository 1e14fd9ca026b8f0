import CodePrinting
import Regeneration
import SpecModel

/// `navigation`: registers every push destination of the run exactly once at the root NavigationStack, inside
/// a region of the root file that featuregen owns. Sheets stay inside their feature's view.
public struct NavigationGenerator: Generator {
    public let id = "navigation"
    public let summary = "registers push destinations once at the root NavigationStack (a marked region)"

    /// Creates the generator.
    public init() {}

    public func planRun(in context: GenerationContext) -> [PlannedOutput] {
        var destinations: [String: Manifest.Registration] = [:]
        let targets = ScreenArguments.Targets(context.features)
        for feature in context.features {
            for destination in feature.navigation where destination.style == .push && destinations[destination.value] == nil {
                destinations[destination.value] = Manifest.Registration(destination, targets: targets)
            }
        }
        for registration in context.otherRegistrations where destinations[registration.value] == nil {
            destinations[registration.value] = registration
        }
        var printer = CodePrinter(indent: context.indent)
        for value in destinations.keys.sorted() {
            let registration = destinations[value]!
            let name = SwiftSyntax.identifier(SwiftSyntax.lowerFirst(value))
            printer.line(".navigationDestination(for: \(value).self) { \(name) in")
            printer.indent { printer in
                guard let screen = registration.screen else {
                    let label = SwiftSyntax.argumentLabel(SwiftSyntax.lowerFirst(value))
                    guard let reload = registration.reload else {
                        return printer.line("\(registration.destination)(\(label): \(name))")
                    }
                    // A detail screen whose value's feature loads it by id reloads it through the dependencies.
                    let arguments: [Expression.Argument] = [.init(label, .text(name)), .init("reload", .text("dependencies.\(reload)"))]
                    return printer.expression("", .call(registration.destination, arguments))
                }
                // Another feature's screen: its view model made over the app's dependencies, with its inputs read from
                // the pushed value.
                let arguments = (registration.arguments ?? []).map { names in
                    Expression.Argument(
                        SwiftSyntax.argumentLabel(names[0]),
                        .text(names.count > 1 ? "\(name).\(SwiftSyntax.member(names[1]))" : name))
                }
                let viewModel = Expression.call("dependencies.make\(FeatureNames.viewModel(of: screen))", arguments)
                printer.expression("", .call(registration.destination, [.init("viewModel", viewModel)]))
            }
            printer.line("}")
        }
        let lines = Array(printer.text.lines.dropLast())
        let patch = RegionPatch(
            path: context.rootFile, generator: id, lines: lines,
            template: Self.template(context), indent: context.indent)
        return [.patch(patch)]
    }

    /// The root file featuregen creates when the app has none: a NavigationStack with the region in its content.
    static func template(_ context: GenerationContext) -> String {
        // In a package the app shows the root from another module.
        var printer = context.outputLayout == .package ? context.sourcePrinter() : CodePrinter(indent: context.indent)
        printer.line("// Created by featuregen. This file is yours: featuregen only rewrites the lines between the")
        printer.line("// featuregen:navigation markers, where it registers the features' push destinations.")
        printer.line()
        printer.line("import SwiftUI")
        printer.line()
        printer.docComment(
            "The app's root: one NavigationStack whose destinations are registered once, here, starting on the list of "
                + "features. Show it from the app's `@main`: `RootView(dependencies: AppDependencies(baseURL: …, onAuthInvalid: …))`.")
        printer.block("struct RootView: View") { printer in
            printer.docComment("Makes every feature's view model over the app's one HTTP client.")
            printer.line("let dependencies: AppDependencies")
            printer.line()
            printer.block("var body: some View") { printer in
                printer.block("NavigationStack") { printer in
                    printer.line("FeatureList(dependencies: dependencies)")
                    printer.line(RegionPatch.beginMarker)
                    printer.line(RegionPatch.endMarker)
                }
            }
        }
        return printer.text
    }
}
