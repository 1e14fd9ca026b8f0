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

    /// Sorting by UTF-8 bytes: byte order (not `String`'s `<`, which orders canonically equivalent spellings as
    /// equal), a prefix first, equal keys in their order.
    @Test func sortingByUTF8IsByteOrderAndStable() {
        let decomposed = "e\u{301}"
        #expect(["é", decomposed, "f", "e", ""].sortedByUTF8() == ["", "e", decomposed, "f", "é"])
        let tagged = [("b", 0), ("a", 1), ("b", 2), ("a", 3)]
        #expect(tagged.sortedByUTF8(\.0).map(\.1) == [1, 3, 0, 2])
        #expect(UTF8Order.precedes("a/z", "a/é") && !UTF8Order.precedes("a/é", "a/z"))
        #expect(UTF8Order.precedes(Array("ab".utf8), Array("abc".utf8)))
        #expect(!UTF8Order.precedes(Array("ab".utf8), Array("ab".utf8)))
        for tagged in Self.randomTaggedKeys() {
            let expected = tagged.sorted {
                Array($0.0.utf8).lexicographicallyPrecedes(Array($1.0.utf8)) || ($0.0 == $1.0 && $0.1 < $1.1)
            }
            #expect(tagged.sortedByUTF8(\.0).map(\.1) == expected.map(\.1))
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
