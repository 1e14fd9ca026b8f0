/// featuregen.yml's `testsOutput:`: the preset's tests folder (`Tests`, or mvvm's `<Module>Tests`) placed outside the
/// output folder, so an app target and its test target each take one folder. Planned paths, the manifest and the
/// merge bases still name a test file as if it lay inside the output (`Tests/Articles/ArticlesViewModelTests.swift`):
/// only where it is read and written changes, so a file's regeneration (its base, its merge, its orphaning) is the
/// same wherever its tests go.
public struct TestsFolder: Sendable, Equatable {
    /// The first component of the planned paths that go there: `Tests`, or `<Module>Tests`.
    public let name: String
    /// The folder they go to, as given (relative to the working folder, or absolute).
    public let folder: String

    /// Places the planned paths under `name` in `folder`.
    public init(name: String, folder: String) {
        self.name = name
        self.folder = folder
    }

    /// Whether the planned `path` lies below the tests folder.
    public func isInside(_ path: String) -> Bool { inner(path).map { !$0.isEmpty } ?? false }

    /// Where the planned `path` lies when it lies below the tests folder: in `folder` (`AppTests/Generated/…`); nil
    /// when it lies elsewhere.
    func location(_ path: String) -> String? {
        inner(path).map { $0.isEmpty ? folder : folder + "/" + $0 }
    }

    /// The part of `path` below the tests folder ("" for the folder itself); nil when `path` lies elsewhere.
    func inner(_ path: String) -> Substring? {
        guard path.utf8.starts(with: name.utf8) else { return nil }
        let rest = path.utf8.dropFirst(name.utf8.count)
        guard let first = rest.first else { return "" }
        guard first == UInt8(ascii: "/") else { return nil }
        return Substring(rest.dropFirst())
    }
}
