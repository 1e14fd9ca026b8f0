import Foundation
import FeaturegenKit

/// A run's observer that records what the terminal would show: the output, the messages and the stages.
final class RecordingObserver: RunObserver {
    private(set) var text = ""
    private(set) var messages: [RunMessage] = []
    private(set) var stages: [String] = []

    func output(_ text: String) { self.text += text }
    func report(_ message: RunMessage) { messages.append(message) }
    func stage(_ name: String) { stages.append(name) }

    /// The output's lines.
    var lines: [String] { text.split(separator: "\n").map(String.init) }
}

/// A folder of its own under the temporary folder, holding the given files; removed when released.
final class Scratch {
    let path: String

    init(_ files: [String: String]) throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("kit-\(UUID().uuidString)").path
        for (name, text) in files {
            let url = URL(fileURLWithPath: path + "/" + name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// The files under `folder`, relative to it and sorted, without featuregen's state folder.
    func files(in folder: String) -> [String] {
        let root = path + "/" + folder
        let all = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        return all.filter { path in
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isFolder)
            return !isFolder.boolValue && !path.hasPrefix(".featuregen")
        }.sorted()
    }
}

/// A small valid spec.
let notesSpec = """
    feature: Notes
    title: Notes
    model:
      name: Note
      fields:
        - {name: id, type: Int}
        - {name: text, type: String}
    endpoints:
      - {name: list, method: GET, path: /notes, returns: "[Note]"}
    navigation:
      - {value: Note, destination: NoteDetailView}

    """
