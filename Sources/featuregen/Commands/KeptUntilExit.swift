/// Values a run keeps until the process exits instead of freeing them: a 10,000-feature run frees millions of
/// objects (specs, rendered text, decisions), and the system reclaims the whole heap at exit at no cost. This is
/// clang's `-disable-free`, for the same reason. Only the `featuregen` executable keeps values; tests never see it.
enum KeptUntilExit {
    nonisolated(unsafe) private static var values: [Any] = []

    /// Keeps `value` alive until the process exits.
    static func keep(_ value: Any) {
        values.append(value)
    }
}
