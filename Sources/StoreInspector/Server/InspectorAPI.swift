import Foundation

/// The inspector's pages and JSON answers. Every request passes the
/// `RequestGuard` first; answers carry at most `maxWindow` timeline entries,
/// so the page loads windows of a recording, never the whole file.
final class InspectorAPI: @unchecked Sendable {
    let recording: Recording
    let guardian: RequestGuard
    let following: Bool
    private let states: StateTimeline
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
            if let end = index.end { answer["ended"] = ["seq": RecordValue.clip(end.seq), "t": RecordValue.clip(end.time)] }
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
            window.map { (offset: index.offsets[$0], length: Int(index.lengths[$0]), name: index.names[Int(index.nameIDs[$0])]) }
        }
        let entries: [[String: Any]] = zip(window, lines).map { position, line in
            var entry: [String: Any] = ["position": position, "name": line.name]
            let data = recording.read(offset: line.offset, length: line.length)
            if let object = RecordValue.parse(data) as? [String: Any] {
                entry["seq"] = RecordValue.clip(object["seq"] ?? NSNull())
                entry["t"] = RecordValue.clip(object["t"] ?? NSNull())
                entry["params"] = RecordValue.preview(RecordValue.clip(Self.params(of: object, name: line.name)))
                entry["changed"] = (object["changed"] as? [String: Any])?.keys.sorted() ?? []
            } else {
                entry["params"] = RecordValue.preview(RecordValue.unreadable(data)["$unreadable"] ?? "")
                entry["unreadable"] = true
            }
            return entry
        }
        return .json(["total": matches.count, "start": start, "entries": entries])
    }

    /// The action's parameters: the value under its name in its `action` JSON.
    private static func params(of object: [String: Any], name: String) -> Any {
        guard let action = object["action"] else { return NSNull() }
        if let wrapper = action as? [String: Any], wrapper.count == 1, let value = wrapper[name] { return value }
        return action
    }

    /// One action: its parameters and each field it changed, before and after.
    private func action(_ query: [String: String]) -> InspectorResponse {
        guard let position = Int(query["position"] ?? "") else { return .error(400, "position: a number is needed") }
        guard let line = recording.withIndex({ index -> (offset: Int, length: Int, name: String)? in
            guard index.offsets.indices.contains(position) else { return nil }
            return (index.offsets[position], Int(index.lengths[position]), index.names[Int(index.nameIDs[position])])
        }) else { return .error(404, "no action at \(position)") }
        let data = recording.read(offset: line.offset, length: line.length)
        var answer: [String: Any] = ["position": position, "name": line.name]
        guard let object = RecordValue.parse(data) as? [String: Any] else {
            answer["unreadable"] = RecordValue.unreadable(data)
            answer["changes"] = [Any]()
            return .json(answer)
        }
        let before = states.state(after: position)
        answer["seq"] = RecordValue.clip(object["seq"] ?? NSNull())
        answer["t"] = RecordValue.clip(object["t"] ?? NSNull())
        answer["params"] = RecordValue.clip(Self.params(of: object, name: line.name))
        let changed = object["changed"] as? [String: Any] ?? [:]
        answer["changes"] = changed.keys.sorted().map { field -> [String: Any] in
            ["field": field, "before": RecordValue.clip(before.state[field] ?? NSNull()), "after": RecordValue.clip(changed[field]!)]
        }
        answer["warnings"] = before.warnings
        return .json(answer)
    }

    /// The whole state after the first `after` actions.
    private func state(_ query: [String: String]) -> InspectorResponse {
        guard let after = Int(query["after"] ?? "") else { return .error(400, "after: a number is needed") }
        let rebuilt = states.state(after: after)
        return .json(["after": after, "state": RecordValue.clip(rebuilt.state), "warnings": rebuilt.warnings])
    }
}
