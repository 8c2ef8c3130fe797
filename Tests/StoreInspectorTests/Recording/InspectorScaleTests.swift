import Foundation
import StoreRuntime
import Testing

@testable import CommandCounter
@testable import StoreInspector

/// Moving anywhere in a recording costs the same however long it is: a
/// window of the timeline, an action and the state after it read at most a
/// window's lines plus a snapshot interval's, counted, not timed. (The
/// wall-clock figures for a 1,000,000-action recording are in
/// Benchmarks/Results/Inspector.md, measured by scripts/inspector-scale.py.)
@Suite struct InspectorScaleTests {
    static let snapshotInterval = 100
    static let actions = 20_000

    @Test func movingAnywhereReadsAtMostAWindowAndASnapshotIntervalOfLines() throws {
        let scratch = ScratchFolder()
        let url = scratch.file("long.inspect.jsonl")
        do {
            let store = CommandCounterStore(
                initialState: CommandCounterState(),
                middleware: [
                    try .inspectorRecording(to: url, configuration: .init(snapshotInterval: Self.snapshotInterval))
                ])
            for value in 1...Self.actions { store.dispatch(value % 2 == 0 ? .increment : .fetchFinished(count: value)) }
        }
        let recording = try Recording(url: url)
        recording.refresh(final: true)
        let api = InspectorAPI(
            recording: recording, guardian: RequestGuard(token: "t0k3n", port: 8080), following: false,
            page: try PageFiles())
        api.finishedFirstPass()
        let window = 100
        let bound = window + Self.snapshotInterval + 3
        var most = 0
        for position in [0, 1, 99, 100, 101, 12_345, 19_998, 19_999, 7, 10_000, 5_050] {
            let before = recording.linesRead
            #expect(
                api.respond(
                    to: DirectAPI.request(
                        "/api/entries", ["start": "\(max(0, position - window / 2))", "count": "\(window)"])
                ).status == 200)
            #expect(api.respond(to: DirectAPI.request("/api/action", ["position": "\(position)"])).status == 200)
            #expect(api.respond(to: DirectAPI.request("/api/state", ["after": "\(position + 1)"])).status == 200)
            let read = recording.linesRead - before
            most = max(most, read)
            #expect(read <= bound, "moving to \(position) read \(read) lines, more than \(bound)")
        }
        // The bound is not loose: a move reads a window's worth at least.
        #expect(most >= window)
    }
}
