import CodePrinting
import Foundation
import Generators
import Regeneration
import SpecModel

/// The values given on the command line, each overriding featuregen.yml's; nil when not given.
public struct SettingsFlags: Sendable {
    /// `--config PATH`: the configuration file (default: the nearest featuregen.yml in the current folder or above).
    public var config: String?
    /// `--output DIR`
    public var output: String?
    /// `--tests-output DIR`
    public var testsOutput: String?
    /// `--preset NAME`
    public var preset: String?
    /// `--module NAME`
    public var module: String?
    /// `--testing FRAMEWORK`
    public var testing: String?
    /// `--only ID,…`
    public var only: String?
    /// `--jobs N`
    public var jobs: String?
    /// The spec paths given as arguments; none means featuregen.yml's, or Specs.
    public var specs: [String] = []

    /// Flags as given; every one is optional.
    public init(
        config: String? = nil, output: String? = nil, preset: String? = nil, module: String? = nil,
        testing: String? = nil, only: String? = nil, jobs: String? = nil, specs: [String] = [],
        testsOutput: String? = nil
    ) {
        self.config = config
        self.output = output
        self.testsOutput = testsOutput
        self.preset = preset
        self.module = module
        self.testing = testing
        self.only = only
        self.jobs = jobs
        self.specs = specs
    }
}

/// What a run uses: featuregen.yml (`--config PATH`, or the nearest in the current folder or above) overridden by
/// flags.
public struct Settings: Sendable {
    /// The spec files and folders to read.
    public var specs: [String]
    /// The output folder.
    public var output = "Generated"
    /// featuregen.yml's `testsOutput:` (`--tests-output DIR`): the folder the preset's tests folder goes to instead of
    /// inside the output folder; nil to keep it inside.
    public var testsOutput: String?
    /// The module the generated code builds into.
    public var module = "App"
    /// The generated tests' framework.
    public var testing = TestingFramework.swiftTesting
    /// The architecture.
    public var preset = PresetRegistry.clean
    /// Spaces per indentation level in generated code.
    public var indent = 4
    /// The access level of generated declarations.
    public var accessLevel = AccessLevel.internal
    /// The root navigation file, relative to the output; nil for the preset's own.
    public var rootFile: String?
    /// The generators that run, in order.
    public var generators: [any Generator]
    /// Each generator's options, by its id.
    public var generatorOptions: [String: [String: String]] = [:]
    /// The plugins declared in featuregen.yml.
    public var declaredPlugins: [PluginDeclaration] = []
    /// The plugins that run, in the order they are selected.
    public var plugins: [PluginDeclaration] = []
    /// The folder holding featuregen.yml, relative to the current folder ("" for the current folder, `..` when found
    /// one up): its paths are relative to it, and plugins run there; nil without a config file.
    public var configFolder: String?
    /// How many threads read, render and write (`--jobs N`; default: the machine's processors).
    public var jobs = Parallel.defaultJobs
    /// featuregen.yml's `wire:`: the API's JSON shape, honoured by every preset.
    public var wire = WireContract()
    /// featuregen.yml's `layout:`: the preset's folders for one module, or a Swift package with a target per layer.
    public var layout = OutputLayout.files

    /// Everything besides the specs that the generated text depends on: featuregen's own build and the settings
    /// that reach the generators. A feature generated under another run key is rendered again.
    public var runKey: String {
        let options = generatorOptions.sorted { $0.key < $1.key }.map { id, options in
            id + "{" + options.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",") + "}"
        }
        return [
            ToolIdentity.current, preset.id, module, testing.rawValue, String(indent), accessLevel.rawValue,
            rootFile ?? "-", generators.map(\.id).joined(separator: ","), options.joined(separator: ";"),
            wire.list?.description ?? "-", wire.dates.rawValue, layout.rawValue, testsOutput ?? "-",
        ].joined(separator: "\n")
    }

    /// Where the output's tests folder goes, with `testsOutput:`; nil when it stays inside the output folder.
    public var testsFolder: TestsFolder? {
        testsOutput.map { TestsFolder(name: preset.layout.testsFolder(module: module), folder: $0) }
    }

    /// The settings of featuregen.yml and the flags; fails with every problem (exit 2): featuregen.yml's located
    /// and sorted, then the flags'.
    public static func load(_ flags: SettingsFlags) throws(RunFailure) -> Settings {
        var settings = Settings(specs: [SpecInput.defaultFolder], generators: PresetRegistry.clean.generators)
        var problems: [Diagnostic] = []
        if let explicit = flags.config, !FileManager.default.fileExists(atPath: explicit) {
            throw RunFailure(.configNotFound(explicit))
        }
        var config: ConfigFile?
        // Found upward, its path leads there from the current folder (`../featuregen.yml`): its own paths are
        // taken from its folder (fromConfig), while the command line's stay relative to the current folder.
        if let configPath = flags.config ?? ConfigLocator.nearest() {
            let bytes = FileManager.default.contents(atPath: configPath).map { [UInt8]($0) } ?? []
            let ids = Set(GeneratorRegistry.builtins.map(\.id))
            let (loaded, diagnostics) = ConfigLoader.load(bytes, path: configPath, generatorIds: ids)
            config = loaded
            problems += diagnostics
            settings.configFolder = (configPath as NSString).deletingLastPathComponent
        }
        if let config { settings.apply(config, into: &problems) }
        var flagProblems = settings.applyFlags(flags)
        if config?.testing == nil, flags.testing == nil { settings.testing = settings.preset.testing }
        if let config { problems += settings.checkLayout(config) }
        let testsProblem = settings.checkTestsOutput(config, flag: flags.testsOutput)
        if let located = testsProblem.located { problems.append(located) }
        if let problem = testsProblem.flag { flagProblems.append(problem) }
        guard problems.isEmpty, flagProblems.isEmpty else {
            throw RunFailure(problems.sorted().map(RunMessage.diagnostic) + flagProblems.map(RunMessage.badFlag))
        }
        return settings
    }

    /// A path from featuregen.yml, relative to the folder holding it.
    private func fromConfig(_ path: String) -> String {
        guard let folder = configFolder, !folder.isEmpty, !path.hasPrefix("/") else { return path }
        return folder + "/" + path
    }

    private mutating func apply(_ config: ConfigFile, into problems: inout [Diagnostic]) {
        func error(_ message: String, _ location: SourceLocation) {
            problems.append(Diagnostic(path: config.path, at: location, message))
        }
        // The defaults too are folders beside featuregen.yml, wherever in the project the run starts.
        specs = (config.specs?.map(\.value) ?? specs).map(fromConfig)
        output = fromConfig(config.output?.value ?? output)
        testsOutput = config.testsOutput.map { fromConfig($0.value) }
        if let folder = config.output, folder.value.isEmpty { error(SettingsMessage.outputEmpty, folder.location) }
        if let module = config.module {
            self.module = module.value
            if !Self.isModuleName(module.value) { error(SettingsMessage.badModule(module.value), module.location) }
        }
        if let indent = config.indent { self.indent = indent.value }
        if let wire = config.wire { self.wire = wire }
        if let rootFile = config.rootFile {
            // Checked here, where its line is known, rather than refused later as a planned path.
            if let problem = OutputPath.problem(rootFile.value) {
                error(SettingsMessage.rootFile(rootFile.value, problem), rootFile.location)
            } else {
                self.rootFile = rootFile.value
            }
        }
        if let name = config.preset {
            if let preset = PresetRegistry.named(name.value) {
                self.preset = preset
            } else {
                error(SettingsMessage.unknownPreset(name.value), name.location)
            }
        }
        if let name = config.testing {
            if let testing = TestingFramework(rawValue: name.value) {
                self.testing = testing
            } else {
                error(SettingsMessage.unknownTesting(name.value), name.location)
            }
        }
        if let level = config.accessLevel {
            if let accessLevel = AccessLevel(rawValue: level.value) {
                self.accessLevel = accessLevel
            } else {
                error(SettingsMessage.accessLevel(level.value), level.location)
            }
        }
        if let layout = config.layout {
            if let value = OutputLayout(rawValue: layout.value) {
                self.layout = value
            } else {
                error(SettingsMessage.layout(layout.value), layout.location)
            }
        }
        generators = preset.generators
        declaredPlugins = config.plugins
        plugins = config.plugins
        for plugin in config.plugins where preset.generators.contains(where: { $0.id == plugin.name }) {
            error(SettingsMessage.pluginShadowsGenerator(plugin.name), plugin.location)
        }
        if let selected = config.generators {
            var chosen: [any Generator] = []
            var chosenPlugins: [PluginDeclaration] = []
            var seen: Set<String> = []
            for id in selected {
                guard seen.insert(id.value).inserted else {
                    error(SettingsMessage.repeatedGenerator(id.value), id.location)
                    continue
                }
                if let generator = preset.generators.first(where: { $0.id == id.value }) {
                    chosen.append(generator)
                } else if let plugin = config.plugins.first(where: { $0.name == id.value }) {
                    chosenPlugins.append(plugin)
                } else {
                    error(SettingsMessage.unknownGenerator(id.value, preset, plugins: config.plugins), id.location)
                }
            }
            generators = chosen
            plugins = chosenPlugins
        }
        for (id, options) in config.generatorOptions {
            guard let generator = preset.generators.first(where: { $0.id == id }) else {
                error(SettingsMessage.generatorNotInPreset(id, preset), config.generatorOptionLocations[id] ?? .start)
                continue
            }
            for (key, value) in options {
                if generator.options[key] == nil {
                    error(SettingsMessage.unknownOption(key, generator), value.location)
                } else {
                    generatorOptions[id, default: [:]][key] = value.value
                }
            }
        }
    }

    /// With `layout: package`, once the flags chose the preset: the preset must have a package layout, and the
    /// declarations are public, since the package's targets use each other's and the app uses the package's.
    private mutating func checkLayout(_ config: ConfigFile) -> [Diagnostic] {
        guard layout == .package, let location = config.layout?.location else { return [] }
        var problems: [Diagnostic] = []
        if preset.package == nil {
            problems.append(Diagnostic(path: config.path, at: location, SettingsMessage.layoutPreset(preset)))
        }
        if let level = config.accessLevel, level.value == AccessLevel.internal.rawValue {
            problems.append(Diagnostic(path: config.path, at: level.location, SettingsMessage.layoutInternal))
        }
        accessLevel = .public
        return problems
    }

    /// With `testsOutput:` (or `--tests-output`), once the flags chose the output, the preset and the layout: the
    /// tests folder must lie outside the output folder, and the output must not lie inside it (either would have
    /// two paths name one file), and a package keeps its tests in its own test target. The problem is located when
    /// featuregen.yml set the folder, a flag's problem otherwise.
    private func checkTestsOutput(_ config: ConfigFile?, flag: String?) -> (located: Diagnostic?, flag: String?) {
        guard let testsOutput else { return (nil, nil) }
        let problem: String?
        if testsOutput.isEmpty {
            problem = SettingsMessage.testsOutputEmpty
        } else if layout == .package {
            problem = SettingsMessage.testsOutputPackage
        } else {
            problem = Self.overlap(testsOutput, output).map {
                SettingsMessage.testsOutputOverlaps(testsOutput, $0, output: output, tests: testsFolder!.name)
            }
        }
        guard let problem else { return (nil, nil) }
        if flag == nil, let config, let located = config.testsOutput {
            return (Diagnostic(path: config.path, at: located.location, problem), nil)
        }
        return (nil, "--tests-output: " + problem)
    }

    /// How the first folder overlaps the second: `is` the same folder, `lies inside` it, `holds` it; nil when
    /// neither holds the other. Compared as absolute paths with every link of their existing parts resolved, so a
    /// link between them does not hide the overlap.
    private static func overlap(_ first: String, _ second: String) -> String? {
        func resolved(_ path: String) -> String {
            var url = URL(fileURLWithPath: path).standardizedFileURL
            var missing: [String] = []
            // The part that exists resolves its links; the missing rest is appended as written.
            while !FileManager.default.fileExists(atPath: url.path), url.pathComponents.count > 1 {
                missing.insert(url.lastPathComponent, at: 0)
                url.deleteLastPathComponent()
            }
            return ([url.resolvingSymlinksInPath().path] + missing).joined(separator: "/")
                .replacingOccurrences(of: "//", with: "/")
        }
        let (first, second) = (resolved(first), resolved(second))
        if first == second { return "is" }
        if first.hasPrefix(second + "/") { return "lies inside" }
        if second.hasPrefix(first + "/") { return "holds" }
        return nil
    }

    /// Applies the flags over the config; returns what is wrong with them.
    private mutating func applyFlags(_ flags: SettingsFlags) -> [String] {
        var problems: [String] = []
        if let name = flags.preset {
            if let preset = PresetRegistry.named(name) {
                if preset.id != self.preset.id { generators = preset.generators }
                self.preset = preset
            } else {
                problems.append(SettingsMessage.unknownPreset(name))
            }
        }
        if let output = flags.output { self.output = output }
        if let testsOutput = flags.testsOutput { self.testsOutput = testsOutput }
        if let module = flags.module {
            self.module = module
            if !Self.isModuleName(module) { problems.append(SettingsMessage.badModuleFlag(module)) }
        }
        if let name = flags.testing {
            if let testing = TestingFramework(rawValue: name) {
                self.testing = testing
            } else {
                problems.append(SettingsMessage.unknownTestingFlag(name))
            }
        }
        if let only = flags.only {
            generators = []
            plugins = []
            for id in only.split(separator: ",").map(String.init) {
                if let generator = preset.generators.first(where: { $0.id == id }) {
                    generators.append(generator)
                } else if let plugin = declaredPlugins.first(where: { $0.name == id }) {
                    plugins.append(plugin)
                } else {
                    problems.append(SettingsMessage.unknownGenerator(id, preset, plugins: declaredPlugins))
                }
            }
        }
        if let value = flags.jobs {
            if let jobs = Int(value), (1...512).contains(jobs) {
                self.jobs = jobs
            } else {
                problems.append(SettingsMessage.badJobs(value))
            }
        }
        if !flags.specs.isEmpty { specs = flags.specs }
        return problems
    }

    /// Whether `name` can name a Swift module: a letter or underscore, then letters, digits and underscores, and not a
    /// keyword (`@testable import class` does not parse).
    private static func isModuleName(_ name: String) -> Bool {
        (name.first.map { $0.isLetter || $0 == "_" } ?? false) && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
            && !SwiftSyntax.keywords.contains(name) && name != "_"
    }
}
