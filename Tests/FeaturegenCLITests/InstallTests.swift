import Foundation
import Testing

@testable import featuregen

/// Whether `make` is on the PATH: the Makefile's tests need it (macOS has it with the command line tools; a bare
/// Linux image with only the Swift toolchain may not).
private let makeIsInstalled = (try? CLIRunner.runProgram("/usr/bin/env", ["make", "--version"]).status) == 0

/// The `v*` tags on the commit checked out in `folder` that name another version than `version`; none when HEAD
/// has no such tag, or `folder` is no git work tree (a source archive) or git is missing.
func releaseTags(differingFrom version: String, in folder: URL) throws -> [String] {
    let tags = try CLIRunner.runProgram("/usr/bin/env", ["git", "tag", "--points-at", "HEAD", "--list", "v*"], in: folder)
    guard tags.status == 0 else { return [] }
    return tags.stdout.split(separator: "\n").map(String.init).filter { $0 != "v" + version }
}

/// A git identity for the commits and tags the tests make, whatever the machine's git configuration.
private let gitIdentity = [
    "GIT_AUTHOR_NAME": "Test", "GIT_AUTHOR_EMAIL": "test@example.com", "GIT_COMMITTER_NAME": "Test",
    "GIT_COMMITTER_EMAIL": "test@example.com", "GIT_CONFIG_GLOBAL": "/dev/null",
]

/// Runs `git arguments…` in `folder` with the tests' identity.
@discardableResult
private func git(_ arguments: [String], in folder: URL) throws -> CLIResult {
    try CLIRunner.runProgram("/usr/bin/env", ["git"] + arguments, in: folder, environment: gitIdentity)
}

@Suite("Version, release and install: the real binary, Makefile and scripts")
struct InstallTests {
    @Test func versionPrintsTheVersionConstant() throws {
        let result = try CLIRunner.run(["--version"])
        #expect(result.stdout == "featuregen \(CommandLineInterface.version)\n")
        #expect(result.status == 0)
        #expect(CommandLineInterface.version.wholeMatch(of: /[0-9]+\.[0-9]+\.[0-9]+/) != nil)
    }

    /// Fails on a release commit whose tag says another version than `--version` prints.
    @Test func aReleaseTagOnHEADNamesTheVersionConstant() throws {
        #expect(try releaseTags(differingFrom: CommandLineInterface.version, in: CLIRunner.packageRoot) == [])
    }

    /// `make release` rewrites the constant, commits it and tags the commit; the tag check above then agrees with
    /// the new version and refuses the old one. Run on a scratch repository holding the version file alone.
    @Test func releaseRewritesTheConstantCommitsAndTags() throws {
        let versionFile = "Sources/FeaturegenKit/Version.swift"
        let original = try String(contentsOf: CLIRunner.packageRoot.appendingPathComponent(versionFile), encoding: .utf8)
        let folder = try TemporaryFolder([versionFile: original])
        let repository = folder.url
        try git(["init", "-q"], in: repository)
        try git(["add", "."], in: repository)
        try git(["commit", "-q", "-m", "start"], in: repository)
        let script = CLIRunner.packageRoot.appendingPathComponent("Scripts/release.sh").path
        let release = { (version: String) in
            try CLIRunner.runProgram("/bin/bash", [script, version], in: repository, environment: gitIdentity)
        }

        let bad = try release("1.2")
        #expect(bad.status == 1)
        #expect(bad.stderr == "release: give the version as x.y.z (make release VERSION=1.2.0), not '1.2'\n")

        let result = try release("1.2.3")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "release: tagged v1.2.3; publish it with: git push origin HEAD v1.2.3\n")
        let rewritten = try String(contentsOf: repository.appendingPathComponent(versionFile), encoding: .utf8)
        #expect(rewritten == original.replacingOccurrences(
            of: "public static let current = \"\(CommandLineInterface.version)\"", with: "public static let current = \"1.2.3\""))
        #expect(rewritten != original)
        #expect(try git(["log", "-1", "--format=%s"], in: repository).stdout
            == "Release 1.2.3: Version.current, printed by featuregen --version\n")
        #expect(try releaseTags(differingFrom: "1.2.3", in: repository) == [])
        #expect(try releaseTags(differingFrom: "1.2.2", in: repository) == ["v1.2.3"])

        let again = try release("1.2.3")
        #expect(again.status == 1)
        #expect(again.stderr == "release: tag v1.2.3 already exists\n")
    }

    /// `make install` builds first, then installs into $(PREFIX)/bin, /usr/local by default.
    @Test(.enabled(if: makeIsInstalled)) func installBuildsThenCopiesIntoPrefix() throws {
        let plan = try CLIRunner.runProgram("/usr/bin/env", ["make", "-n", "install"])
        #expect(plan.stdout == """
            swift build -c release --product featuregen
            install -d "/usr/local/bin"
            install -m 0755 ".build/release/featuregen" "/usr/local/bin/featuregen"

            """)
    }

    /// A real install of the binary these tests run (SWIFT=true skips the release build, which `make -n` shows
    /// above, to keep the suite fast), with a PREFIX and with a DESTDIR, the installed binary run, then uninstalled.
    @Test(.enabled(if: makeIsInstalled)) func installAndUninstallForReal() throws {
        let scratch = try TemporaryFolder([:])
        let built = CLIRunner.executable.deletingLastPathComponent().path
        let make = { (arguments: [String]) in
            try CLIRunner.runProgram("/usr/bin/env", ["make", "-s"] + arguments + ["SWIFT=true", "BUILD_DIR=\(built)"])
        }
        let prefix = scratch.url.appendingPathComponent("prefix").path
        let staged = scratch.url.appendingPathComponent("stage").path
        for (arguments, installed) in [
            (["PREFIX=\(prefix)"], prefix + "/bin/featuregen"),
            (["PREFIX=/opt/featuregen", "DESTDIR=\(staged)"], staged + "/opt/featuregen/bin/featuregen"),
        ] {
            let install = try make(["install"] + arguments)
            #expect(install.status == 0, "\(install.stderr)")
            #expect(FileManager.default.isExecutableFile(atPath: installed))
            #expect(try CLIRunner.runProgram(installed, ["--version"]).stdout == "featuregen \(CommandLineInterface.version)\n")
            #expect(try make(["uninstall"] + arguments).status == 0)
            #expect(!FileManager.default.fileExists(atPath: installed))
        }
        #expect(!FileManager.default.fileExists(atPath: "/opt/featuregen"), "DESTDIR prefixes every path")
    }

    /// .ci/setup on each system, with `uname`, `pkg-config` and the package managers replaced by scripts that log
    /// their arguments: quiet when libyaml is there; Homebrew without sudo on macOS; apt on Debian and Ubuntu; a
    /// message and a failure elsewhere.
    @Test(arguments: [
        ("Linux", ["apt-get"], true, 0, "", ""),
        ("Darwin", ["brew"], true, 0, "", ""),
        ("Darwin", ["brew"], false, 0, "setup: installing libyaml and pkg-config with Homebrew\n", "brew install --quiet libyaml pkg-config\n"),
        ("Darwin", [], false, 1, """
            setup: featuregen needs libyaml with its headers and pkg-config (pkg-config --exists yaml-0.1 fails).
            setup: install Homebrew (https://brew.sh), then: brew install libyaml pkg-config

            """, ""),
        ("Linux", ["apt-get"], false, 0, "setup: installing libyaml-dev and pkg-config\n",
         "apt-get update -qq\napt-get install -y -qq libyaml-dev pkg-config\n"),
        ("Linux", [], false, 1, """
            setup: featuregen needs libyaml with its headers and pkg-config (pkg-config --exists yaml-0.1 fails).
            setup: install them with your package manager (Fedora: libyaml-devel pkgconf; Alpine: yaml-dev pkgconf)

            """, ""),
        ("FreeBSD", ["brew", "apt-get"], false, 1, """
            setup: featuregen needs libyaml with its headers and pkg-config (pkg-config --exists yaml-0.1 fails).
            setup: install them with your system's package manager, then run this again

            """, ""),
    ])
    func setupInstallsWhatIsMissing(
        _ system: String, _ managers: [String], _ present: Bool, _ status: Int32, _ stderr: String, _ log: String
    ) throws {
        let scratch = try TemporaryFolder([:])
        let installed = scratch.url.appendingPathComponent("installed").path
        let logFile = scratch.url.appendingPathComponent("log").path
        var tools = [
            "uname": "echo \(system)",
            "pkg-config": "[ -e '\(installed)' ]",
            // sudo for a run as a user other than root: it runs its command, found on the same PATH.
            "sudo": "exec \"$@\"",
        ]
        for manager in managers { tools[manager] = "echo \"\(manager) $*\" >> '\(logFile)'; : > '\(installed)'" }
        if present { #expect(FileManager.default.createFile(atPath: installed, contents: nil)) }
        let result = try runSetup(with: tools, in: scratch)
        #expect(result.status == status)
        #expect(result.stderr == stderr)
        #expect(result.stdout == "")
        #expect((FileManager.default.contents(atPath: logFile).map { String(decoding: $0, as: UTF8.self) } ?? "") == log)
    }

    /// Installed, yet not found by pkg-config (a manager that installed elsewhere): setup says so and fails.
    @Test func setupFailsWhenPkgConfigStillCannotFindLibyaml() throws {
        let scratch = try TemporaryFolder([:])
        let result = try runSetup(with: ["uname": "echo Darwin", "pkg-config": "exit 1", "brew": "exit 0"], in: scratch)
        #expect(result.status == 1)
        #expect(result.stderr.hasSuffix(
            "setup: they were installed, yet pkg-config still does not find yaml-0.1; check PKG_CONFIG_PATH\n"))
    }

    /// Runs .ci/setup with only `tools` on the PATH, each a shell script of the given body in `scratch`'s bin
    /// folder: the script needs nothing but bash's builtins and those tools.
    private func runSetup(with tools: [String: String], in scratch: TemporaryFolder) throws -> CLIResult {
        let bin = scratch.url.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        for (name, body) in tools {
            let file = bin.appendingPathComponent(name)
            try Data("#!/bin/sh\n\(body)\n".utf8).write(to: file)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
        }
        let setup = CLIRunner.packageRoot.appendingPathComponent(".ci/setup").path
        return try CLIRunner.runProgram("/bin/bash", [setup], environment: ["PATH": bin.path])
    }
}
