import CodePrinting
import Generators
import Regeneration
import SpecModel

/// The messages of settings that name something unknown or are refused: featuregen.yml's, located, and the flags'.
enum SettingsMessage {
    static func unknownPreset(_ name: String) -> String {
        let names = PresetRegistry.all.map(\.id)
        return "unknown preset '\(name)'\(Suggestion.didYouMean(name, in: names)); presets: \(names.joined(separator: ", "))"
    }
    static func unknownTesting(_ name: String) -> String {
        "testing must be swift-testing or xctest, not '\(name)'" + Suggestion.didYouMean(name, in: TestingFramework.allCases.map(\.rawValue))
    }
    static func unknownTestingFlag(_ name: String) -> String { "--" + unknownTesting(name) }
    static func badModuleFlag(_ name: String) -> String { "--module '\(name)' is not a Swift module name" }
    static func badJobs(_ value: String) -> String { "--jobs takes a number of threads from 1 to 512, not '\(value)'" }
    static func accessLevel(_ name: String) -> String {
        "accessLevel must be internal or public, not '\(name)'" + Suggestion.didYouMean(name, in: ["internal", "public"])
    }
    static func layout(_ name: String) -> String {
        let names = OutputLayout.allCases.map(\.rawValue)
        return "layout must be files or package, not '\(name)'" + Suggestion.didYouMean(name, in: names)
    }
    static func layoutPreset(_ preset: Preset) -> String {
        let presets = PresetRegistry.all.filter { $0.package != nil }.map(\.id)
        return "layout: package is supported with preset \(presets.joined(separator: ", ")), not '\(preset.id)' yet; "
            + "remove layout or use layout: files"
    }
    static let layoutInternal =
        "accessLevel: internal does not fit layout: package, whose targets use each other's declarations; remove it"
    static let outputEmpty = "output is empty; give a folder, such as Generated, or remove it"
    static let testsOutputEmpty = "testsOutput is empty; give a folder, such as AppTests/Generated, or remove it"
    static let testsOutputPackage =
        "testsOutput does not apply to layout: package, whose tests are its test target in Tests/; remove testsOutput"
    static func testsOutputOverlaps(_ tests: String, _ overlap: String, output: String, tests name: String) -> String {
        "testsOutput '\(tests)' \(overlap) the output folder '\(output)'; give a folder outside it, such as "
            + "AppTests/Generated, or remove testsOutput to keep the tests in '\(output)/\(name)'"
    }
    static func unknownGenerator(_ id: String, _ preset: Preset, plugins: [PluginDeclaration] = []) -> String {
        let ids = preset.generators.map(\.id) + plugins.map(\.name)
        let what = plugins.isEmpty ? "its generators" : "its generators and the plugins"
        return "preset '\(preset.id)' has no generator '\(id)'\(Suggestion.didYouMean(id, in: ids)); \(what): \(ids.joined(separator: ", "))"
    }
    static func rootFile(_ value: String, _ problem: OutputPath.Problem) -> String {
        "rootFile '\(value)' \(problem.phrase); give a path inside the output folder, such as RootView.swift"
    }
    static func repeatedGenerator(_ id: String) -> String {
        "generators lists '\(id)' twice; list each generator once"
    }
    static func badModule(_ name: String) -> String {
        "module '\(name)' is not a Swift module name; use letters, digits and underscores, not starting with a digit"
            + (SwiftSyntax.keywords.contains(name) || name == "_" ? ", and not a Swift keyword" : "")
    }
    static func pluginShadowsGenerator(_ name: String) -> String {
        "plugin '\(name)' has the id of a built-in generator; rename the plugin"
    }
    static func generatorNotInPreset(_ id: String, _ preset: Preset) -> String {
        "options for '\(id)', which is not a generator of preset '\(preset.id)'"
    }
    static func unknownOption(_ key: String, _ generator: any Generator) -> String {
        let keys = generator.options.keys.sorted()
        return "generator '\(generator.id)' has no option '\(key)'" + Suggestion.didYouMean(key, in: keys)
            + (keys.isEmpty ? "; it takes no options" : "; its options: \(keys.joined(separator: ", "))")
    }
}
