/// featuregen.yml's `layout:`: what the output folder is.
public enum OutputLayout: String, Sendable, CaseIterable {
    /// The preset's folders, by feature and layer, for one module (the app's target): the default.
    case files
    /// A Swift package with a target per layer and a test target (see ``PackageLayout``).
    case package
}
