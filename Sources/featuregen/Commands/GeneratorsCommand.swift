import FeaturegenKit
import Generators
import Regeneration

/// `featuregen generators [--preset NAME]`: the presets and, for one, its generators with their summaries.
enum GeneratorsCommand {
    static let spec = CommandSpec(
        name: "generators",
        summary: "list the presets and the generators of one",
        arguments: "",
        details: "Lists every preset, then the generators of --preset (default: clean) in the order they run, by id.",
        options: [
            OptionSpec(name: "--preset", valueName: "NAME", help: "the preset whose generators to list"),
            OptionSpec(name: "--config", valueName: "PATH", help: "the configuration file (default: ./featuregen.yml when present)"),
        ],
        run: { arguments, terminal in run(arguments, &terminal) }
    )

    static func run(_ arguments: ParsedArguments, _ terminal: inout Terminal) -> Int32 {
        guard let settings = GenerationOptions.settings(arguments, terminal: terminal) else { return 2 }
        terminal.print("presets:")
        let presetWidth = PresetRegistry.all.map(\.id.count).max() ?? 0
        for preset in PresetRegistry.all {
            terminal.print("  " + preset.id.padded(presetWidth) + "  " + preset.summary)
        }
        terminal.print("")
        terminal.print("generators of \(settings.preset.id):")
        let width = settings.preset.generators.map(\.id.count).max() ?? 0
        for generator in settings.preset.generators {
            terminal.print("  " + generator.id.padded(width) + "  " + generator.summary)
        }
        guard !settings.declaredPlugins.isEmpty else { return 0 }
        terminal.print("")
        terminal.print("plugins (featuregen.yml):")
        let pluginWidth = settings.declaredPlugins.map(\.name.count).max() ?? 0
        for plugin in settings.declaredPlugins {
            let summary = plugin.summary ?? "runs: " + plugin.command.joined(separator: " ")
            terminal.print("  " + plugin.name.padded(pluginWidth) + "  " + summary)
        }
        return 0
    }
}

extension String {
    fileprivate func padded(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}
