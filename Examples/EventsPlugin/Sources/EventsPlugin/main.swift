import FeaturegenPluginAPI
import Foundation

/// Reads featuregen's request from standard input and answers with one `<Feature>Events.swift` per feature: an enum
/// with a case per endpoint. The `prefix` option, if given, starts every enum's name.
let input = FileHandle.standardInput.readDataToEndOfFile()
let request = try JSONDecoder().decode(PluginRequest.self, from: input)
let prefix = request.options.object?["prefix"]?.string ?? ""

var files: [PluginResponse.File] = []
for feature in request.features {
    var text = "/// Analytics events of the \(feature.title) screen, one per endpoint.\n"
    text += "enum \(prefix)\(feature.feature)Event: String, CaseIterable, Sendable {\n"
    for endpoint in feature.endpoints { text += "    case \(endpoint.name)\n" }
    if feature.endpoints.isEmpty { text += "    case viewed\n" }
    text += "}\n"
    files.append(.init(path: "Analytics/\(feature.feature)Events.swift", contents: text, feature: feature.feature))
}
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
FileHandle.standardOutput.write(try encoder.encode(PluginResponse(files: files)))
