import Foundation
import StoreGenTestSupport
import StoreRuntime
import Testing

@testable import CommandCounter
@testable import StoreInspector

@Suite struct RecordingReadingTests {
    /// What the runtime's recorder writes today, read by this inspector.
    @Test func showsWhatTheRuntimeRecordsChangesAndStateAtEveryPoint() throws {
        let scratch = ScratchFolder()
        let url = scratch.file("counter.inspect.jsonl")
        do {
            let store = CommandCounterStore(
                initialState: CommandCounterState(),
                middleware: [
                    try .inspectorRecording(to: url, configuration: .init(snapshotInterval: 2, bufferBytes: 0))
                ])
            for action: CommandCounterAction in [
                .increment, .increment, .fetchStarted, .fetchFinished(count: 7),
                .errorOccurred(message: "<script>x</script>"), .reset,
            ] {
                store.dispatch(action)
            }
        }
        let api = try DirectAPI(url)
        let info = try api.json("/api/info")
        #expect(info["store"] as? String == "CommandCounter")
        #expect(info["count"] as? Int == 6)
        #expect((info["ended"] as? [String: Any])?["seq"] as? Int == 6)
        #expect(info["fields"] as? [String] == ["count", "loading", "lastError"])

        #expect(try api.changes(at: 3) == ["count: 2 -> 7", "loading: true -> false"])
        #expect(try api.changes(at: 4) == [#"lastError: null -> "<script>x</script>""#])
        #expect(try api.changes(at: 5) == [#"count: 7 -> 0"#, #"lastError: "<script>x</script>" -> null"#])
        #expect(DirectAPI.text(try api.state(after: 0)) == #"{"count":0,"lastError":null,"loading":false}"#)
        #expect(DirectAPI.text(try api.state(after: 3)) == #"{"count":2,"lastError":null,"loading":true}"#)
        #expect(
            DirectAPI.text(try api.state(after: 5)) == #"{"count":7,"lastError":"<script>x</script>","loading":false}"#)
        // Backwards too, across snapshots.
        #expect(DirectAPI.text(try api.state(after: 1)) == #"{"count":1,"lastError":null,"loading":false}"#)

        #expect(try api.entries(name: "increment").map { $0["position"] as? Int } == [0, 1])
        #expect(try api.entries(search: "script").map { $0["position"] as? Int } == [4])
        #expect(try api.entries(name: "reset", search: "script").isEmpty)
        #expect(
            try api.entries(start: 4, count: 1).map { $0["params"] as? String } == [
                #"{"message":"<script>x</script>"}"#
            ])
    }

    /// A recording an app wrote with format version 1 (committed; made by
    /// `CommandCounter --record … inc inc fetch dec reset`) stays readable by
    /// every later inspector.
    @Test func readsTheCommittedVersion1Recording() throws {
        let url = try #require(
            Bundle.module.url(
                forResource: "CommandCounter.v1.inspect", withExtension: "jsonl", subdirectory: "Fixtures"))
        let api = try DirectAPI(url)
        let info = try api.json("/api/info")
        #expect(info["version"] as? Int == 1)
        #expect(info["problems"] as? [String] == [])
        let names = try api.entries().map { $0["name"] as? String ?? "?" }
        #expect(names == ["increment", "increment", "fetchStarted", "fetchFinished", "decrement", "reset"])
        #expect(try api.changes(at: 3) == ["count: 2 -> 7", "loading: true -> false"])
        #expect(DirectAPI.text(try api.state(after: 5)) == #"{"count":6,"lastError":null,"loading":false}"#)
    }
}

extension RecordingReadingTests {
    /// Docs/Inspector.md spells the format out with the committed recording.
    @Test func theFormatExcerptIsTheCommittedRecording() throws {
        let doc = try RepositoryFile.text("Docs/Inspector.md")
        let marker = """
            <!-- checked by StoreInspectorTests \
            RecordingReadingTests.theFormatExcerptIsTheCommittedRecording -->\n```json\n
            """
        let start = try #require(doc.range(of: marker)).upperBound
        let end = try #require(doc[start...].range(of: "```")).lowerBound
        let fixture = try RepositoryFile.text("Tests/StoreInspectorTests/Fixtures/CommandCounter.v1.inspect.jsonl")
        #expect(String(doc[start..<end]) == fixture)
    }
}

@Suite struct HostileRecordingTests {
    static let tenMegabytes = String(repeating: "A", count: 10 << 20)

    static func hostileLines() -> [Data] {
        let header = #"""
            {"kind":"header","format":"storegen-inspector-recording","version":1,\#
            "store":"<b>Evil</b>","part":0,"pid":1,"t":0,"fields":["title"]}
            """#
        let snapshot = #"{"kind":"snapshot","seq":0,"t":0,"state":{"title":"<img src=x onerror=alert(1)>"}}"#
        let script = #"""
            {"kind":"action","seq":1,"t":1,"name":"<script>alert(1)</script>",\#
            "action":{"<script>alert(1)</script>":{"html":"</pre><script>alert(2)</script>"}},\#
            "changed":{"title":"<script>alert(3)</script>"}}
            """#
        let big = #"""
            {"kind":"action","seq":2,"t":2,"name":"big","action":{"big":{}},\#
            "changed":{"title":"\#(tenMegabytes)"}}
            """#
        var invalidUTF8 = Data(#"{"kind":"action","seq":3,"t":3,"name":"bad","action":{"bad":{"text":""#.utf8)
        invalidUTF8.append(contentsOf: [0xFF, 0xFE, 0xC3])
        invalidUTF8.append(contentsOf: #""}},"changed":{}}"#.utf8)
        let notJSON = "this is not a record"
        let truncated = #"{"kind":"action","seq":5,"t":5,"name":"cut","action":{"cut":{}},"chan"#
        return [
            Data(header.utf8), Data(snapshot.utf8), Data(script.utf8), Data(big.utf8), invalidUTF8, Data(notJSON.utf8),
            Data(truncated.utf8),
        ]
    }

    @Test func everyHostileLineIsAnsweredAsDataAndNothingCrashes() throws {
        let scratch = ScratchFolder()
        let url = try scratch.write("hostile.jsonl", lines: Self.hostileLines(), truncateLast: true)
        let api = try DirectAPI(url)
        #expect(try api.json("/api/info")["count"] as? Int == 5)
        let entries = try api.entries()
        #expect(
            entries.map { $0["name"] as? String } == [
                "<script>alert(1)</script>", "big", "bad", RecordingIndex.unreadableName, "cut",
            ])
        #expect(entries.map { $0["unreadable"] as? Bool ?? false } == [false, false, true, true, true])

        // Markup arrives as the string it is (the page sets it as text).
        #expect(try api.changes(at: 0) == [#"title: "<img src=x onerror=alert(1)>" -> "<script>alert(3)</script>""#])

        // A 10 MB value arrives clipped, saying how much was left out.
        let big = try api.json("/api/action", ["position": "1"])
        let after = try #require((big["changes"] as? [[String: Any]])?.first?["after"] as? String)
        #expect(after.utf8.count < 3_000)
        #expect(after.contains("… (\((10 << 20) - RecordValue.maxStringLength) more bytes not shown, fingerprint "))
        let state = try api.state(after: 2)
        #expect((state["title"] as? String)?.utf8.count ?? .max < 3_000)
        let window = api.api.respond(to: DirectAPI.request("/api/entries", ["start": "0", "count": "5"]))
        #expect(window.body.count < 10_000)

        // Invalid UTF-8, a line that is no record, and a cut-short last line
        // are shown as their text.
        for position in 2...4 {
            let action = try api.json("/api/action", ["position": "\(position)"])
            let unreadable = try #require(action["unreadable"] as? [String: Any])
            #expect(unreadable["$unreadable"] is String)
        }
        #expect(
            try api.json("/api/action", ["position": "3"])["unreadable"].map {
                ($0 as? [String: Any])?["$unreadable"] as? String
            } == "this is not a record")
    }

    @Test func aFollowedRecordingWaitsForTheRestOfItsLastLine() throws {
        let scratch = ScratchFolder()
        let lines = Array(Self.hostileLines().prefix(3)) + [Data(#"{"kind":"action","seq":2,"t":2,"name":"half"#.utf8)]
        let url = try scratch.write("growing.jsonl", lines: lines, truncateLast: true)
        let api = try DirectAPI(url, following: true)
        #expect(try api.json("/api/info")["count"] as? Int == 1)
        let handle = try FileHandle(forWritingTo: url)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data((#"","action":{"half":{}},"changed":{}}"# + "\n").utf8))
        try handle.close()
        api.api.recording.refresh(final: false)
        #expect(try api.entries().map { $0["name"] as? String } == ["<script>alert(1)</script>", "half"])
    }
}
