import Foundation
import StoreRuntime
import Testing

private func temporaryFile(_ name: String) -> URL {
    FileManager.default.temporaryDirectory
        .appendingPathComponent("StoreRuntimeTests-\(UUID().uuidString)-\(name)")
}

@Suite struct ActionRecordingTests {
    @Test func recordThenReplayReproducesTheState() throws {
        let url = temporaryFile("session.jsonl")
        defer { try? FileManager.default.removeItem(at: url) }
        let recorded = makePairStore(middleware: [try .recording(to: url)])
        recorded.dispatch(.setA(3))
        recorded.dispatch(.addName("line\nbreak \"quoted\""))
        recorded.dispatch(.setBoth(9))

        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 3)

        let fresh = makePairStore()
        let count = try fresh.replay(from: url)
        #expect(count == 3)
        #expect(fresh.state == recorded.state)
        #expect(
            try ActionRecording.actions(PairAction.self, from: url) == [
                .setA(3), .addName("line\nbreak \"quoted\""), .setBoth(9),
            ])
    }

    @Test func droppedActionsAreNotRecorded() throws {
        let url = temporaryFile("dropped.jsonl")
        defer { try? FileManager.default.removeItem(at: url) }
        let dropIncrements = Middleware<CounterState, CounterAction>(before: { action, _, _ in
            action == .increment ? nil : action
        })
        let store = makeCounterStore(middleware: [try .recording(to: url), dropIncrements])
        store.dispatch(.increment)
        store.dispatch(.add(2))
        #expect(try ActionRecording.actions(CounterAction.self, from: url) == [.add(2)])
    }

    @Test func badLineIsReportedWithItsNumberAndNothingIsApplied() throws {
        let url = temporaryFile("bad.jsonl")
        defer { try? FileManager.default.removeItem(at: url) }
        let good = String(decoding: try JSONEncoder().encode(CounterAction.add(1)), as: UTF8.self)
        try "\(good)\n\n\(good)\n{\"add\": \n".write(to: url, atomically: true, encoding: .utf8)

        let store = makeCounterStore()
        #expect(throws: ActionRecordingError(path: url.path, line: 4, message: "not valid JSON")) {
            try store.replay(from: url)
        }
        #expect(store.state.count == 0)
    }

    @Test func lineOfTheWrongShapeNamesWhatIsMissing() throws {
        let url = temporaryFile("shape.jsonl")
        defer { try? FileManager.default.removeItem(at: url) }
        try "{\"setA\":{\"_0\":1}}\n{\"setA\":{}}\n".write(to: url, atomically: true, encoding: .utf8)
        do {
            _ = try ActionRecording.actions(PairAction.self, from: url)
            Issue.record("expected an error")
        } catch {
            #expect(error.line == 2)
            #expect(error.description.hasPrefix("\(url.path):2: error: not a valid PairAction"))
            #expect(error.message.contains("_0"))
        }
    }

    @Test func missingFileIsReportedWithoutALine() {
        let url = temporaryFile("missing.jsonl")
        do {
            _ = try ActionRecording.actions(CounterAction.self, from: url)
            Issue.record("expected an error")
        } catch {
            #expect(error.line == nil)
            #expect(error.description.hasPrefix("\(url.path): error: cannot read the recording"))
        }
    }

    @Test func recordingToAnUncreatableFileThrows() {
        let url = URL(fileURLWithPath: "/nonexistent-directory-\(UUID().uuidString)/actions.jsonl")
        #expect(throws: (any Error).self) {
            _ = try Middleware<CounterState, CounterAction>.recording(to: url)
        }
    }
}
