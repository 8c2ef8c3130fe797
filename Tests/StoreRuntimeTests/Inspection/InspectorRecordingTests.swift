import Foundation
import Testing

@testable import StoreRuntime

/// A folder of its own per test, removed at the end.
private struct Scratch: ~Copyable {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "InspectorRecordingTests-\(UUID().uuidString)")
    init() { try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
    deinit { try? FileManager.default.removeItem(at: folder) }
    func file(_ name: String) -> URL { folder.appendingPathComponent(name) }
}

/// 2026-01-01T00:00:00Z, then one millisecond later per reading.
private final class SteppingClock: @unchecked Sendable {
    private var readings = 0
    private let lock = NSLock()
    func now() -> Date {
        lock.lock()
        defer { lock.unlock() }
        readings += 1
        return Date(timeIntervalSince1970: 1_767_225_600 + Double(readings - 1) / 1000)
    }
}

/// Settings that make every record reach the disk at once: encoded as its
/// action is applied (no queue), written without a buffer.
private func unbuffered(_ clock: SteppingClock, snapshotInterval: Int = 1000, maxFileBytes: Int = 1 << 20)
    -> InspectorRecording.Configuration
{
    InspectorRecording.Configuration(
        snapshotInterval: snapshotInterval, maxFileBytes: maxFileBytes, maxQueuedActions: 1, bufferBytes: 0,
        storeName: "Pair", now: { clock.now() })
}

private func lines(of url: URL) throws -> [String] {
    try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
}

private let pid = ProcessInfo.processInfo.processIdentifier

@Suite struct InspectorRecordingTests {
    @Test func recordsAHeaderASnapshotEachActionsChangesAndAnEnd() throws {
        let scratch = Scratch()
        let url = scratch.file("pair.inspect.jsonl")
        let clock = SteppingClock()
        do {
            let store = makePairStore(middleware: [try .inspectorRecording(to: url, configuration: unbuffered(clock))])
            store.dispatch(.setA(3))
            store.dispatch(.addName("<script>alert(\"x\")</script>\n"))
            store.dispatch(.setA(3))
            store.dispatch(.setBoth(7))
        }
        let written = try lines(of: url)
        #expect(
            written == [
                #"""
                {"kind":"header","format":"storegen-inspector-recording","version":1,\#
                "store":"Pair","part":0,"pid":\#(pid),"t":1767225600000,"fields":["a","b",\#
                "names"]}
                """#,
                // The state before the first action, at the moment it was applied.
                #"{"kind":"snapshot","seq":0,"t":1767225600001,"state":{"a":0,"b":0,"names":[]}}"#,
                #"""
                {"kind":"action","seq":1,"t":1767225600001,"name":"setA",\#
                "action":{"setA":{"_0":3}},"changed":{"a":3}}
                """#,
                #"""
                {"kind":"action","seq":2,"t":1767225600002,"name":"addName",\#
                "action":{"addName":{"_0":"<script>alert(\"x\")</script>\n"}},\#
                "changed":{"names":["<script>alert(\"x\")</script>\n"]}}
                """#,
                #"{"kind":"action","seq":3,"t":1767225600003,"name":"setA","action":{"setA":{"_0":3}},"changed":{}}"#,
                #"""
                {"kind":"action","seq":4,"t":1767225600004,"name":"setBoth",\#
                "action":{"setBoth":{"_0":7}},"changed":{"a":7,"b":7}}
                """#,
                #"{"kind":"end","seq":4,"t":1767225600005}"#,
            ])
    }

    @Test func actionsEncodedOffTheApplyingThreadAreAllWrittenInOrderByTheRelease() throws {
        let scratch = Scratch()
        let url = scratch.file("pair.inspect.jsonl")
        var configuration = unbuffered(SteppingClock())
        configuration.maxQueuedActions = 50
        do {
            let store = makePairStore(middleware: [try .inspectorRecording(to: url, configuration: configuration)])
            for value in 1...1000 { store.dispatch(.setB(value)) }
        }
        // However far the background encoder got, the release wrote the rest
        // before the end line.
        let written = try lines(of: url)
        let actions = written.filter { $0.contains(#""kind":"action""#) }
        #expect(actions.count == 1000)
        for (position, line) in actions.enumerated() {
            #expect(
                line.contains(#""seq":\#(position + 1),"#) && line.contains(#""changed":{"b":\#(position + 1)}"#),
                "\(line)")
        }
        #expect(written.last?.hasPrefix(#"{"kind":"end","seq":1000,"#) == true)
    }

    @Test func writesASnapshotEveryIntervalActions() throws {
        let scratch = Scratch()
        let url = scratch.file("pair.inspect.jsonl")
        let store = makePairStore(middleware: [
            try .inspectorRecording(to: url, configuration: unbuffered(SteppingClock(), snapshotInterval: 2))
        ])
        for value in 1...5 { store.dispatch(.setB(value)) }
        let snapshots = try lines(of: url).filter { $0.contains(#""kind":"snapshot""#) }
        #expect(
            snapshots.map { $0.replacingOccurrences(of: #","t":\d+"#, with: "", options: .regularExpression) } == [
                #"{"kind":"snapshot","seq":0,"state":{"a":0,"b":0,"names":[]}}"#,
                #"{"kind":"snapshot","seq":2,"state":{"a":0,"b":2,"names":[]}}"#,
                #"{"kind":"snapshot","seq":4,"state":{"a":0,"b":4,"names":[]}}"#,
            ])
    }

    @Test func aFullFileIsRotatedAndTheNewOneStartsWithItsOwnHeaderAndSnapshot() throws {
        let scratch = Scratch()
        let url = scratch.file("pair.inspect.jsonl")
        let cap = 600
        let store = makePairStore(middleware: [
            try .inspectorRecording(to: url, configuration: unbuffered(SteppingClock(), maxFileBytes: cap))
        ])
        for value in 1...40 { store.dispatch(.setA(value)) }

        let previous = InspectorRecording.previousFile(of: url)
        #expect(previous.lastPathComponent == "pair.inspect.1.jsonl")
        let current = try lines(of: url)
        let older = try lines(of: previous)
        for file in [url, previous] {
            // The cap, plus at most the one record that crossed it.
            #expect(try Data(contentsOf: file).count < cap + 200)
        }
        #expect(current[0].contains(#""kind":"header""#) && !current[0].contains(#""part":0"#))
        #expect(current[1].contains(#""kind":"snapshot""#))
        // No action is lost between the two parts: the newest file picks up
        // right after the older one, and its snapshot is the state in between.
        let lastOlder = try #require(older.last { $0.contains(#""kind":"action""#) })
        let firstCurrent = try #require(current.first { $0.contains(#""kind":"action""#) })
        let seq = { (line: String) in Int(line.firstMatch(of: /"seq":(\d+)/)!.1)! }
        #expect(seq(firstCurrent) == seq(lastOlder) + 1)
        #expect(current[1].contains(#""state":{"a":\#(seq(lastOlder)),"#))
        #expect(current.last?.contains(#""seq":40,"#) == true)
    }

    @Test func buffersUntilTheBufferFills() throws {
        let scratch = Scratch()
        let url = scratch.file("pair.inspect.jsonl")
        var configuration = unbuffered(SteppingClock())
        configuration.bufferBytes = 400
        configuration.flushDelay = .seconds(3600)
        do {
            let store = makePairStore(middleware: [try .inspectorRecording(to: url, configuration: configuration)])
            store.dispatch(.setA(1))
            // The header is written at once; the snapshot and action wait.
            #expect(try lines(of: url).count == 1)
            for value in 2...6 { store.dispatch(.setA(value)) }
            // The snapshot (~80 bytes) and four actions (~100 each) filled
            // the buffer and were written; the last two actions wait.
            let written = try lines(of: url)
            #expect(written.count == 6, "\(written)")
            #expect(written.last?.contains(#""seq":4,"#) == true)
        }
        // Released: the rest and the end line are written.
        #expect(try lines(of: url).count == 9)
    }

    @Test func aValueThatCannotBeEncodedIsWrittenAsItsDescription() throws {
        struct Opaque: Sendable, Equatable { var id = 7 }
        struct OddState: Sendable, Equatable {
            var opaque = Opaque()
            var ratio = 1.0
        }
        enum OddAction: Sendable, Codable { case nan }
        let scratch = Scratch()
        let url = scratch.file("odd.inspect.jsonl")
        do {
            let store = Store<OddState, OddAction>(
                initialState: OddState(),
                middleware: [try .inspectorRecording(to: url, configuration: unbuffered(SteppingClock()))]
            ) { state, _ in state.ratio = .nan }
            store.dispatch(.nan)
        }
        let action = try #require(try lines(of: url).first { $0.contains(#""kind":"action""#) })
        // Untracked state: every field is reported as changed.
        #expect(
            action.contains(#""changed":{"opaque":{"$unencodable":"Opaque(id: 7)"},"ratio":{"$unencodable":"nan"}}"#))
    }
}
