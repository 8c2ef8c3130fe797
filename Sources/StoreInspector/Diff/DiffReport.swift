import Foundation

/// `storegen inspect --diff SEQ RECORDING`: the diff the page shows for an
/// action, as text for a terminal (and for tests and scripts):
///
///     #5 toggleTodo {"id":"…"}
///       todos[1].completed: false → true
public enum DiffReport {
    /// The report for the action numbered `seq` in the recording at `path`.
    public static func text(recording path: String, seq: Int) throws -> String {
        let recording = try Recording(url: URL(fileURLWithPath: path))
        recording.refresh(final: true)
        guard let position = position(ofSeq: seq, in: recording) else {
            throw InspectorError.noAction(path, seq)
        }
        switch ActionDiff.at(position, in: recording, states: StateTimeline(recording: recording)) {
        case .success(let diff): return text(diff)
        case .failure, nil: throw InspectorError.noAction(path, seq)
        }
    }

    static func text(_ diff: ActionDiff) -> String {
        let budget = RecordValue.Budget()
        let show = { (value: Any) in RecordValue.jsonText(RecordValue.clip(value, budget: budget)) }
        var lines = ["#\(RecordValue.jsonText(diff.seq)) \(diff.name) \(show(diff.params))"]
        for field in diff.fields {
            for change in field.changes {
                if let movedFrom = change.movedFrom {
                    lines.append("  \(change.path): moved from \(movedFrom)")
                } else {
                    let before = change.before.map(show) ?? "(none)"
                    let after = change.after.map(show) ?? "(none)"
                    lines.append("  \(change.path): \(before) → \(after)")
                }
            }
            if field.omitted > 0 { lines.append("  … \(field.omitted) more changes in \(field.name)") }
        }
        if diff.fields.isEmpty { lines.append("  nothing changed") }
        lines += diff.warnings.map { "  note: \($0)" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Where the action numbered `seq` is: found by halving (numbers grow
    /// through a recording), then, for a file out of order, line by line.
    static func position(ofSeq seq: Int, in recording: Recording) -> Int? {
        let count = recording.withIndex(\.count)
        func seqAt(_ position: Int) -> Int? {
            let line = recording.withIndex { index in
                (index.offsets[position], Int(index.lengths[position]), index.names[Int(index.nameIDs[position])])
            }
            let head = recording.read(offset: line.0, length: min(line.1, LinePreview.headBytes))
            return (LinePreview.read(head, name: line.2)?.seq as? NSNumber)?.intValue
        }
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if (seqAt(middle) ?? Int.min) < seq { low = middle + 1 } else { high = middle }
        }
        if low < count, seqAt(low) == seq { return low }
        return (0..<count).first { seqAt($0) == seq }
    }
}
