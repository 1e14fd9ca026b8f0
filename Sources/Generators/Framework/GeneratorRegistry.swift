/// Every built-in generator: those of every preset. Adding a generator is one file in its preset's folder (or in
/// Navigation/ or Support/ when presets share it) and one line in its preset; a test fails when a generator file is
/// in no preset.
public enum GeneratorRegistry {
    /// Every built-in generator, each once, in preset order.
    public static var builtins: [any Generator] {
        var seen = Set<String>()
        return PresetRegistry.all.flatMap(\.generators).filter { seen.insert(String(describing: type(of: $0))).inserted }
    }
}
