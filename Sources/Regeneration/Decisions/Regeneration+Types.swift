import SpecModel

extension Regeneration {
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

    /// The decision for one file. Its parts are stored inline, not in a shared box as a feature's are: the writer
    /// walks a run's 11,000 decisions several times, and a box would add a dependent read to every step (measured:
    /// boxed decisions, planned files and manifest entries made those walks cost more than the copies they saved).
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

        /// Creates a decision.
        public init(path: String, status: Status, current: String?, text: String, conflicts: Int) {
            self.path = path
            self.status = status
            self.current = current
            self.text = text
            self.conflicts = conflicts
        }

        /// Whether the file is written. A file that is `unchanged` is never written: for a file of a feature
        /// that was not rendered again (its inputs and files unchanged) the decision holds no text at all.
        public var writes: Bool { status != .unchanged && text != current }

        /// Whether the file is kept without having been read or rendered (its feature reused, or its text proven
        /// unchanged by its stamp): the decision holds no text, and the file's manifest entry is the previous one.
        public var isKept: Bool { status == .unchanged && current == nil }
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
        /// The stamp of each file read into `current`.
        public var stamps: [String: FileStamp] = [:]
        /// The merge-base packs read, by key (each pack's bases are also in `bases`).
        public var packs: [String: [String: String]] = [:]
        /// Whether the output still has version 1's one-file-per-base layout, which this run converts.
        public var migratesBases = false
        /// Whether the last run that wrote was stopped while writing (its mark is still there): only then may a new
        /// file be found cut short, and completed.
        public var interrupted = false
        /// The paths in `current` whose bytes are not UTF-8 text, held there decoded with replacement characters: they
        /// are never merged or rewritten from that text, which would replace the bytes the user wrote.
        public var undecodable: Set<String> = []
        /// The manifest's paths that the outputs the snapshot was taken for do not plan (unordered), when known:
        /// ``Regeneration/plan(_:kept:snapshot:specs:features:preset:testsOutput:generators:force:jobs:)`` must then be given
        /// the same outputs and kept files.
        public var unplanned: [String]?

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
        /// The merge-base packs to write, by key, with every base each keeps; an empty pack is deleted.
        public var packs: [String: PathTable<String>]
        /// Whether the manifest differs from the one on disk.
        public var manifestChanged: Bool
        /// Whether the run converts version 1's merge bases (and deletes `.featuregen/base/`).
        public var migratesBases: Bool

        /// The indices of the decisions that write their file, in order.
        public var writingIndices: [Int] {
            decisions.indices.filter { decisions[$0].writes }
        }

        /// Creates a plan.
        public init(
            decisions: [Decision], orphans: [Orphan], manifest: Manifest, packs: [String: PathTable<String>],
            manifestChanged: Bool, migratesBases: Bool
        ) {
            self.decisions = decisions
            self.orphans = orphans
            self.manifest = manifest
            self.packs = packs
            self.manifestChanged = manifestChanged
            self.migratesBases = migratesBases
        }
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
}
