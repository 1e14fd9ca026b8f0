import Foundation
import Regeneration

/// Refuses a run that would move the tests folder (`testsOutput:` set, changed or removed since the last run) while
/// the last run's test files are still where it put them: the run would write them again at the new place and leave
/// the old copies, and any edits in them, behind, still compiled into whichever target holds that folder.
enum TestsPlacementCheck {
    /// The refusal, naming one of the files left behind; nil when the tests stay where they were, or the last run's
    /// test files are no longer at their old place (moved, or deleted).
    static func leftBehind(_ previous: Manifest, store: OutputStore, output: String, settings: Settings) -> RunMessage? {
        let now = settings.testsOutput.map(store.recordedSpecPath)
        guard previous.testsOutput != now, let current = settings.testsFolder ?? inside(settings) else { return nil }
        // Where the last run put the tests folder: inside the output, or the folder its manifest recorded (a
        // committed manifest is input: the folder is only looked at, never written).
        let earlier = previous.testsOutput.map { TestsFolder(name: current.name, folder: store.resolveSpec($0).path) }
        let before = OutputStore(folder: output, tests: earlier)
        let files = previous.files.keys.filter { current.isInside($0) }.sortedByUTF8()
        guard let file = files.first(where: { FileManager.default.fileExists(atPath: before.location($0)) }) else {
            return nil
        }
        return .testsLeftBehind(
            file: Self.shown(before.location(file)), from: Self.shown(before.location(current.name)),
            to: store.location(current.name))
    }

    /// The tests folder inside the output, as the store names it without `testsOutput:`.
    private static func inside(_ settings: Settings) -> TestsFolder? {
        TestsFolder(name: settings.preset.layout.testsFolder(module: settings.module), folder: "")
    }

    /// `path` relative to the working folder when it lies below it.
    private static func shown(_ path: String) -> String {
        let working = FileManager.default.currentDirectoryPath
        return path.hasPrefix(working + "/") ? String(path.dropFirst(working.count + 1)) : path
    }
}
