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

    /// Saves what `loaded` read, with its resolution key when it had no problem at all, unless every file was taken
    /// from `previous`, it held no other, and its key is the same: then the file already says the same.
    public func writeParsedSpecs(_ loaded: LoadedSpecs, previous: ParsedSpecCache, identity: String) throws {
        let resolvedKey = loaded.diagnostics.isEmpty ? loaded.resolutionKey : nil
        guard loaded.reusedParses != loaded.parsed.count || previous.count != loaded.parsed.count
            || previous.resolvedKey != resolvedKey
        else { return }
        try requireStateFolder()
        var folders = Set<String>()
        try FileIO.makeFolders(location(Manifest.folder), known: &folders)
        let bytes = ParsedSpecCache.encoded(loaded.parsed, resolvedKey: resolvedKey, identity: identity)
        _ = try bytes.withUnsafeBufferPointer { try FileIO.writeAtomically(bytes: $0, to: location(Self.parsedSpecsPath)) }
    }
}
