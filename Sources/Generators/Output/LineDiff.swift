/// Line-by-line comparison: splits texts into lines and finds a minimal edit script between two line arrays with
/// Myers' O(ND) algorithm in its linear-space (middle snake) form. Among equally short scripts it picks the one
/// GNU diff picks, so `UnifiedDiff` can match `diff -u` byte for byte; a 3-way merge can build on the hunks.
public enum LineDiff {
    /// One line of a text: its bytes without the "\n" that ends it (a CRLF line keeps its "\r") and whether that "\n"
    /// is there. Lines compare byte for byte (not by Unicode equivalence), and an unterminated line never equals a
    /// terminated one, so "a\nb" and "a\nb\n" differ in their last line.
    public struct Line: Hashable, Sendable {
        /// The line's characters: without the terminating "\n", with any "\r" before it.
        public let text: Substring
        /// False only for a text's last line when the text does not end with "\n".
        public let hasNewline: Bool
        /// A line with the given characters, which must not contain "\n".
        public init(_ text: Substring, hasNewline: Bool = true) { (self.text, self.hasNewline) = (text, hasNewline) }
        /// Whether two lines have the same bytes and the same ending.
        public static func == (lhs: Line, rhs: Line) -> Bool {
            lhs.hasNewline == rhs.hasNewline && lhs.text.utf8.elementsEqual(rhs.text.utf8)
        }
        /// Hashes the bytes and the ending, consistently with `==`.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(hasNewline)
            for byte in text.utf8 { hasher.combine(byte) }
        }
    }

    /// One change: lines `old` of the old array are replaced by lines `new` of the new array. An empty range is a
    /// pure insertion or deletion at its `lowerBound`. Hunks come in order, separated by at least one equal line,
    /// and the equal runs between consecutive hunks have the same length on both sides.
    public struct Hunk: Hashable, Sendable {
        /// The replaced lines of the old array (possibly empty).
        public let old: Range<Int>
        /// The replacing lines of the new array (possibly empty).
        public let new: Range<Int>
        /// A hunk replacing `old` with `new`.
        public init(old: Range<Int>, new: Range<Int>) { (self.old, self.new) = (old, new) }
    }

    /// Splits `text` at each "\n". The empty text has no lines; a text not ending with "\n" ends with a line whose
    /// `hasNewline` is false.
    public static func lines(of text: String) -> [Line] {
        var lines: [Line] = []
        let bytes = text.utf8
        var start = bytes.startIndex
        while let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) {
            lines.append(Line(Substring(bytes[start..<newline]), hasNewline: true))
            start = bytes.index(after: newline)
        }
        if start != bytes.endIndex { lines.append(Line(Substring(bytes[start...]), hasNewline: false)) }
        return lines
    }

    /// A minimal edit script turning `old` into `new`, as ordered hunks; empty when the arrays are equal.
    /// Elements compare with their own `==`: use `lines(of:)` for byte-exact text lines.
    /// - Parameter horizon: how many lines of the arrays' identical head and tail stay in play (GNU diff uses its
    ///   context size, or `--horizon-lines` when larger). It only bounds how far an ambiguous change may slide,
    ///   never how many lines change.
    public static func edits<Element: Hashable>(from old: [Element], to new: [Element], horizon: Int = 3) -> [Hunk] {
        var classes: [Element: Int] = [:]
        func classOf(_ element: Element) -> Int {
            if let known = classes[element] { return known }
            classes[element] = classes.count
            return classes.count - 1
        }
        var search = EditSearch(old: old.map(classOf), new: new.map(classOf))
        return search.hunks(horizon: max(0, horizon))
    }
}

/// Per-line change marks, with an unchanged sentinel just before the first and just after the last line.
private struct Marks {
    private var bits: [Bool]
    init(count: Int) { bits = Array(repeating: false, count: count + 2) }
    subscript(index: Int) -> Bool { get { bits[index + 1] } set { bits[index + 1] = newValue } }
    /// The first unchanged index at or after `index` (at most the line count, whose sentinel is unchanged).
    func firstUnchanged(from index: Int) -> Int { bits[(index + 1)...].firstIndex(of: false)! - 1 }
    /// The last unchanged index at or before `index` (at least -1, whose sentinel is unchanged).
    func lastUnchanged(through index: Int) -> Int { bits[...(index + 1)].lastIndex(of: false)! - 1 }
}

/// Marks the changed lines of two arrays of equivalence classes the way GNU diff does: the identical head and tail
/// (less `horizon` lines each) are left out, lines matching nothing on the other side are set aside as changes, the
/// rest is split recursively at middle snakes, and finally each run of changes slides along equal lines (`slide`).
private struct EditSearch {
    private var xs: [Int]
    private var ys: [Int]
    private var oldChanged = Marks(count: 0)
    private var newChanged = Marks(count: 0)
    /// The old and new classes that take part in the middle snake search, and their indices in `xs` and `ys`.
    private var (xv, yv, xIndex, yIndex): ([Int], [Int], [Int], [Int]) = ([], [], [], [])
    /// The furthest x reached on each diagonal (shifted by `diagonalOffset`) from the top left and the bottom right.
    private var (forward, backward, diagonalOffset): ([Int], [Int], Int) = ([], [], 0)

    init(old: [Int], new: [Int]) { (xs, ys) = (old, new) }

    mutating func hunks(horizon: Int) -> [LineDiff.Hunk] {
        let (n, m) = (xs.count, ys.count)
        var head = 0
        while head < n, head < m, xs[head] == ys[head] { head += 1 }
        let low = max(0, head - horizon)
        var tail = 0
        while tail < n - low, tail < m - low, xs[n - 1 - tail] == ys[m - 1 - tail] { tail += 1 }
        let cut = max(0, tail - horizon)
        (xs, ys) = (Array(xs[low..<(n - cut)]), Array(ys[low..<(m - cut)]))
        markChanges()
        var hunks: [LineDiff.Hunk] = []
        var (i, j) = (0, 0)
        while i < xs.count || j < ys.count {
            if oldChanged[i] || newChanged[j] {
                let (i0, j0) = (i, j)
                (i, j) = (oldChanged.firstUnchanged(from: i), newChanged.firstUnchanged(from: j))
                hunks.append(LineDiff.Hunk(old: (low + i0)..<(low + i), new: (low + j0)..<(low + j)))
            }
            (i, j) = (i + 1, j + 1)
        }
        return hunks
    }

    private mutating func markChanges() {
        (oldChanged, newChanged) = (Marks(count: xs.count), Marks(count: ys.count))
        let (inOld, inNew) = (Set(xs), Set(ys))
        (xIndex, yIndex) = (xs.indices.filter { inNew.contains(xs[$0]) }, ys.indices.filter { inOld.contains(ys[$0]) })
        for i in xs.indices where !inNew.contains(xs[i]) { oldChanged[i] = true }
        for j in ys.indices where !inOld.contains(ys[j]) { newChanged[j] = true }
        (xv, yv) = (xIndex.map { xs[$0] }, yIndex.map { ys[$0] })
        diagonalOffset = yv.count + 1
        forward = Array(repeating: 0, count: xv.count + yv.count + 3)
        backward = forward
        var pending = [(xoff: 0, xlim: xv.count, yoff: 0, ylim: yv.count)]
        while var (xoff, xlim, yoff, ylim) = pending.popLast() {
            while xoff < xlim, yoff < ylim, xv[xoff] == yv[yoff] { (xoff, yoff) = (xoff + 1, yoff + 1) }
            while xoff < xlim, yoff < ylim, xv[xlim - 1] == yv[ylim - 1] { (xlim, ylim) = (xlim - 1, ylim - 1) }
            if xoff == xlim {
                for y in yoff..<ylim { newChanged[yIndex[y]] = true }
            } else if yoff == ylim {
                for x in xoff..<xlim { oldChanged[xIndex[x]] = true }
            } else {
                let (x, y) = middleSnake(xoff, xlim, yoff, ylim)
                pending += [(x, xlim, y, ylim), (xoff, x, yoff, y)]
            }
        }
        Self.slide(&oldChanged, against: newChanged, classes: xs)
        Self.slide(&newChanged, against: oldChanged, classes: ys)
    }

    /// A point on a shortest path through the edit graph of `xv[xoff..<xlim]` and `yv[yoff..<ylim]` (whose first
    /// and last lines differ), found by searching from both corners at once until the searches overlap.
    private mutating func middleSnake(_ xoff: Int, _ xlim: Int, _ yoff: Int, _ ylim: Int) -> (x: Int, y: Int) {
        let (o, dmin, dmax) = (diagonalOffset, xoff - ylim, xlim - yoff)
        let (fmid, bmid) = (xoff - yoff, xlim - ylim)
        let odd = (fmid - bmid) & 1 != 0
        var (fmin, fmax, bmin, bmax) = (fmid, fmid, bmid, bmid)
        (forward[fmid + o], backward[bmid + o]) = (xoff, xlim)
        while true {
            if fmin > dmin { (fmin, forward[fmin - 2 + o]) = (fmin - 1, -1) } else { fmin += 1 }
            if fmax < dmax { (fmax, forward[fmax + 2 + o]) = (fmax + 1, -1) } else { fmax -= 1 }
            for d in stride(from: fmax, through: fmin, by: -2) {
                let (below, above) = (forward[d - 1 + o], forward[d + 1 + o])
                var x = below < above ? above : below + 1
                while x < xlim, x - d < ylim, xv[x] == yv[x - d] { x += 1 }
                forward[d + o] = x
                if odd, bmin <= d, d <= bmax, backward[d + o] <= x { return (x, x - d) }
            }
            if bmin > dmin { (bmin, backward[bmin - 2 + o]) = (bmin - 1, Int.max / 4) } else { bmin += 1 }
            if bmax < dmax { (bmax, backward[bmax + 2 + o]) = (bmax + 1, Int.max / 4) } else { bmax -= 1 }
            for d in stride(from: bmax, through: bmin, by: -2) {
                let (below, above) = (backward[d - 1 + o], backward[d + 1 + o])
                var x = below < above ? below : above - 1
                while xoff < x, yoff < x - d, xv[x - 1] == yv[x - d - 1] { x -= 1 }
                backward[d + o] = x
                if !odd, fmin <= d, d <= fmax, x <= forward[d + o] { return (x, x - d) }
            }
        }
    }

    /// Moves each run of changes along lines equal to its ends: back while that merges it with an earlier run, then
    /// forward as far as possible, then back again as far as needed to end beside a change on the other side.
    /// This is where GNU diff puts a change that could sit in several places; it never alters the change count.
    private static func slide(_ changed: inout Marks, against other: Marks, classes: [Int]) {
        let end = classes.count
        var (i, j) = (0, 0)
        while true {
            while i < end, !changed[i] { (i, j) = (i + 1, other.firstUnchanged(from: j) + 1) }
            if i == end { return }
            var (start, length, corresponding) = (i, 0, end)
            (i, j) = (changed.firstUnchanged(from: i + 1), other.firstUnchanged(from: j))
            repeat {
                length = i - start
                while start > 0, classes[start - 1] == classes[i - 1] {
                    (changed[start - 1], changed[i - 1]) = (true, false)
                    (start, i) = (changed.lastUnchanged(through: start - 1) + 1, i - 1)
                    j = other.lastUnchanged(through: j - 1)
                }
                corresponding = other[j - 1] ? i : end
                while i != end, classes[start] == classes[i] {
                    (changed[start], changed[i]) = (false, true)
                    (start, i) = (start + 1, changed.firstUnchanged(from: i + 1))
                    let next = other.firstUnchanged(from: j + 1)
                    if next > j + 1 { corresponding = i }
                    j = next
                }
            } while length != i - start
            while corresponding < i {
                (start, i) = (start - 1, i - 1)
                (changed[start], changed[i]) = (true, false)
                j = other.lastUnchanged(through: j - 1)
            }
        }
    }
}
