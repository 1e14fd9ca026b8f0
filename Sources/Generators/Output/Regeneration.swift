import SpecModel

/// Decides, for every planned output, what regenerating does to the file on disk, without touching the disk:
/// create it, leave it, update it (the user had not edited it), merge the new text into the user's edits, or mark
/// a conflict. Also finds orphans (files whose spec is gone) and computes the next manifest.
public enum Regeneration {
    /// What regeneration does to one file.
    public enum Status: String, Sendable, CaseIterable {
        /// It did not exist.
        case created
        /// The user had not edited it; it gets the new text.
        case updated
        /// The user had edited it; the generator's change was merged in and both survive.
        case merged
        /// The user's edits and the generator's change overlap; the file gets conflict markers.
        case conflict
        /// The user had edited it and `--force` overwrote it; the old text is saved beside it.
        case forced
        /// Nothing to do; the file is not rewritten.
        case unchanged
    }

    /// The decision for one file.
    public struct Decision: Equatable, Sendable {
        /// The path relative to the output folder.
        public var path: String
        /// What happens.
        public var status: Status
        /// The text on disk now; nil when it does not exist.
        public var current: String?
        /// The text it will have.
        public var text: String
        /// How many conflict blocks `text` holds.
        public var conflicts: Int

        /// Whether the file is written.
        public var writes: Bool { text != current }
    }

    /// A file featuregen wrote earlier that no spec of this run produces any more.
    public struct Orphan: Equatable, Sendable {
        /// The path relative to the output folder.
        public var path: String
        /// Whether the user edited it since featuregen wrote it (then `prune` keeps it).
        public var edited: Bool
        /// Whether it is still on disk.
        public var exists: Bool
    }

    /// What is on disk before the run: the planned files, their merge bases and the manifest.
    public struct Snapshot: Sendable {
        /// The current text of each planned path and each manifest path; nil when missing.
        public var current: [String: String]
        /// The last generated text of each manifest path.
        public var bases: [String: String]
        /// The manifest; empty for an output featuregen never wrote.
        public var manifest: Manifest
        /// The spec files that exist on disk, of those the manifest names.
        public var existingSpecs: Set<String>

        /// Creates a snapshot.
        public init(current: [String: String], bases: [String: String], manifest: Manifest, existingSpecs: Set<String>) {
            self.current = current
            self.bases = bases
            self.manifest = manifest
            self.existingSpecs = existingSpecs
        }
    }

    /// The whole run's decisions.
    public struct Plan: Sendable {
        /// One decision per planned output, sorted by path.
        public var decisions: [Decision]
        /// Files of earlier runs that no spec produces now.
        public var orphans: [Orphan]
        /// The manifest after the run.
        public var manifest: Manifest
        /// The merge bases that change (a file's newly generated text, when it differs from the stored base).
        public var bases: [String: String]
    }

    /// Which generators a run involves: those that ran, and every one that exists (the preset's and the declared
    /// plugins'). A file is an orphan only when a generator that ran no longer plans it, or its generator is gone;
    /// `--only model` leaves the other generators' files alone.
    public struct Generators: Sendable {
        /// The ids that ran.
        public var ran: Set<String>
        /// Every id that exists.
        public var known: Set<String>

        /// Creates the set.
        public init(ran: Set<String>, known: Set<String>) {
            self.ran = ran
            self.known = known
        }
    }

    /// Decides every output; `specs` are the spec files read in this run, `features` the features they declare;
    /// `generators` nil means every generator ran.
    public static func plan(
        _ outputs: [PlannedOutput], snapshot: Snapshot, specs: Set<String>, features: [FeatureSpec], preset: String = "clean",
        generators: Generators? = nil, force: Bool
    ) -> Result<Plan, Diagnostic> {
        var decisions: [Decision] = []
        var manifest = snapshot.manifest
        manifest.preset = preset
        var bases: [String: String] = [:]
        let runFeatures = Set(features.map(\.name))
        let planned = Set(outputs.map(\.path))
        let orphans = snapshot.manifest.files.keys.sorted().compactMap { path -> Orphan? in
            guard !planned.contains(path), let entry = snapshot.manifest.files[path] else { return nil }
            if let generators, !generators.ran.contains(entry.generator), generators.known.contains(entry.generator) {
                return nil
            }
            let specGone = entry.spec.map { !snapshot.existingSpecs.contains($0) || specs.contains($0) } ?? true
            guard entry.feature.map(runFeatures.contains) ?? true || specGone else { return nil }
            let current = snapshot.current[path]
            return Orphan(path: path, edited: current != nil && current != snapshot.bases[path], exists: current != nil)
        }
        for output in outputs {
            let current = snapshot.current[output.path]
            switch output {
            case .patch(let patch):
                switch patch.apply(to: current) {
                case .success(let text):
                    decisions.append(Decision(
                        path: patch.path, status: current == nil ? .created : (current == text ? .unchanged : .updated),
                        current: current, text: text, conflicts: 0))
                case .failure(let failure):
                    return .failure(Diagnostic(path: patch.path, at: failure.location, failure.message))
                }
            case .file(let file):
                decisions.append(decide(file, current: current, base: snapshot.bases[file.path], force: force))
                if snapshot.bases[file.path] != file.contents { bases[file.path] = file.contents }
                let spec = file.feature.flatMap { name in features.first { $0.name == name }?.path }
                manifest.files[file.path] = Manifest.Entry(
                    spec: spec, feature: file.feature, generator: file.generator,
                    fingerprint: Manifest.fingerprint(file.contents))
            }
        }
        for feature in features {
            let pushes = feature.navigation.filter { $0.style == .push }
                .map { Manifest.Registration(value: $0.value, destination: $0.destination) }
            manifest.navigation[feature.name] = Manifest.FeatureRegistrations(spec: feature.path, pushes: pushes)
        }
        for (name, registrations) in snapshot.manifest.navigation where !runFeatures.contains(name) {
            if specs.contains(registrations.spec) || !snapshot.existingSpecs.contains(registrations.spec) {
                manifest.navigation[name] = nil
            }
        }
        return .success(Plan(decisions: decisions.sorted { $0.path < $1.path }, orphans: orphans, manifest: manifest, bases: bases))
    }

    /// Decides one generated file from its current text and its merge base.
    static func decide(_ file: PlannedFile, current: String?, base: String?, force: Bool) -> Decision {
        let new = file.contents
        guard let current else { return Decision(path: file.path, status: .created, current: nil, text: new, conflicts: 0) }
        if current == new { return Decision(path: file.path, status: .unchanged, current: current, text: new, conflicts: 0) }
        if current == base { return Decision(path: file.path, status: .updated, current: current, text: new, conflicts: 0) }
        if force { return Decision(path: file.path, status: .forced, current: current, text: new, conflicts: 0) }
        let merged = Merge3.merge(base: base ?? "", ours: current, theirs: new)
        // Markers left from an earlier conflict keep the file in conflict until the user resolves them.
        let conflicts = max(merged.conflicts, unresolvedConflicts(in: merged.text))
        let status: Status = conflicts > 0 ? .conflict : (merged.text == current ? .unchanged : .merged)
        return Decision(path: file.path, status: status, current: current, text: merged.text, conflicts: conflicts)
    }

    /// How many conflict blocks featuregen wrote into `text` are still there.
    static func unresolvedConflicts(in text: String) -> Int {
        text.split(separator: "\n").filter { $0.hasPrefix("<<<<<<< \(Merge3.oursLabel)") }.count
    }
}
