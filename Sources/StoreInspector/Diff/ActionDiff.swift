import Foundation

/// One action of a recording and what it changed: for each changed field
/// its whole value before and after, and the paths inside it that differ
/// (`StructuralDiff`). What the page's detail shows and what
/// `storegen inspect --diff SEQ` prints.
struct ActionDiff {
    struct Field {
        var name: String
        /// `nil` when the state before is not known (no snapshot before it).
        var before: Any?
        var after: Any
        var changes: [StructuralDiff.Change]
        /// Paths beyond the bound of `StructuralDiff.maxChanges` for the whole action.
        var omitted: Int
    }

    var position: Int
    var name: String
    var seq: Any
    var time: Any
    var params: Any
    /// Only the changed fields whose value differs, in name order.
    var fields: [Field]
    var warnings: [String]

    /// The action at `position`; `nil` when there is none, `.failure` with
    /// the line when it is no readable record.
    static func at(_ position: Int, in recording: Recording, states: StateTimeline) -> Result<ActionDiff, Unreadable>? {
        guard
            let line = recording.withIndex({ index -> (offset: Int, length: Int, name: String)? in
                guard index.offsets.indices.contains(position) else { return nil }
                return (
                    index.offsets[position], Int(index.lengths[position]), index.names[Int(index.nameIDs[position])]
                )
            })
        else { return nil }
        let data = recording.read(offset: line.offset, length: line.length)
        guard let object = RecordValue.parse(data) as? [String: Any] else {
            return .failure(Unreadable(position: position, name: line.name, line: data))
        }
        let before = states.state(after: position)
        let changed = object["changed"] as? [String: Any] ?? [:]
        var remaining = StructuralDiff.maxChanges
        var fields: [Field] = []
        for field in changed.keys.sorted() {
            let diff = StructuralDiff.changes(
                field: field, before: before.state[field], after: changed[field], limit: max(0, remaining))
            remaining -= diff.changes.count
            guard !diff.changes.isEmpty || diff.omitted > 0 else { continue }
            fields.append(
                Field(
                    name: field, before: before.state[field], after: changed[field]!,
                    changes: diff.changes, omitted: diff.omitted))
        }
        return .success(
            ActionDiff(
                position: position, name: line.name, seq: object["seq"] ?? NSNull(), time: object["t"] ?? NSNull(),
                params: params(of: object, name: line.name), fields: fields, warnings: before.warnings))
    }

    /// A line that is no record: shown as its text.
    struct Unreadable: Error {
        var position: Int
        var name: String
        var line: Data
    }

    /// The action's parameters: the value under its name in its `action` JSON.
    static func params(of object: [String: Any], name: String) -> Any {
        guard let action = object["action"] else { return NSNull() }
        if let wrapper = action as? [String: Any], wrapper.count == 1, let value = wrapper[name] { return value }
        return action
    }
}
