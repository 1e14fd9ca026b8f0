/// Where the `mvvm` preset puts each file, relative to the output folder, as its document lists them:
/// `Models/`, `ViewModels/`, `Views/<Feature>/`, `Services/` and the test target's folder `<Module>Tests/`.
public struct MVVMLayout: Layout {
    /// Creates the layout.
    public init() {}

    /// `Models/<Type>.swift`: the model and the spec's declared types side by side.
    public func model(_ feature: String, _ type: String) -> String { "Models/\(type).swift" }
    /// `Services/<Name>.swift`: the shared API client and its response types.
    public func support(_ name: String) -> String { "Services/\(name).swift" }
    /// `Tests/<Name>.swift`, for shared generators only: they cannot know the module. This preset's own
    /// generators put tests in `<Module>Tests/` (``tests(_:in:)``).
    public func tests(_ feature: String, _ name: String) -> String { "Tests/\(name).swift" }
    /// `Tests/<Name>.swift`, for shared generators only (see ``tests(_:_:)``).
    public func testSupport(_ name: String) -> String { "Tests/\(name).swift" }

    /// `<Module>Tests`: the test target's folder.
    public func testsFolder(module: String) -> String { "\(module)Tests" }

    /// `ViewModels/<Feature>ViewModel.swift`
    static func viewModel(_ names: FeatureNames) -> String { "ViewModels/\(names.viewModel).swift" }
    /// `Views/<Feature>/<Feature>View.swift`
    /// `Views/<Feature>/<file>.swift`: where a feature's screens go.
    static let screens: @Sendable (_ feature: String, _ file: String) -> String = { "Views/\($0)/\($1).swift" }

    static func view(_ names: FeatureNames) -> String { "Views/\(names.feature)/\(names.view).swift" }
    /// `Services/APIClient+<Feature>.swift`
    static func apiExtension(_ names: FeatureNames) -> String { "Services/APIClient+\(names.feature).swift" }
    /// `<Module>Tests/<Name>.swift`: the document's `YourAppTests/` folder, named after the module the tests import.
    static func tests(_ name: String, in context: GenerationContext) -> String {
        MVVMLayout().testsFolder(module: context.module) + "/\(name).swift"
    }
}
