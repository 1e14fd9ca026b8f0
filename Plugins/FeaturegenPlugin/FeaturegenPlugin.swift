import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory featuregen generate`: runs featuregen in the package's root
/// with the arguments given, and passes its output and its failure through.
///
/// The same plugin serves Xcode projects (File ▸ Packages, or a project's context menu) through
/// `XcodeCommandPlugin` below, which runs featuregen in the project's folder.
@main
struct FeaturegenPlugin: CommandPlugin {
    /// Runs featuregen in the root of the package the plugin is applied to.
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try FeaturegenRun(
            tool: context.tool(named: "featuregen").url, folder: context.package.directoryURL, arguments: arguments
        ).perform()
    }
}

// XcodeProjectPlugin ships with Xcode only: without the guard the plugin would not build on Linux.
#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension FeaturegenPlugin: XcodeCommandPlugin {
        /// Runs featuregen in the folder of the Xcode project the plugin is applied to.
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            try FeaturegenRun(
                tool: context.tool(named: "featuregen").url, folder: context.xcodeProject.directoryURL,
                arguments: arguments
            ).perform()
        }
    }
#endif
