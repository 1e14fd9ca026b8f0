import SpecModel
import Testing

/// The byte-level string helpers the output bookkeeping and the code printer rely on for order and paths.
struct StringBytesTests {
    /// Keys gathered one by one order their elements as sorting by the keys' bytes does (ties in index order), and
    /// the first key equal to its neighbour in that order is found (a prefix is not equal).
    @Test func gatheredKeysGiveTheStableOrderAndItsFirstRepeat() {
        for tagged in Self.randomTaggedKeys() {
            var keys = ByteKeys(capacity: tagged.count)
            for (key, _) in tagged { keys.append(key) }
            let expected = tagged.indices.sorted {
                let (left, right) = (Array(tagged[$0].0.utf8), Array(tagged[$1].0.utf8))
                return left == right ? $0 < $1 : left.lexicographicallyPrecedes(right)
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
        // By bytes: "z" (0x7a) before "é" (0xc3 0xa9).
        var accented = ByteKeys(capacity: 2)
        for key in ["a/é", "a/z"] { accented.append(key) }
        #expect(accented.order() == [1, 0])
    }

    /// Lists of 0 to 257 random keys, many repeated, each tagged with its index: every mix of ties and lengths.
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
    }

    /// Moving elements by an order puts the element at `order[i]` at `i`.
    @Test func permuteMovesByTheOrder() {
        var letters = ["a", "b", "c"]
        letters.permute(by: [2, 0, 1])
        #expect(letters == ["c", "a", "b"])
    }

    @Test func pathParts() {
        #expect("a/b/c.swift".parentPath == "a/b")
        #expect("c.swift".parentPath == nil)
        #expect("/c".parentPath == "")
        #expect("a/b".lastSlash.map { "a/b"[$0...] } == "/b")
    }
}
