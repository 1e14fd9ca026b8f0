/// The access level of generated declarations.
public enum AccessLevel: String, Sendable, CaseIterable {
    /// Visible inside the generated module (tests reach it with `@testable import`).
    case `internal`
    /// Visible to other modules: every type, member and initializer the app needs is `public`.
    case `public`
}
