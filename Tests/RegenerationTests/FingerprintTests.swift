import Foundation
import SpecModel
import Testing

@testable import Regeneration

/// A manifest entry keeps a fingerprint of 16 lowercase hex digits (every one featuregen writes) as a number, and
/// any other spelling as it is; both must print, read, encode and compare exactly as the text would.
struct FingerprintTests {
    @Test func hexNumbersReadBackAndOtherSpellingsStayText() {
        #expect(WordHash.number(hex: "0123456789abcdef") == 0x0123_4567_89ab_cdef)
        #expect(WordHash.number(hex: WordHash.hex(.max)) == .max)
        #expect(WordHash.number(hex: WordHash.hex(0)) == 0)
        for other in ["", "00ff", "0123456789ABCDEF", "0123456789abcdeg", "0123456789abcdef0", " 123456789abcdef"] {
            #expect(WordHash.number(hex: other) == nil, "\(other)")
        }
    }

    @Test func anEntryComparesAsItsFingerprintsText() {
        let hash: UInt64 = 0x8df7_85f5_0e71_608e
        let byNumber = Manifest.Entry(spec: nil, feature: "A", generator: "model", hash: hash)
        let byText = Manifest.Entry(spec: nil, feature: "A", generator: "model", fingerprint: WordHash.hex(hash))
        #expect(byNumber == byText)
        #expect(byNumber.fingerprint == "8df785f50e71608e")
        #expect(byNumber.hasFingerprint(of: hash))
        #expect(!byNumber.hasFingerprint(of: hash + 1))
        let upper = Manifest.Entry(spec: nil, feature: "A", generator: "model", fingerprint: "8DF785F50E71608E")
        #expect(upper != byText)
        #expect(upper.fingerprint == "8DF785F50E71608E")
        #expect(!upper.hasFingerprint(of: hash))
        var changed = byNumber
        changed.fingerprint = "old"
        #expect(changed.fingerprint == "old")
        #expect(changed != byNumber)
        changed.fingerprint = "8df785f50e71608e"
        #expect(changed == byNumber)
    }

    @Test func bothSpellingsPrintAndReadAsJSONEncoderAndJSONDecoderDo() throws {
        var manifest = Manifest()
        manifest.preset = "clean"
        manifest.files["A.swift"] = .init(spec: "Specs/A.yaml", feature: "A", generator: "model", hash: 0xfe)
        manifest.files["B.swift"] = .init(spec: nil, feature: nil, generator: "support", fingerprint: "00FF")
        manifest.files["C.swift"] = .init(spec: nil, feature: "C", generator: "view", fingerprint: "")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let expected = String(decoding: try encoder.encode(manifest), as: UTF8.self) + "\n"
        #expect(try manifest.encoded() == expected)
        #expect(expected.contains("\"A.swift\" : \"model 00000000000000fe\""))
        #expect(Manifest.decode(try manifest.encoded()) == manifest)
        #expect(try JSONDecoder().decode(Manifest.self, from: Data(expected.utf8)) == manifest)
        #expect(Manifest.decode(try manifest.encoded())?.files["A.swift"]?.hasFingerprint(of: 0xfe) == true)
    }
}
