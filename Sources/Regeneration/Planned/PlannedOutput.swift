import SpecModel

/// One planned output: a whole file featuregen owns, or a patch to a file it does not.
public enum PlannedOutput: Sendable, Equatable {
    /// A whole file.
    case file(PlannedFile)
    /// A region inside a file the user owns.
    case patch(RegionPatch)

    /// The output's path, relative to the output folder.
    public var path: String {
        switch self {
        case .file(let file): file.path
        case .patch(let patch): patch.path
        }
    }

    /// The feature a planned file belongs to; nil for a run-wide file or a patch.
    public var feature: String? {
        if case .file(let file) = self { file.feature } else { nil }
    }
}

/// A whole generated file.
public struct PlannedFile: Sendable, Equatable {
    /// The path relative to the output folder, with `/` separators.
    public var path: String
    /// The complete text.
    public var contents: String {
        didSet { contentsHash = WordHash.of(contents) }
    }
    /// The ``WordHash`` of `contents` (the manifest's fingerprint), taken whenever the text is set: the text was
    /// just printed then and is still in the processor's cache, where a later pass over thousands of files would
    /// read every text back from memory.
    public private(set) var contentsHash: UInt64
    /// The id of the generator that planned it.
    public var generator: String
    /// The feature it belongs to, or nil for files shared by the run.
    public var feature: String?

    /// Creates a planned file.
    public init(path: String, contents: String, generator: String, feature: String?) {
        self.path = path
        self.contents = contents
        contentsHash = WordHash.of(contents)
        self.generator = generator
        self.feature = feature
    }
}
