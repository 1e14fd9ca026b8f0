import SpecModel

/// The first stage shared by every command that reads specs: find the files, read them, load them as one run.
enum SpecInput {
    /// The folder read when no path is given.
    static let defaultFolder = "Specs"

    /// The loaded run and the files it came from; nil (after printing why) when a path cannot be read.
    static func load(_ paths: [String], jobs: Int = 1, terminal: Terminal) -> (specs: LoadedSpecs, files: [String])? {
        read(paths, terminal: terminal).map { sources in
            (SpecLoader.load(sources, jobs: jobs), sources.map(\.path))
        }
    }

    /// The spec files' bytes, read on up to `jobs` threads; nil (after printing why) when a path cannot be read.
    static func read(_ paths: [String], jobs: Int = 1, terminal: Terminal) -> [SpecSource]? {
        let found = SpecFiles.find(paths)
        let read = SpecFiles.read(found.files, jobs: jobs)
        let failures = found.failures + read.failures
        guard failures.isEmpty else {
            for failure in failures { terminal.printError("featuregen: error: \(failure)") }
            return nil
        }
        return read.sources
    }
}
