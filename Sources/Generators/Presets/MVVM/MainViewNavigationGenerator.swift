import CodePrinting
import Regeneration
import SpecModel

/// `navigation`: registers every push destination of the run once, at the root NavigationStack of
/// `MainView.swift` (never inside a feature's view), through the shared navigation generator's marked region.
/// When the app has no `MainView.swift` yet, it is created with a NavigationStack over the first feature that
/// loads its own content.
public struct MainViewNavigationGenerator: Generator {
    public let id = "navigation"
    public let summary = "registers push destinations once at MainView's root NavigationStack (a marked region)"

    /// Creates the generator.
    public init() {}

    public func planRun(in context: GenerationContext) -> [PlannedOutput] {
        NavigationGenerator().planRun(in: context).map { output in
            guard case .patch(var patch) = output else { return output }
            patch.generator = id
            patch.template = Self.template(context)
            return .patch(patch)
        }
    }

    /// The `MainView` created when the app has none: a NavigationStack with a path, the region in its content.
    static func template(_ context: GenerationContext) -> String {
        var printer = CodePrinter(indent: context.indent)
        printer.line("// Created by featuregen. This file is yours: featuregen only rewrites the lines between the")
        printer.line("// featuregen:navigation markers, where it registers the features' push destinations.")
        printer.line()
        printer.line("import SwiftUI")
        printer.line()
        printer.docComment(
            "The app's main view: one NavigationStack whose destinations are registered once, here, starting on the list "
                + "of features. Show it from the app's `@main`: "
                + "`MainView(dependencies: AppDependencies(baseURL: …, onAuthInvalid: …))`.")
        printer.block("struct MainView: View") { printer in
            printer.docComment("Makes every feature's view model over the app's one API client.")
            printer.line("let dependencies: AppDependencies")
            printer.line("@State private var path = NavigationPath()")
            printer.line()
            printer.block("var body: some View") { printer in
                printer.block("NavigationStack(path: $path)") { printer in
                    printer.line("FeatureList(dependencies: dependencies)")
                    printer.line(RegionPatch.beginMarker)
                    printer.line(RegionPatch.endMarker)
                }
            }
        }
        return printer.text
    }
}
