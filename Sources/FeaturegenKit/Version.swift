/// featuregen's version: the one place it is written.
///
/// `--version` prints it and plugins receive it. A release changes nothing else: `make release VERSION=x.y.z`
/// rewrites the literal below, commits and tags `vx.y.z`, and a test fails when HEAD sits on a `v*` tag that differs
/// from it (CONTRIBUTING.md, "Releasing").
public enum Version {
    /// The version of this build, `major.minor.patch`.
    public static let current = "0.1.0"
}
