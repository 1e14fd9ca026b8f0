/// Where a preset puts the files that several presets generate alike: models, support files, tests.
public protocol Layout: Sendable {
    /// The file of a model or declared type of `feature`.
    func model(_ feature: String, _ type: String) -> String
    /// A shared runtime file, written once per output.
    func support(_ name: String) -> String
    /// A test file of `feature`.
    func tests(_ feature: String, _ name: String) -> String
    /// A shared test file.
    func testSupport(_ name: String) -> String
    /// The folder, relative to the output folder, that holds every test file of a module named `module` (and
    /// nothing else): what featuregen.yml's `testsOutput:` places elsewhere.
    func testsFolder(module: String) -> String
}

extension Layout {
    /// `Tests`.
    public func testsFolder(module: String) -> String { "Tests" }
}
