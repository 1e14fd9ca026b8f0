/// The built-in generators, in the order they run. Adding a generator is one file in Builtins/ and one line here;
/// a test fails when a generator file is not listed.
public enum GeneratorRegistry {
    /// Every built-in generator.
    public static let builtins: [any Generator] = [
        ModelGenerator(),
        MapperGenerator(),
        RepositoryGenerator(),
        UseCaseGenerator(),
        ViewModelGenerator(),
        ViewGenerator(),
        TestGenerator(),
        NavigationGenerator(),
        SupportGenerator(),
    ]
}
