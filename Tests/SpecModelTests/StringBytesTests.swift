import SpecModel
import Testing

/// The byte-level string helpers the output bookkeeping relies on for order and paths.
struct StringBytesTests {
    @Test func sortedByBytesIsTheOrderOfUTF8BytesAndStable() {
        let paths = ["b/a", "a/b/c", "a/b", "A", "a", "", "é", "z", "a/b"]
        #expect(paths.sortedByBytes() == paths.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
        let tagged = [("b", 1), ("a", 2), ("b", 3), ("a", 4), ("", 5)]
        #expect(tagged.sortedByBytes(of: \.0).map(\.1) == [5, 2, 4, 1, 3])
        #expect([String]().sortedByBytes().isEmpty)
        #expect(["", ""].sortedByBytes() == ["", ""])
    }

    @Test func sortedByBytesAgreesWithPrecedesByBytesOnRandomPaths() {
        var generator = SystemRandomNumberGenerator()
        let parts = ["Feature", "Feat", "ure", "/", "é", "Z", "a", "1"]
        let paths = (0..<500).map { _ in (0..<Int.random(in: 0...6, using: &generator)).map { _ in parts.randomElement()! }.joined() }
        let expected = paths.enumerated().sorted {
            $0.element.precedesByBytes($1.element) || (!$1.element.precedesByBytes($0.element) && $0.offset < $1.offset)
        }.map(\.element)
        #expect(paths.sortedByBytes() == expected)
    }

    /// Sorting in place walks the permutation's cycles: any mix of cycles, ties and lengths gives the stable order.
    @Test func sortByBytesInPlaceGivesTheStableOrder() {
        for tagged in Self.randomTaggedKeys() {
            var sorted = tagged
            sorted.sortByBytes(of: \.0)
            let expected = tagged.sorted { $0.0 == $1.0 ? $0.1 < $1.1 : $0.0.precedesByBytes($1.0) }
            #expect(sorted.map(\.1) == expected.map(\.1))
        }
        // Elements already in order are not copied: the result shares the input's storage.
        let inOrder = ["a", "b", "b", "c"]
        let result = inOrder.sortedByBytes()
        #expect(result.withUnsafeBufferPointer(\.baseAddress) == inOrder.withUnsafeBufferPointer(\.baseAddress))
    }

    /// Keys gathered one by one order their elements as sorting by the keys does, and the first key equal to its
    /// neighbour in that order is found (a prefix is not equal).
    @Test func gatheredKeysGiveTheStableOrderAndItsFirstRepeat() {
        for tagged in Self.randomTaggedKeys() {
            var keys = ByteKeys(capacity: tagged.count)
            for (key, _) in tagged { keys.append(key) }
            let expected = tagged.indices.sorted {
                tagged[$0].0 == tagged[$1].0 ? $0 < $1 : tagged[$0].0.precedesByBytes(tagged[$1].0)
            }
            let order = keys.order()
            #expect((order ?? Array(tagged.indices)) == expected)
            let sortedKeys = expected.map { tagged[$0].0 }
            let firstRepeat = sortedKeys.indices.dropFirst().first { sortedKeys[$0 - 1] == sortedKeys[$0] }
            #expect(keys.firstRepeat(in: order) == firstRepeat)
        }
        var inOrder = ByteKeys(capacity: 3)
        for key in ["", "a", "ab", "b"] { inOrder.append(key) }
        #expect(inOrder.order() == nil)
        #expect(inOrder.firstRepeat(in: nil) == nil)
        var prefixFirst = ByteKeys(capacity: 3)
        for key in ["ab", "a", "ab"] { prefixFirst.append(key) }
        #expect(prefixFirst.order() == [1, 0, 2])
        #expect(prefixFirst.firstRepeat(in: [1, 0, 2]) == 2)
        #expect(prefixFirst.firstRepeat(in: nil) == nil)
    }

    /// Lists of 0 to 257 random keys, many repeated, each tagged with its index: every mix of permutation cycles,
    /// ties and lengths.
    private static func randomTaggedKeys() -> [[(String, Int)]] {
        var generator = SystemRandomNumberGenerator()
        return [0, 1, 2, 3, 10, 257].map { count in
            (0..<count).map { ("k\(Int.random(in: 0..<max(1, count / 3), using: &generator))", $0) }
        }
    }

    /// Small strings (held in the value itself), native ones and substrings made strings all lend their UTF-8.
    @Test func borrowedUTF8IsTheStringsUTF8() {
        let long = String(repeating: "Features/Bookmarks/é", count: 20)
        for text in ["", "a", "fifteen bytes!!", "sixteen bytes!!!", "é", long, String(long.dropFirst(3))] {
            #expect(text.withBorrowedUTF8 { Array($0) } == Array(text.utf8))
        }
        #expect("a/é".precedesByBytes("a/z") == false)
        #expect("a/z".precedesByBytes("a/é"))
        #expect("ab".precedesByBytes("abc") && !"abc".precedesByBytes("ab") && !"ab".precedesByBytes("ab"))
    }

    @Test func pathParts() {
        #expect("a/b/c.swift".parentPath == "a/b")
        #expect("c.swift".parentPath == nil)
        #expect("/c".parentPath == "")
    }
}
