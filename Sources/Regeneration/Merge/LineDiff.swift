/// Line-oriented comparison of two texts.
///
/// `edits(from:to:)` trims the common prefix and suffix, then finds a shortest edit script with the
/// greedy forward algorithm of E. Myers, "An O(ND) Difference Algorithm and Its Variations" (1986).
/// One frontier snapshot is kept per edit distance D to recover the path, so time is O((N + M) · D)
/// and memory O(D²) — ample for generated sources, where D is small. Past ``maxEditDistance`` the search
/// stops and the whole changed middle is one hunk: a merge then sees both sides change it (a conflict,
/// never a lost line), where the search could have taken gigabytes (40,000 changed lines: 6 GB).
public enum LineDiff {
    /// One line of a text: its content without the terminating `"\n"` (a `"\r"` before it is kept)
    /// and whether that terminator was present. Lines compare and hash by their UTF-8 bytes, not by
    /// Unicode canonical equivalence.
    public struct Line: Hashable, Sendable {
        /// The line's content, without the `"\n"`.
        public var text: Substring
        /// Whether the line ended with `"\n"`; only the last line of a text can lack it.
        public var hasNewline: Bool

        /// Creates a line from its content and whether it was terminated by `"\n"`.
        public init(text: Substring, hasNewline: Bool) {
            self.text = text
            self.hasNewline = hasNewline
        }

        /// Byte-wise equality of content and terminator.
        public static func == (lhs: Line, rhs: Line) -> Bool {
            lhs.hasNewline == rhs.hasNewline && lhs.text.utf8.elementsEqual(rhs.text.utf8)
        }

        /// Hashes the terminator flag and the content.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(hasNewline)
            // The text as a `String` hashes by canonical equivalence, coarser than `==`'s bytes: lines equal by
            // bytes still hash alike.
            hasher.combine(text)
        }
    }

    /// A maximal run of changes: the elements at `old` in the old sequence are replaced by the
    /// elements at `new` in the new one. One of the ranges may be empty (a pure insertion or
    /// deletion, positioned where it happens), never both.
    public struct Hunk: Hashable, Sendable {
        /// The replaced elements' indices in the old sequence.
        public var old: Range<Int>
        /// The replacing elements' indices in the new sequence.
        public var new: Range<Int>

        /// Creates a hunk replacing `old` by `new`.
        public init(old: Range<Int>, new: Range<Int>) {
            self.old = old
            self.new = new
        }
    }

    /// Splits `text` after every `"\n"`; a trailing piece without `"\n"` becomes a last line with
    /// `hasNewline == false`. The empty text has no lines.
    public static func lines(of text: String) -> [Line] {
        let bytes = text.utf8
        var lines: [Line] = []
        var start = bytes.startIndex
        while let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) {
            lines.append(Line(text: Substring(bytes[start..<end]), hasNewline: true))
            start = bytes.index(after: end)
        }
        if start != bytes.endIndex {
            lines.append(Line(text: Substring(bytes[start...]), hasNewline: false))
        }
        return lines
    }

    /// The most edits the search looks for, which bounds its memory to about 16 MB (``edits(from:to:)``).
    public static let maxEditDistance = 2_000

    /// The changes turning `old` into `new`: a shortest edit script, grouped into hunks that are in
    /// order and separated from each other by at least one unchanged element.
    ///
    /// Among equally short scripts the choice is deterministic: wherever a deletion and an insertion
    /// would reach the same point of the search, the insertion is taken as the later step, which
    /// tends to put deletions first — `[a, b]` → `[b, a]` deletes `a` and re-inserts it after `b`.
    public static func edits<Element: Hashable>(from old: [Element], to new: [Element]) -> [Hunk] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] {
            prefix += 1
        }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        // Number the distinct elements so the search compares integers.
        var numbers: [Element: Int] = [:]
        var a: [Int] = []
        var b: [Int] = []
        for element in old[prefix..<(old.count - suffix)] {
            a.append(number(of: element, in: &numbers))
        }
        for element in new[prefix..<(new.count - suffix)] {
            b.append(number(of: element, in: &numbers))
        }
        guard let rounds = frontiers(a, b) else {
            return [Hunk(old: prefix..<(old.count - suffix), new: prefix..<(new.count - suffix))]
        }
        let hunks = backtrack(rounds, oldCount: a.count, newCount: b.count)
        return hunks.map { hunk in
            Hunk(
                old: (hunk.old.lowerBound + prefix)..<(hunk.old.upperBound + prefix),
                new: (hunk.new.lowerBound + prefix)..<(hunk.new.upperBound + prefix)
            )
        }
    }

    private static func number<Element: Hashable>(of element: Element, in numbers: inout [Element: Int]) -> Int {
        if let known = numbers[element] {
            return known
        }
        let fresh = numbers.count
        numbers[element] = fresh
        return fresh
    }

    /// Whether the furthest-reaching path with `d` edits on diagonal `k` (= x − y) arrives by an
    /// insertion (a step down from diagonal k + 1) rather than by a deletion (a step right from
    /// k − 1), given the previous round's furthest x per diagonal. Equal outcomes go to the insertion.
    private static func arrivesByInsertion(_ k: Int, _ d: Int, previous: (Int) -> Int) -> Bool {
        k == -d || (k != d && previous(k - 1) < previous(k + 1))
    }

    /// The greedy forward search. Element d of the result is round d's frontier: the furthest x
    /// reached with d edits on each diagonal k = −d, −d + 2, …, d, stored at index (k + d) / 2.
    /// The last round is the one that reached (n, m); it may be incomplete. Nil when that takes more than
    /// ``maxEditDistance`` edits.
    private static func frontiers(_ a: [Int], _ b: [Int]) -> [[Int]]? {
        let n = a.count
        let m = b.count
        let offset = n + m + 1
        var furthest = [Int](repeating: 0, count: 2 * offset + 1)
        var rounds: [[Int]] = []
        for d in 0...(n + m) {
            guard d <= maxEditDistance else { return nil }
            var frontier: [Int] = []
            frontier.reserveCapacity(d + 1)
            for k in stride(from: -d, through: d, by: 2) {
                let down = arrivesByInsertion(k, d) { furthest[offset + $0] }
                var x = down ? furthest[offset + k + 1] : furthest[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                furthest[offset + k] = x
                frontier.append(x)
                if x >= n, y >= m {
                    rounds.append(frontier)
                    return rounds
                }
            }
            rounds.append(frontier)
        }
        return rounds
    }

    /// Walks the recorded frontiers back from (n, m) to (0, 0) and groups the edit steps into hunks,
    /// starting a new hunk wherever a run of matches lies between two steps.
    private static func backtrack(_ rounds: [[Int]], oldCount: Int, newCount: Int) -> [Hunk] {
        var hunks: [Hunk] = []
        var x = oldCount
        var y = newCount
        var openEnd: (old: Int, new: Int)?
        for d in stride(from: rounds.count - 1, to: 0, by: -1) {
            let previous = rounds[d - 1]
            let k = x - y
            let down = arrivesByInsertion(k, d) { previous[($0 + d - 1) / 2] }
            let fromK = down ? k + 1 : k - 1
            let fromX = previous[(fromK + d - 1) / 2]
            let stepX = down ? fromX : fromX + 1  // where the edit step ends and the matches begin
            if let end = openEnd, stepX != x {
                hunks.append(Hunk(old: x..<end.old, new: y..<end.new))
                openEnd = nil
            }
            if openEnd == nil {
                openEnd = (stepX, stepX - k)
            }
            x = fromX
            y = fromX - fromK
        }
        if let end = openEnd {
            hunks.append(Hunk(old: x..<end.old, new: y..<end.new))
        }
        return hunks.reversed()
    }
}
