import Foundation
import SpecModel

/// The fuzz target for the spec readers and the validator: one input is loaded as a YAML file and as a JSON file,
/// as `validate` loads specs, and the answers are checked for what must hold for every input (see ``SpecCheck``).
///
/// Built with `swift build -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING` (see `Scripts/fuzz.sh`), libFuzzer
/// calls this entry point. The raw pointer is the C signature libFuzzer requires; it is read once, into an array,
/// and nothing else here touches memory through a pointer.
@_cdecl("LLVMFuzzerTestOneInput")
public func specFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    SpecCheck.check(bytes)
    return 0
}

#if !FUZZING
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
