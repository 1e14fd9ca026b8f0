import Foundation
import SpecModel
import Testing

@testable import featuregen

/// A Python plugin that writes one events file per feature and, as a file too, the request it received.
let echoPlugin = """
    import json, sys
    request = json.load(sys.stdin)
    files = [{"path": "Plugin/request.json", "contents": json.dumps(request, sort_keys=True, indent=1)}]
    for feature in request["features"]:
        name = feature["feature"]
        files.append({"path": f"Analytics/{name}Events.swift", "feature": name,
                      "contents": f"enum {request['options']['prefix']}{name}Event {{}}\\n"})
    json.dump({"files": files, "diagnostics": [{"severity": "warning", "message": "hi", "feature": "Notes"}]}, sys.stdout)

    """

/// A JSON object printed with sorted keys, to compare two objects whole.
func sortedJSON(_ object: [String: Any]) throws -> String {
    String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
}

func pluginWorkspace(_ script: String, timeout: String = "") throws -> Workspace {
    try Workspace([
        "Specs/Notes.yaml": notesSpec(),
        "tools/plugin.py": script,
        "featuregen.yml": """
            plugins:
              - name: events
                command: "python3 'tools/plugin.py'"
                options: {prefix: Shop, nested: {count: 2, on: true}}
                summary: analytics events per endpoint\(timeout)

            """,
    ])
}

@Suite("Plugins: external generators through the CLI", .serialized)
struct PluginTests {
    @Test func pluginFilesGoThroughTheSameWriterAsBuiltIns() throws {
        let workspace = try pluginWorkspace(echoPlugin)
        let result = try workspace.run(["generate"])
        #expect(result.status == 0)
        #expect(result.stderr == "plugin 'events': warning: hi (Notes)\n")
        #expect(result.stdout.contains("created Generated/Analytics/NotesEvents.swift\n"))
        #expect(result.stdout.contains("created Generated/Features/Notes/Domain/Note.swift\n"))
        #expect(workspace.read("Generated/Analytics/NotesEvents.swift") == "enum ShopNotesEvent {}\n")
        let manifest = workspace.read("Generated/.featuregen/manifest.json") ?? ""
        // The plugin's file is one of the Notes feature's, made by the `events` generator.
        let json = try JSONSerialization.jsonObject(with: Data(manifest.utf8)) as? [String: Any]
        let notes = (json?["features"] as? [String: Any])?["Notes"] as? [String: Any]
        let entry = (notes?["files"] as? [String: String])?["Analytics/NotesEvents.swift"]
        #expect(entry?.hasPrefix("events ") == true)
        // Edits to plugin files merge like any other.
        try workspace.write("Generated/Analytics/NotesEvents.swift", "enum ShopNotesEvent {}\n// mine\n")
        #expect(try workspace.run(["generate", "--check"]).status == 0)
        #expect(try workspace.run(["generate", "--only", "model"]).stdout.contains("Analytics") == false)
        #expect(try workspace.run(["generators"]).stdout.hasSuffix("plugins (featuregen.yml):\n  events  analytics events per endpoint\n"))
    }

    /// A command that names no program is reported as one that could not start, as docs/plugins.md says, not as the
    /// exit status of the `env` that starts it.
    @Test func aCommandThatNamesNoProgramCouldNotStart() throws {
        let workspace = try Workspace([
            "Specs/Notes.yaml": notesSpec(),
            "featuregen.yml": "plugins:\n  - {name: events, command: [no-such-featuregen-plugin, --flag]}\n",
        ])
        let result = try workspace.run(["generate"])
        #expect(result.status == 2)
        #expect(result.stderr == """
            featuregen: error: plugin 'events' could not start 'no-such-featuregen-plugin --flag': No such file or directory

            """)
        #expect(!workspace.exists("Generated"))
    }

    @Test func optionsAndEverySpecKeyReachThePlugin() throws {
        let workspace = try pluginWorkspace(echoPlugin)
        #expect(try workspace.run(["generate"]).status == 0)
        let text = workspace.read("Generated/Plugin/request.json") ?? "{}"
        let request = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] ?? [:]
        #expect(request["protocolVersion"] as? Int == 1)
        #expect(request["featuregenVersion"] as? String == CommandLineInterface.version)
        let options = request["options"] as? [String: Any]
        #expect(options?["prefix"] as? String == "Shop")
        #expect((options?["nested"] as? [String: Any])?["count"] as? Int == 2)
        #expect((options?["nested"] as? [String: Any])?["on"] as? Bool == true)
        let feature = (request["features"] as? [[String: Any]])?.first ?? [:]
        // The plugin receives the feature's canonical encoding, every key of the spec format included.
        let loaded = SpecLoader.load([SpecSource(path: "Specs/Notes.yaml", bytes: Array(notesSpec().utf8))])
        let canonical = try JSONSerialization.jsonObject(with: JSONEncoder().encode(loaded.features)) as? [[String: Any]]
        let expected = try #require(canonical?.first)
        #expect(Set(feature.keys) == Set(expected.keys))
        #expect(try sortedJSON(feature) == sortedJSON(expected))
        #expect(feature["title"] as? String == "Notes")
        #expect(feature["states"] as? [String] == ["idle", "loading", "loaded", "empty", "failed"])
        let model = feature["model"] as? [String: Any]
        #expect(model?["id"] as? String == "id")
        #expect((model?["fields"] as? [[String: String]])?.last == ["name": "text", "type": "String", "json": "text"])
        let endpoints = feature["endpoints"] as? [[String: Any]] ?? []
        #expect(endpoints.last?["params"] as? [[String: String]] == [["name": "id", "type": "Int"]])
        #expect((feature["navigation"] as? [[String: Any]])?.first?["style"] as? String == "push")
    }

    @Test(arguments: [
        ("import sys\nsys.stderr.write('boom\\n')\nsys.exit(3)\n", "", "featuregen: error: plugin 'events' exited with status 3:\nboom\n"),
        ("print('not json')\n", "", "featuregen: error: plugin 'events' answered with invalid JSON"),
        ("import time\ntime.sleep(30)\n", "\n    timeout: 1", "featuregen: error: plugin 'events' did not finish within 1 s and was stopped\n"),
        ("import json\nprint(json.dumps({'files': [{'path': '../escape.swift', 'contents': ''}]}))\n", "",
         "featuregen: error: plugin 'events' planned '../escape.swift', which is absolute or contains '..'\n"),
        ("import json\nprint(json.dumps({'files': [{'path': 'RootView.swift', 'contents': ''}]}))\n", "",
         "featuregen: error: plugin 'events' planned 'RootView.swift', which 'navigation' also plans\n"),
        ("import json\nprint(json.dumps({'diagnostics': [{'severity': 'error', 'message': 'no prefix', 'feature': 'Notes'}]}))\n", "",
         "featuregen: error: plugin 'events' reported an error: no prefix (Notes)\n"),
    ])
    func failuresNameThePluginAndWriteNothing(_ script: String, _ timeout: String, _ expected: String) throws {
        let workspace = try pluginWorkspace(script, timeout: timeout)
        let start = Date()
        let result = try workspace.run(["generate"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix(expected))
        #expect(!workspace.exists("Generated"))
        #expect(Date().timeIntervalSince(start) < 10)
    }

    /// A plugin's message and feature are its answer, untrusted: a line feed, a line separator or a bidirectional
    /// override in them is spelled out as a carriage return is, so the plugin cannot print a line of its own that an
    /// IDE or CI reads as a located error of featuregen's.
    @Test(arguments: [
        ("warning", 0, "plugin 'events': warning: "),
        ("error", 2, "featuregen: error: plugin 'events' reported an error: "),
    ])
    func aPluginsMessageStaysOnItsLine(_ severity: String, _ status: Int32, _ start: String) throws {
        let message = "ok\\nSpecs/Notes.yaml:1:1: error: forged\\u2028a\\u0085b\\u202ec\\u2066d\\r"
        let workspace = try pluginWorkspace("""
            import json, sys
            json.load(sys.stdin)
            print(json.dumps({'diagnostics': [{'severity': '\(severity)', 'message': '\(message)', 'feature': 'No\\ntes'}]}))

            """)
        let result = try workspace.run(["generate"])
        #expect(result.status == status)
        #expect(result.stderr == start + #"ok\u{A}Specs/Notes.yaml:1:1: error: forged\u{2028}a\u{85}b\u{202E}c\u{2066}d\u{D} (No\u{A}tes)"# + "\n")
    }

    @Test func theSwiftExamplePluginWorks() throws {
        let example = CLIRunner.packageRoot.appendingPathComponent("Examples/EventsPlugin")
        let build = Process()
        build.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        build.arguments = ["swift", "build", "--package-path", example.path]
        let output = Pipe()
        build.standardOutput = output
        build.standardError = output
        try build.run()
        let log = output.fileHandleForReading.readDataToEndOfFile()
        build.waitUntilExit()
        #expect(build.terminationStatus == 0, "swift build of the example failed:\n\(String(decoding: log, as: UTF8.self))")
        let binary = example.appendingPathComponent(".build/debug/EventsPlugin").path
        let workspace = try Workspace([
            "Specs/Notes.yaml": notesSpec(),
            "featuregen.yml": "plugins:\n  - {name: events, command: [\(binary)], options: {prefix: App}}\n",
        ])
        let result = try workspace.run(["generate"])
        #expect(result.status == 0)
        #expect(workspace.read("Generated/Analytics/NotesEvents.swift") == """
            /// Analytics events of the Notes screen, one per endpoint.
            enum AppNotesEvent: String, CaseIterable, Sendable {
                case list
                case remove
            }

            """)
        let listed = try workspace.run(["generators"])
        #expect(listed.stdout.hasSuffix("plugins (featuregen.yml):\n  events  runs: \(binary)\n"))
    }
}
