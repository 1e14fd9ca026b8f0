/// The text a manifest was read from, with where each file's entry lies in it. A run that keeps most files prints
/// their entries by copying these bytes instead of printing them again (``ManifestJSON``): after one edit among
/// 1,000 features, 11,000 entries are the same and about 20 are new.
///
/// Only a text that featuregen wrote itself and that nobody changed since is worth copying from: an entry copied
/// keeps its spelling, and only featuregen's spelling is the one a full run prints.
public struct ManifestSource: Sendable {
    /// The manifest's JSON, as read.
    let text: String
    /// Each file's path, in the text's order.
    let paths: [String]
    /// Where each file's entry's value (`{ … }`) lies in the UTF-8 of `text`.
    let values: [Range<Int>]
}

/// A manifest as read from the output, and its text when the entries could be located in it.
public struct ManifestAsRead: Sendable {
    /// The manifest; an empty one when there is none.
    public var manifest: Manifest
    /// Its text and where its entries lie; nil when it was not read by bytes.
    public var source: ManifestSource?
}

extension OutputStore {
    /// The manifest of the output and, when it was read by bytes, where each file's entry lies in its text; an empty
    /// manifest (and no text) when there is none or it cannot be read.
    public func readManifestWithSource() -> ManifestAsRead {
        guard let text = read(Manifest.path) else { return ManifestAsRead(manifest: Manifest()) }
        guard let (manifest, paths, values) = ManifestReader.read(text, recordingEntries: true) else {
            return ManifestAsRead(manifest: Manifest.decode(text) ?? Manifest())
        }
        return ManifestAsRead(manifest: manifest, source: ManifestSource(text: text, paths: paths, values: values))
    }
}
