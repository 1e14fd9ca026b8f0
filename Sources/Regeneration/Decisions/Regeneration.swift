import SpecModel

/// Decides, for every planned output, what regenerating does to the file on disk, without touching the disk:
/// create it, leave it, update it (the user had not edited it), merge the new text into the user's edits, or mark
/// a conflict. Also finds orphans (files whose spec is gone) and computes the next manifest.
public enum Regeneration {
    /// Decides every output; `specs` are the spec files read in this run, `features` the features they declare;
    /// `generators` nil means every generator ran. `kept` are files of features that were not rendered again
    /// because their inputs and files are unchanged: they stay as they are, with their manifest entries. Files are
    /// decided (merged, fingerprinted) on up to `jobs` threads; the result does not depend on it.
    public static func plan(
        _ outputs: [PlannedOutput], kept: [String] = [], snapshot: Snapshot, specs: Set<String>, features: [FeatureSpec],
        preset: String = "clean", testsOutput: String? = nil, generators: Generators? = nil, force: Bool, jobs: Int = 1
    ) -> Result<Plan, Diagnostic> {
        var decisions: [Decision] = []
        decisions.reserveCapacity(outputs.count)
        var manifest = snapshot.manifest
        manifest.preset = preset
        manifest.testsOutput = testsOutput
        manifest.version = Manifest.currentVersion
        // The bases that change, grouped by the pack they belong to (a file's pack is its feature's).
        var bases: [String: PathTable<String>] = [:]
        // The changed bases of the pack being filled: files come grouped by feature, so a pack is looked up in
        // `bases` once a group rather than once a file.
        var group: (key: String, bases: PathTable<String>)?
        func closeGroup() {
            guard let (key, changed) = group.take() else { return }
            // A pack's files come in a few groups (its feature's folders): later groups are merged in place.
            if bases[key] == nil { bases[key] = changed } else { bases[key]!.merge(changed) }
        }
        manifest.files.reserveCapacity(outputs.count + kept.count)
        let runFeatures = Set(features.map(\.name))
        let specOfFeature = Dictionary(features.map { ($0.name, $0.path) }) { first, _ in first }
        let unplanned = snapshot.unplanned ?? snapshot.manifest.paths(notIn: outputs, kept: kept)
        let sortedUnplanned = unplanned.sortedByUTF8()
        let orphans = sortedUnplanned.compactMap { path -> Orphan? in
            guard let entry = snapshot.manifest.files[path] else { return nil }
            if let generators, !generators.ran.contains(entry.generator), generators.known.contains(entry.generator) {
                return nil
            }
            let specGone = entry.spec.map { !snapshot.existingSpecs.contains($0) || specs.contains($0) } ?? true
            guard entry.feature.map(runFeatures.contains) ?? true || specGone else { return nil }
            let current = snapshot.current[path]
            return Orphan(path: path, edited: current != nil && current != snapshot.bases[path], exists: current != nil)
        }
        // Deciding a file (a 3-way merge when the user edited it) is independent of the others. Without any
        // current text (a first run) every file is created: decided in the walk below, so the run's files are not
        // walked once more for it, each step reading a path and a text last touched when they were rendered.
        var decided = snapshot.current.isEmpty ? [] : Parallel.map(outputs.count, jobs: jobs) {
            index -> (decision: Decision, baseChanged: Bool)? in
            guard case .file(let file) = outputs[index] else { return nil }
            return decide(file, in: snapshot, force: force)
        }
        // Whether the decisions come sorted by path, checked as they are made (each path is in the cache then).
        var sorted = true
        func record(_ decision: Decision) {
            if sorted, let last = decisions.last, !UTF8Order.precedes(last.path, decision.path) {
                sorted = false
            }
            decisions.append(decision)
        }
        // Files come grouped by feature: its spec is looked up once a group.
        var lastSpec: (feature: String?, spec: String?) = (nil, nil)
        // Whether an entry differs from the manifest's, found as entries are set: comparing the two manifests whole
        // would look up all 11,000 paths of a run after one edit.
        var filesChanged = false
        for index in outputs.indices {
            switch outputs[index] {
            case .patch(let patch):
                let current = snapshot.current[patch.path]
                if snapshot.undecodable.contains(patch.path) {
                    return .failure(Diagnostic(
                        path: patch.path, at: .start,
                        "this file is not UTF-8 text, so featuregen cannot register destinations in it without "
                            + "changing bytes you wrote; save it as UTF-8"))
                }
                switch patch.apply(to: current) {
                case .success(let text):
                    record(Decision(
                        path: patch.path, status: current == nil ? .created : (current == text ? .unchanged : .updated),
                        current: current, text: text, conflicts: 0))
                case .failure(let failure):
                    return .failure(Diagnostic(path: patch.path, at: failure.location, failure.message))
                }
            case .file(let file):
                // Taken out of `decided`, not copied: a copy counts a reference for each string it holds.
                let (decision, baseChanged) = decided.isEmpty
                    ? decide(file, in: snapshot, force: force) : decided[index].take()!
                record(decision)
                if snapshot.migratesBases || baseChanged {
                    let key = BasePack.key(feature: file.feature)
                    if group?.key != key {
                        closeGroup()
                        // Room for a feature's usual dozen files, so its pack is not grown four times.
                        group = (key, PathTable(minimumCapacity: 12))
                    }
                    group?.bases[file.path] = file.contents
                }
                if lastSpec.feature != file.feature {
                    lastSpec = (file.feature, file.feature.flatMap { specOfFeature[$0] })
                }
                let entry = Manifest.Entry(
                    spec: lastSpec.spec, feature: file.feature, generator: file.generator, hash: file.contentsHash)
                if !filesChanged, snapshot.manifest.files[file.path] != entry { filesChanged = true }
                manifest.files[file.path] = entry
            }
        }
        closeGroup()
        let targets = ScreenArguments.Targets(features)
        for feature in features {
            let pushes = feature.navigation.filter { $0.style == .push }.map { Manifest.Registration($0, targets: targets) }
            manifest.navigation[feature.name] = Manifest.FeatureRegistrations(
                spec: feature.path, pushes: pushes, title: feature.opensOnItsOwn ? feature.title : nil)
        }
        for (name, registrations) in snapshot.manifest.navigation where !runFeatures.contains(name) {
            if specs.contains(registrations.spec) || !snapshot.existingSpecs.contains(registrations.spec) {
                manifest.navigation[name] = nil
            }
        }
        let all = merged(decisions, sorted: sorted, kept: kept)
        return .success(Plan(
            decisions: all, orphans: orphans, manifest: manifest,
            packs: packs(snapshot, changing: bases, manifest: manifest),
            manifestChanged: filesChanged || manifest.navigation != snapshot.manifest.navigation
                || manifest.preset != snapshot.manifest.preset || manifest.version != snapshot.manifest.version
                || manifest.testsOutput != snapshot.manifest.testsOutput,
            migratesBases: snapshot.migratesBases))
    }

    /// The packs that change: each pack a changed base belongs to (`changed`: the bases by pack, as the new
    /// manifest assigns files), holding its other bases as read; when the run converts version 1's bases, every
    /// pack. A pack keeps only the files the manifest assigns to it.
    static func packs(
        _ snapshot: Snapshot, changing changed: [String: PathTable<String>], manifest: Manifest
    ) -> [String: PathTable<String>] {
        var keys = Set(changed.keys)
        if snapshot.migratesBases { keys.formUnion(snapshot.packs.keys) }
        var packs: [String: PathTable<String>] = [:]
        for key in keys {
            let old = snapshot.packs[key] ?? [:]
            // Changed bases were grouped by the new manifest already: only bases read from the old pack may move.
            guard !old.isEmpty else {
                packs[key] = changed[key] ?? [:]
                continue
            }
            var pack = PathTable(old)
            if let changed = changed[key] { pack.merge(changed) }
            packs[key] = pack.filter { path in manifest.files[path].map { BasePack.key(feature: $0.feature) } == key }
        }
        return packs
    }

    /// Decides one generated file from its current text and merge base in `snapshot`; also whether its base changes.
    /// A file kept in conflict keeps its base, so that once the user resolves it, the next run merges every change
    /// made since into what they chose.
    static func decide(
        _ file: PlannedFile, in snapshot: Snapshot, force: Bool
    ) -> (decision: Decision, baseChanged: Bool) {
        let base = snapshot.bases[file.path]
        let decision = decide(
            file, current: snapshot.current[file.path], base: base, force: force,
            undecodable: snapshot.undecodable.contains(file.path), interrupted: snapshot.interrupted)
        let keptInConflict = decision.status == .conflict && decision.text == decision.current
        return (decision, base != file.contents && !keptInConflict)
    }

    /// Decides one generated file from its current text and its merge base. `undecodable`: the current text holds
    /// replacement characters for bytes that are not UTF-8 (the file is left as it is, unless forced); `interrupted`:
    /// the last run was stopped while writing.
    static func decide(
        _ file: PlannedFile, current: String?, base: String?, force: Bool, undecodable: Bool = false,
        interrupted: Bool = false
    ) -> Decision {
        let new = file.contents
        guard let current else { return Decision(path: file.path, status: .created, current: nil, text: new, conflicts: 0) }
        if force, undecodable {
            return Decision(path: file.path, status: .forced, current: current, text: new, conflicts: 0)
        }
        // Its bytes are not the text read: neither equal to anything nor merged, whatever it was.
        if undecodable {
            return Decision(path: file.path, status: .conflict, current: current, text: current, conflicts: 0)
        }
        if current == new { return Decision(path: file.path, status: .unchanged, current: current, text: new, conflicts: 0) }
        if current == base { return Decision(path: file.path, status: .updated, current: current, text: new, conflicts: 0) }
        // A file featuregen never recorded that holds the start of its text, after a run stopped while writing: a
        // first write cut short (new files are written in place). Completing it loses nothing. Without the stopped
        // run's mark it is the user's: a deletion at the end, with the merge bases gone, is not undone.
        if base == nil, interrupted, new.utf8.starts(with: current.utf8) {
            return Decision(path: file.path, status: .updated, current: current, text: new, conflicts: 0)
        }
        if force { return Decision(path: file.path, status: .forced, current: current, text: new, conflicts: 0) }
        // Markers left from an earlier conflict keep the file as it is, in conflict, until the user resolves them:
        // merging into it again would nest a second set of markers inside the first.
        let unresolved = unresolvedConflicts(in: current)
        if unresolved > 0 {
            return Decision(path: file.path, status: .conflict, current: current, text: current, conflicts: unresolved)
        }
        let merged = Merge3.merge(base: base ?? "", ours: current, theirs: new)
        let conflicts = max(merged.conflicts, unresolvedConflicts(in: merged.text))
        let status: Status = conflicts > 0 ? .conflict : (merged.text == current ? .unchanged : .merged)
        return Decision(path: file.path, status: status, current: current, text: merged.text, conflicts: conflicts)
    }

    /// How many conflict blocks featuregen wrote into `text` are still there.
    static func unresolvedConflicts(in text: String) -> Int {
        text.split(separator: "\n").filter { $0.hasPrefix("<<<<<<< \(Merge3.oursLabel)") }.count
    }
}
