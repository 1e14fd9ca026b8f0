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
        public init(_ text: Substring, hasNewline: Bool = true) {
            self.text = text
            self.hasNewline = hasNewline
        }

        /// Whether two lines have the same bytes and the same ending.
        public static func == (lhs: Line, rhs: Line) -> Bool {
            lhs.hasNewline == rhs.hasNewline && lhs.text.utf8.elementsEqual(rhs.text.utf8)
        }

        /// Hashes the bytes and the ending, consistently with `==`.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(hasNewline)
            hasher.combine(text.utf8.count)
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
        public init(old: Range<Int>, new: Range<Int>) {
            self.old = old
            self.new = new
        }
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
        let xs = old.map(classOf), ys = new.map(classOf)
        let kept = max(0, horizon)
        var head = 0
        while head < xs.count, head < ys.count, xs[head] == ys[head] { head += 1 }
        let low = max(0, head - kept)
        var tail = 0
        while tail < xs.count - low, tail < ys.count - low, xs[xs.count - 1 - tail] == ys[ys.count - 1 - tail] {
            tail += 1
        }
        let cut = max(0, tail - kept)
        var search = EditSearch(old: Array(xs[low..<(xs.count - cut)]), new: Array(ys[low..<(ys.count - cut)]),
                                classCount: classes.count)
        search.run()
        var hunks: [Hunk] = []
        var i = 0, j = 0
        while i < search.xs.count || j < search.ys.count {
            if search.oldChanged[i] || search.newChanged[j] {
                let i0 = i, j0 = j
                while search.oldChanged[i] { i += 1 }
                while search.newChanged[j] { j += 1 }
                hunks.append(Hunk(old: (low + i0)..<(low + i), new: (low + j0)..<(low + j)))
            }
            i += 1
            j += 1
        }
        return hunks
    }
}

/// Per-line change marks, with an unchanged sentinel just before the first and just after the last line.
private struct Marks {
    private var bits: [Bool]
    init(count: Int) { bits = Array(repeating: false, count: count + 2) }
    subscript(index: Int) -> Bool {
        get { bits[index + 1] }
        set { bits[index + 1] = newValue }
    }
}

/// Marks the changed lines of two arrays of equivalence classes, the way GNU diff does: lines matching nothing on
/// the other side are set aside as changes, the rest is split recursively at middle snakes, and finally each run of
/// changes slides along equal lines (see `slide`).
private struct EditSearch {
    let xs: [Int], ys: [Int]
    private let classCount: Int
    var oldChanged: Marks, newChanged: Marks
    private var forward: [Int] = [], backward: [Int] = [], diagonalOffset = 0

    init(old: [Int], new: [Int], classCount: Int) {
        xs = old
        ys = new
        self.classCount = classCount
        oldChanged = Marks(count: old.count)
        newChanged = Marks(count: new.count)
    }

    mutating func run() {
        var oldCounts = Array(repeating: 0, count: classCount), newCounts = oldCounts
        for x in xs { oldCounts[x] += 1 }
        for y in ys { newCounts[y] += 1 }
        let xIndex = xs.indices.filter { newCounts[xs[$0]] > 0 }, yIndex = ys.indices.filter { oldCounts[ys[$0]] > 0 }
        for i in xs.indices where newCounts[xs[i]] == 0 { oldChanged[i] = true }
        for j in ys.indices where oldCounts[ys[j]] == 0 { newChanged[j] = true }
        let xv = xIndex.map { xs[$0] }, yv = yIndex.map { ys[$0] }
        diagonalOffset = yv.count + 1
        forward = Array(repeating: 0, count: xv.count + yv.count + 3)
        backward = forward
        var pending = [(xoff: 0, xlim: xv.count, yoff: 0, ylim: yv.count)]
        while var part = pending.popLast() {
            while part.xoff < part.xlim, part.yoff < part.ylim, xv[part.xoff] == yv[part.yoff] {
                part.xoff += 1
                part.yoff += 1
            }
            while part.xoff < part.xlim, part.yoff < part.ylim, xv[part.xlim - 1] == yv[part.ylim - 1] {
                part.xlim -= 1
                part.ylim -= 1
            }
            if part.xoff == part.xlim {
                for y in part.yoff..<part.ylim { newChanged[yIndex[y]] = true }
            } else if part.yoff == part.ylim {
                for x in part.xoff..<part.xlim { oldChanged[xIndex[x]] = true }
            } else {
                let mid = middleSnake(xv, yv, part.xoff, part.xlim, part.yoff, part.ylim)
                pending.append((mid.x, part.xlim, mid.y, part.ylim))
                pending.append((part.xoff, mid.x, part.yoff, mid.y))
            }
        }
        Self.slide(&oldChanged, against: newChanged, classes: xs)
        Self.slide(&newChanged, against: oldChanged, classes: ys)
    }

    /// A point on a shortest path through the edit graph of `xv[xoff..<xlim]` and `yv[yoff..<ylim]`, found by
    /// searching from both corners at once until the searches overlap on a diagonal.
    private mutating func middleSnake(_ xv: [Int], _ yv: [Int], _ xoff: Int, _ xlim: Int, _ yoff: Int, _ ylim: Int)
        -> (x: Int, y: Int) {
        let o = diagonalOffset, dmin = xoff - ylim, dmax = xlim - yoff, fmid = xoff - yoff, bmid = xlim - ylim
        let odd = (fmid - bmid) & 1 != 0, unreached = Int.max / 4
        var fmin = fmid, fmax = fmid, bmin = bmid, bmax = bmid
        forward[fmid + o] = xoff
        backward[bmid + o] = xlim
        while true {
            if fmin > dmin { fmin -= 1; forward[fmin - 1 + o] = -1 } else { fmin += 1 }
            if fmax < dmax { fmax += 1; forward[fmax + 1 + o] = -1 } else { fmax -= 1 }
            for d in stride(from: fmax, through: fmin, by: -2) {
                let below = forward[d - 1 + o], above = forward[d + 1 + o]
                var x = below < above ? above : below + 1, y = x - d
                while x < xlim, y < ylim, xv[x] == yv[y] { x += 1; y += 1 }
                forward[d + o] = x
                if odd, bmin <= d, d <= bmax, backward[d + o] <= x { return (x, y) }
            }
            if bmin > dmin { bmin -= 1; backward[bmin - 1 + o] = unreached } else { bmin += 1 }
            if bmax < dmax { bmax += 1; backward[bmax + 1 + o] = unreached } else { bmax -= 1 }
            for d in stride(from: bmax, through: bmin, by: -2) {
                let below = backward[d - 1 + o], above = backward[d + 1 + o]
                var x = below < above ? below : above - 1, y = x - d
                while xoff < x, yoff < y, xv[x - 1] == yv[y - 1] { x -= 1; y -= 1 }
                backward[d + o] = x
                if !odd, fmin <= d, d <= fmax, x <= forward[d + o] { return (x, y) }
            }
        }
    }

    /// Moves each run of changes along lines equal to its ends: back while that merges it with an earlier run, then
    /// forward as far as possible, then back again as far as needed to end beside a change on the other side.
    /// This is where GNU diff puts a change that could sit in several places; it never alters the change count.
    private static func slide(_ changed: inout Marks, against other: Marks, classes: [Int]) {
        let end = classes.count
        var i = 0, j = 0
        while true {
            while i < end, !changed[i] {
                while other[j] { j += 1 }
                j += 1
                i += 1
            }
            if i == end { return }
            var start = i, length = 0, corresponding = end
            i += 1
            while changed[i] { i += 1 }
            while other[j] { j += 1 }
            repeat {
                length = i - start
                while start > 0, classes[start - 1] == classes[i - 1] {
                    start -= 1; changed[start] = true
                    i -= 1; changed[i] = false
                    while changed[start - 1] { start -= 1 }
                    j -= 1
                    while other[j] { j -= 1 }
                }
                corresponding = other[j - 1] ? i : end
                while i != end, classes[start] == classes[i] {
                    changed[start] = false; start += 1
                    changed[i] = true; i += 1
                    while changed[i] { i += 1 }
                    j += 1
                    while other[j] { corresponding = i; j += 1 }
                }
            } while length != i - start
            while corresponding < i {
                start -= 1; changed[start] = true
                i -= 1; changed[i] = false
                j -= 1
                while other[j] { j -= 1 }
            }
        }
    }
}
