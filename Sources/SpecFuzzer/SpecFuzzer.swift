import Foundation
import SpecModel

/// The fuzz target for the spec readers and the validator: one input is loaded as a YAML file and as a JSON file,
/// as `validate` loads specs, and the answers are checked for what must hold for every input (see ``SpecCheck``).
///
/// Built with `swift build -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING` (see `Scripts/fuzz.sh`), libFuzzer
/// calls this entry point. The pointers here are the C signatures libFuzzer requires: the input is copied once into
/// an array, and nothing else in featuregen touches memory through them. The one file outside `Sources/CInterop`
/// allowed to name them (`UnsafeCodeGuardTests`): the fuzzer is not part of the shipped binary.
@_cdecl("LLVMFuzzerTestOneInput")
public func specFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    SpecCheck.check(bytes)
    return 0
}

#if FUZZING
    /// libFuzzer's driver, which parses its flags and calls the entry point with each input. SwiftPM links an
    /// executable through its own `main`, so the driver is started from there rather than from libFuzzer's `main`.
    @_silgen_name("LLVMFuzzerRunDriver")
    private func runFuzzerDriver(
        _ argc: UnsafeMutablePointer<CInt>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
    ) -> CInt

    @main
    struct SpecFuzzerMain {
        static func main() {
            var argc = CommandLine.argc
            var argv = CommandLine.unsafeArgv
            exit(runFuzzerDriver(&argc, &argv, specFuzzerTestOneInput))
        }
    }
#else
    /// Without libFuzzer, the same checks over files named on the command line (a corpus or a crash to replay).
    @main
    struct SpecFuzzerReplay {
        static func main() {
            var checked = 0
            for path in CommandLine.arguments.dropFirst() {
                guard let data = FileManager.default.contents(atPath: path) else {
                    print("SpecFuzzer: cannot read \(path)")
                    exit(2)
                }
                SpecCheck.check(Array(data))
                checked += 1
            }
            print("SpecFuzzer: \(checked) inputs checked")
        }
    }
#endif
