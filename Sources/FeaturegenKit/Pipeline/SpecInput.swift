import Generators
import SpecModel

/// The first stage shared by every command that reads specs: find the files, read them, load them as one run.
public enum SpecInput {
    /// The folder read when no path is given.
    public static let defaultFolder = "Specs"

    /// The loaded run and the files it came from; fails when a path cannot be read.
    public static func load(_ paths: [String], jobs: Int = 1) throws(RunFailure) -> (specs: LoadedSpecs, files: [String]) {
        let sources = try read(paths)
        return (SpecLoader.load(sources, jobs: jobs), sources.map(\.path))
    }

    /// `loaded` with the preset's own rules checked (``Preset/validate``) when the specs are valid, and the names
    /// the tests written with `testing` must leave free (``TestingNameCollisions``): their errors join the specs'
    /// diagnostics, in order, with a warning for each sheet no screen presents (``UnpresentedSheets``).
    public static func checked(_ loaded: LoadedSpecs, by preset: Preset, testing: TestingFramework) -> LoadedSpecs {
        guard loaded.isValid else { return loaded }
        let problems = preset.validate(loaded.features) + TestingNameCollisions.diagnostics(loaded.features, testing: testing)
            + UnpresentedSheets.diagnostics(loaded.features)
        guard !problems.isEmpty else { return loaded }
        var checked = loaded
        checked.diagnostics = (loaded.diagnostics + problems).sorted()
        return checked
    }

    /// The spec files' bytes, read on up to `jobs` threads; fails, naming each, when paths cannot be read.
    public static func read(_ paths: [String], jobs: Int = 1) throws(RunFailure) -> [SpecSource] {
        let found = SpecFiles.find(paths)
        let read = SpecFiles.read(found.files, jobs: jobs)
        let failures = found.failures + read.failures
        guard failures.isEmpty else {
            throw RunFailure(failures.map { .unreadableSpec(path: $0.path, reason: $0.reason) })
        }
        return read.sources
    }
}

/// Counts with their noun: `1 file`, `2 files`.
public func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}
