/// Finds the "did you mean" for a misspelled name.
public enum Suggestion {
    /// The candidate closest to `name` by edit distance (case-insensitive), when it is close enough
    /// to be a plausible typo; ties go to the earliest candidate.
    public static func closest<S: Sequence>(to name: String, in candidates: S) -> String? where S.Element == String {
        let lowered = Array(name.lowercased().unicodeScalars)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let lengthGap = abs(candidate.unicodeScalars.count - lowered.count)
            guard lengthGap <= lowered.count / 3 + 1 else { continue }
            let distance = editDistance(lowered, Array(candidate.lowercased().unicodeScalars))
            let limit = max(1, min(lowered.count, candidate.count) / 3 + 1)
            guard distance <= limit else { continue }
            if best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// ` did you mean 'x'?` when a close candidate exists, otherwise the empty string.
    public static func didYouMean<S: Sequence>(_ name: String, in candidates: S) -> String where S.Element == String {
        closest(to: name, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Levenshtein distance, with an adjacent transposition counted as one edit.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previousPrevious[j - 2] + 1)
                }
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
