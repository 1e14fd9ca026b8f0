import SpecModel

/// The parsed specs of the last run (``ParsedSpecCache``), kept beside the run cache as local state.
extension OutputStore {
    /// The file's path inside the output folder.
    public static let parsedSpecsPath = Manifest.folder + "/parsed"

    /// The parsed specs the build `identity` left in this folder; empty when there are none or they are damaged.
    public func readParsedSpecs(identity: String) -> ParsedSpecCache {
        FileIO.readBytes(location(Self.parsedSpecsPath)).map { ParsedSpecCache(decoding: $0.bytes, identity: identity) }
            ?? ParsedSpecCache()
    }

    /// Saves what `loaded` read, unless every file was taken from `previous` and it held no other: then the file
    /// already says the same.
    public func writeParsedSpecs(_ loaded: LoadedSpecs, previous: ParsedSpecCache, identity: String) throws {
        guard loaded.reusedParses != loaded.parsed.count || previous.count != loaded.parsed.count else { return }
        var folders = Set<String>()
        try FileIO.makeFolders(location(Manifest.folder), known: &folders)
        let bytes = ParsedSpecCache.encoded(loaded.parsed, identity: identity)
        _ = try bytes.withUnsafeBufferPointer { try FileIO.writeAtomically(bytes: $0, to: location(Self.parsedSpecsPath)) }
    }
}
