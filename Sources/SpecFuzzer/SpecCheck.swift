import SpecModel

/// What must hold when any bytes are loaded as a spec: the load ends (the fuzzer's timeout catches a hang), every
/// problem is located inside the file (1-based line and column) and sorted, and a file without errors yields
/// features. A broken rule stops the process, which the fuzzer records as a crash.
enum SpecCheck {
    /// Loads `bytes` as a JSON file when they start (after white space) with `{` or `[`, as a YAML file otherwise,
    /// as `validate` loads a spec named `.json` or `.yaml`, and checks the answer. One load an input keeps the
    /// fuzzer fast; the corpus holds both kinds.
    static func check(_ bytes: [UInt8]) {
        let first = bytes.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        let path = first == UInt8(ascii: "{") || first == UInt8(ascii: "[") ? "Specs/fuzz.json" : "Specs/fuzz.yaml"
        let loaded = SpecLoader.load([SpecSource(path: path, bytes: bytes)])
        for diagnostic in loaded.diagnostics {
            precondition(diagnostic.path == path, "diagnostic names another file: \(diagnostic)")
            precondition(
                diagnostic.location.line >= 1 && diagnostic.location.column >= 1,
                "diagnostic outside the file: \(diagnostic)")
            precondition(!diagnostic.message.isEmpty, "diagnostic without a message at \(diagnostic.location)")
        }
        precondition(loaded.diagnostics == loaded.diagnostics.sorted(), "diagnostics out of order")
        precondition(!loaded.isValid || !loaded.features.isEmpty, "a valid file gave no feature")
    }
}
