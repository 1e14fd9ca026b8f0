import SpecModel

/// The feature records of a cache as its text holds them. A run that reuses most features prints their records by
/// copying these bytes: after one edit among 1,000 features, 999 records are the ones the cache was read with.
struct CacheRecordTexts: Sendable {
    /// The cache's text, as read.
    var text: String
    /// The features whose records the text holds, in the text's order.
    var names: [String] = []
    /// Where each feature's record (its `feature` line and its `file` lines) lies in the UTF-8 of `text`.
    var ranges: [Range<Int>] = []
}

extension RunCache {
    /// Two caches are equal when they record the same: where their records were read from does not count.
    public static func == (lhs: RunCache, rhs: RunCache) -> Bool {
        lhs.features == rhs.features && lhs.run == rhs.run
    }

    /// Appends the feature records, sorted by name, to `bytes`: a record in `copiedRecords` is copied from the text
    /// it was read from (featuregen's own printing, unchanged since), the others printed.
    func appendFeatureRecords(to bytes: inout String) {
        let old = Array((recordTexts?.text ?? "").utf8)
        // The records come sorted by name, as the features do: one walk finds each copied record.
        var next = 0
        for (name, feature) in features.sortedByUTF8(\.key) {
            if let texts = recordTexts, copiedRecords.contains(name) {
                while next < texts.names.count, UTF8Order.precedes(texts.names[next], name) {
                    next += 1
                }
                if next < texts.names.count, texts.names[next] == name {
                    bytes += String(decoding: old[texts.ranges[next]], as: UTF8.self)
                    continue
                }
            }
            Self.append(name, feature, to: &bytes)
        }
    }
}
