import Foundation

/// The inspector's pages and JSON answers. Every request passes the
/// `RequestGuard` first; answers carry at most `maxWindow` timeline entries,
/// so the page loads windows of a recording, never the whole file.
final class InspectorAPI: @unchecked Sendable {
    let recording: Recording
    let guardian: RequestGuard
    let following: Bool
    let states: StateTimeline
    private let filter: EntryFilter
    private let page: PageFiles
    /// Set while the first pass over the file runs.
    private let indexingLock = NSLock()
    private var indexing = true

    /// The most entries one `/api/entries` answer carries.
    static let maxWindow = 500

    init(recording: Recording, guardian: RequestGuard, following: Bool, page: PageFiles) {
        self.recording = recording
        self.guardian = guardian
        self.following = following
        self.page = page
        states = StateTimeline(recording: recording)
        filter = EntryFilter(recording: recording)
    }

    func finishedFirstPass() {
        indexingLock.withLock { indexing = false }
    }

    func respond(to request: InspectorRequest) -> InspectorResponse {
        if let refusal = guardian.refusal(of: request) { return refusal }
        guard request.method == "GET" || request.method == "HEAD" else { return .error(405, "only GET") }
        switch request.path {
        case "/", "/index.html": return page.index(token: guardian.token)
        case "/inspector.js", "/inspector.css": return page.file(String(request.path.dropFirst()))
        case "/api/info": return info()
        case "/api/entries": return entries(request.query)
        case "/api/action": return action(request.query)
        case "/api/state": return state(request.query)
        default: return .error(404, "no such page")
        }
    }

    /// Whose recording, how long, whether it is still being written.
    private func info() -> InspectorResponse {
        var answer: [String: Any] = recording.withIndex { index in
            var answer: [String: Any] = [
                "count": index.count,
                "names": index.names.sorted(),
                "problems": [index.headerProblem].compactMap { $0 },
                "snapshots": index.snapshots.count,
            ]
            if let header = index.header {
                answer["store"] = header.store
                answer["version"] = header.version
                answer["fields"] = header.fields
                answer["part"] = header.part
                if let pid = header.pid, following, index.end == nil {
                    answer["appRunning"] = kill(pid, 0) == 0 || errno == EPERM
                }
            }
            if let end = index.end {
                answer["ended"] = ["seq": RecordValue.clip(end.seq), "t": RecordValue.clip(end.time)]
            }
            return answer
        }
        answer["following"] = following
        answer["indexing"] = indexingLock.withLock { indexing }
        answer["restarts"] = recording.restarts
        return .json(answer)
    }

    /// A window of the timeline: `start` and `count` count matching entries.
    private func entries(_ query: [String: String]) -> InspectorResponse {
        let matches = filter.matches(name: query["name"], text: query["q"])
        let start = min(max(0, Int(query["start"] ?? "") ?? 0), matches.count)
        let count = min(max(0, Int(query["count"] ?? "") ?? 100), Self.maxWindow)
        let window = matches.positions(start..<(start + count))
        let lines = recording.withIndex { index in
            window.map {
                (offset: index.offsets[$0], length: Int(index.lengths[$0]), name: index.names[Int(index.nameIDs[$0])])
            }
        }
        let entries: [[String: Any]] = zip(window, lines).map { position, line in
            var entry: [String: Any] = ["position": position, "name": line.name]
            // Only the line's head is read: see `LinePreview`.
            let head = recording.read(offset: line.offset, length: min(line.length, LinePreview.headBytes))
            if head.count == line.length ? RecordValue.parse(head) is [String: Any] : true,
                let preview = LinePreview.read(head, name: line.name)
            {
                entry["seq"] = RecordValue.clip(preview.seq ?? NSNull())
                entry["t"] = RecordValue.clip(preview.time ?? NSNull())
                entry["params"] = preview.params ?? "null"
            } else {
                entry["params"] = RecordValue.preview(RecordValue.unreadable(head)["$unreadable"] ?? "")
                entry["unreadable"] = true
            }
            return entry
        }
        return .json(["total": matches.count, "start": start, "entries": entries])
    }

    /// One action: its parameters, and each field it changed with the paths
    /// that changed inside it, their values before and after, and the whole
    /// value before and after; all within one answer's size limit, the
    /// paths first.
    private func action(_ query: [String: String]) -> InspectorResponse {
        guard let position = Int(query["position"] ?? "") else { return .error(400, "position: a number is needed") }
        switch ActionDiff.at(position, in: recording, states: states) {
        case nil:
            return .error(404, "no action at \(position)")
        case .failure(let unreadable):
            return .json([
                "position": position, "name": unreadable.name, "changes": [Any](),
                "unreadable": RecordValue.unreadable(unreadable.line),
            ])
        case .success(let diff):
            let budget = RecordValue.Budget()
            let clip = { (value: Any?) -> Any in value.map { RecordValue.clip($0, budget: budget) } ?? NSNull() }
            var changes: [[String: Any]] = diff.fields.map { field in
                var answer: [String: Any] = ["field": field.name, "omitted": field.omitted]
                answer["paths"] = field.changes.map { change -> [String: Any] in
                    var path: [String: Any] = ["path": change.path]
                    if let movedFrom = change.movedFrom { path["movedFrom"] = movedFrom }
                    if let before = change.before { path["before"] = clip(before) }
                    if let after = change.after { path["after"] = clip(after) }
                    return path
                }
                return answer
            }
            let params = clip(diff.params)
            for (index, field) in diff.fields.enumerated() {
                changes[index]["before"] = clip(field.before)
                changes[index]["after"] = clip(field.after)
            }
            return .json([
                "position": position, "name": diff.name,
                "seq": RecordValue.clip(diff.seq), "t": RecordValue.clip(diff.time),
                "params": params, "changes": changes, "warnings": diff.warnings,
            ])
        }
    }

    /// The whole state after the first `after` actions.
    private func state(_ query: [String: String]) -> InspectorResponse {
        guard let after = Int(query["after"] ?? "") else { return .error(400, "after: a number is needed") }
        let rebuilt = states.state(after: after)
        return .json([
            "after": after, "state": RecordValue.clip(rebuilt.state, budget: RecordValue.Budget()),
            "warnings": rebuilt.warnings,
        ])
    }
}
