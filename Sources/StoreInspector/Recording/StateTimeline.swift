import Foundation

/// The state at any point of a recording: the snapshot at or before it, with
/// the changed fields of the actions in between applied (at most a snapshot
/// interval of them). The last state built is kept, so stepping forward
/// reads one action.
final class StateTimeline: @unchecked Sendable {
    let recording: Recording
    private let lock = NSLock()
    private var last: (position: Int, state: [String: Any], warnings: [String])?

    init(recording: Recording) {
        self.recording = recording
    }

    /// The state after the first `position` actions (0: the first
    /// snapshot's), and what could not be read on the way.
    func state(after position: Int) -> (state: [String: Any], warnings: [String]) {
        lock.withLock {
            let position = recording.withIndex { min(max(0, position), $0.count) }
            let plan = recording.withIndex {
                index -> (snapshot: RecordingIndex.Snapshot?, lines: [(offset: Int, length: Int)]) in
                let snapshot = index.snapshots.last { $0.actionCount <= position }
                var from = snapshot?.actionCount ?? 0
                if let last, last.position <= position, last.position >= from { from = last.position }
                return (snapshot, (from..<position).map { (index.offsets[$0], Int(index.lengths[$0])) })
            }
            var state: [String: Any]
            var warnings: [String]
            let start = position - plan.lines.count
            if let last, last.position == start, last.position >= (plan.snapshot?.actionCount ?? 0) {
                (state, warnings) = (last.state, last.warnings)
            } else if let snapshot = plan.snapshot {
                let line = recording.read(offset: snapshot.offset, length: snapshot.length)
                if let object = RecordValue.parse(line) as? [String: Any],
                    let snapshotState = object["state"] as? [String: Any]
                {
                    (state, warnings) = (snapshotState, [])
                } else {
                    (state, warnings) = (
                        [:], ["the snapshot before this point cannot be read: fields not changed since are missing"]
                    )
                }
            } else {
                (state, warnings) = (
                    [:], ["no snapshot before this point: fields not changed since the start are missing"]
                )
            }
            for (offset, length) in plan.lines {
                let line = recording.read(offset: offset, length: length)
                guard let object = RecordValue.parse(line) as? [String: Any] else {
                    warnings.append("a line before this point cannot be read: the state may be wrong")
                    continue
                }
                for (field, value) in object["changed"] as? [String: Any] ?? [:] { state[field] = value }
            }
            if warnings.count > 5 { warnings = Array(warnings.prefix(5)) + ["…"] }
            last = (position, state, warnings)
            return (state, warnings)
        }
    }
}
