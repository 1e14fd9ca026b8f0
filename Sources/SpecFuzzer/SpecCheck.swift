import SpecModel

/// What must hold when any bytes are loaded as a spec: the load ends (the fuzzer's timeout catches a hang), every
/// problem is located inside the file (1-based line and column), a file without errors yields features, and loading
/// the same bytes twice gives the same answer. A broken rule stops the process, which the fuzzer records as a crash.
enum SpecCheck {
    /// Loads `bytes` as `fuzz.yaml` and as `fuzz.json` and checks both answers.
    static func check(_ bytes: [UInt8]) {
        for path in ["Specs/fuzz.yaml", "Specs/fuzz.json"] {
            let source = SpecSource(path: path, bytes: bytes)
            let first = SpecLoader.load([source])
            for diagnostic in first.diagnostics {
                precondition(diagnostic.path == path, "diagnostic names another file: \(diagnostic)")
                precondition(
                    diagnostic.location.line >= 1 && diagnostic.location.column >= 1,
                    "diagnostic outside the file: \(diagnostic)")
                precondition(!diagnostic.message.isEmpty, "diagnostic without a message at \(diagnostic.location)")
            }
            precondition(
                !first.isValid || !first.features.isEmpty, "a valid file gave no feature")
            let second = SpecLoader.load([source])
            precondition(first.features == second.features, "two loads of one file gave different features")
            precondition(first.diagnostics == second.diagnostics, "two loads of one file gave different problems")
        }
    }
}
