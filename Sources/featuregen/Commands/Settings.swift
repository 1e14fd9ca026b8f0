import CodePrinting
import Foundation
import Generators
import Regeneration
import SpecModel

/// What a run uses: featuregen.yml (found in the current folder, or `--config PATH`) overridden by flags.
struct Settings {
    var specs: [String]
    var output = "Generated"
    var module = "App"
    var testing = TestingFramework.swiftTesting
    var preset = PresetRegistry.clean
    var indent = 4
    var accessLevel = AccessLevel.internal
    var rootFile: String?
    var generators: [any Generator]
    var generatorOptions: [String: [String: String]] = [:]
    /// The plugins declared in featuregen.yml.
    var declaredPlugins: [PluginDeclaration] = []
    /// The plugins that run, in the order they are selected.
    var plugins: [PluginDeclaration] = []
    /// The folder holding featuregen.yml (plugins run there); nil without a config file.
    var configFolder: String?
    /// How many threads read, render and write (`--jobs N`; default: the machine's processors).
    var jobs = Parallel.defaultJobs

    /// Everything besides the specs that the generated text depends on: featuregen's own build and the settings
    /// that reach the generators. A feature generated under another run key is rendered again.
    var runKey: String {
        let options = generatorOptions.sorted { $0.key < $1.key }.map { id, options in
            id + "{" + options.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",") + "}"
        }
        return [
            ToolIdentity.current, preset.id, module, testing.rawValue, String(indent), accessLevel.rawValue,
            rootFile ?? "-", generators.map(\.id).joined(separator: ","), options.joined(separator: ";"),
        ].joined(separator: "\n")
    }

    /// The settings of a command line, or nil after printing every problem (exit 2).
    static func load(_ arguments: ParsedArguments, terminal: Terminal) -> Settings? {
        var settings = Settings(specs: [SpecInput.defaultFolder], generators: PresetRegistry.clean.generators)
        var problems: [Diagnostic] = []
        let explicit = arguments.value("--config")
        let configPath = explicit ?? "featuregen.yml"
        var config: ConfigFile?
        if FileManager.default.fileExists(atPath: configPath) {
            let bytes = FileManager.default.contents(atPath: configPath).map { [UInt8]($0) } ?? []
            let ids = Set(GeneratorRegistry.builtins.map(\.id))
            let (loaded, diagnostics) = ConfigLoader.load(bytes, path: configPath, generatorIds: ids)
            config = loaded
            problems += diagnostics
            settings.configFolder = (configPath as NSString).deletingLastPathComponent
        } else if let explicit {
            terminal.printError("featuregen: error: no such file: '\(explicit)' (given with --config)")
            return nil
        }
        if let config { settings.apply(config, into: &problems) }
        let flagProblems = settings.applyFlags(arguments)
        if config?.testing == nil, arguments.value("--testing") == nil { settings.testing = settings.preset.testing }
        guard problems.isEmpty, flagProblems.isEmpty else {
            for problem in problems.sorted() { terminal.printError(problem.description) }
            for problem in flagProblems { terminal.printError("featuregen: error: \(problem)") }
            return nil
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
        if let specs = config.specs { self.specs = specs.map { fromConfig($0.value) } }
        if let output = config.output { self.output = fromConfig(output.value) }
        if let module = config.module {
            self.module = module.value
            if !Self.isModuleName(module.value) { error(SettingsMessage.badModule(module.value), module.location) }
        }
        if let indent = config.indent { self.indent = indent.value }
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
        generators = preset.generators
        declaredPlugins = config.plugins
        plugins = config.plugins
        for plugin in config.plugins where preset.generators.contains(where: { $0.id == plugin.name }) {
            error(SettingsMessage.pluginShadowsGenerator(plugin.name), plugin.location)
        }
        if let selected = config.generators {
            var chosen: [any Generator] = []
            var chosenPlugins: [PluginDeclaration] = []
            for id in selected {
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

    /// Applies the flags over the config; returns what is wrong with them.
    private mutating func applyFlags(_ arguments: ParsedArguments) -> [String] {
        var problems: [String] = []
        if let name = arguments.value("--preset") {
            if let preset = PresetRegistry.named(name) {
                if preset.id != self.preset.id { generators = preset.generators }
                self.preset = preset
            } else {
                problems.append(SettingsMessage.unknownPreset(name))
            }
        }
        if let output = arguments.value("--output") { self.output = output }
        if let module = arguments.value("--module") {
            self.module = module
            if !Self.isModuleName(module) { problems.append("--module '\(module)' is not a Swift module name") }
        }
        if let name = arguments.value("--testing") {
            if let testing = TestingFramework(rawValue: name) {
                self.testing = testing
            } else {
                problems.append("--" + SettingsMessage.unknownTesting(name))
            }
        }
        if let only = arguments.value("--only") {
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
        if let value = arguments.value("--jobs") {
            if let jobs = Int(value), (1...512).contains(jobs) {
                self.jobs = jobs
            } else {
                problems.append("--jobs takes a number of threads from 1 to 512, not '\(value)'")
            }
        }
        if !arguments.positionals.isEmpty { specs = arguments.positionals }
        return problems
    }

    /// Whether `name` can name a Swift module: a letter or underscore, then letters, digits and underscores.
    private static func isModuleName(_ name: String) -> Bool {
        (name.first.map { $0.isLetter || $0 == "_" } ?? false) && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}
