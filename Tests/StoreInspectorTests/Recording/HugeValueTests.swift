import Foundation
import Testing

@testable import StoreInspector

/// A value of a million items is cut while its line is read: what an answer
/// builds and what the inspector keeps between answers is the part shown.
@Suite struct HugeValueTests {
    static let items = 1_000_000

    static func line(_ values: String) -> String {
        #"{"kind":"action","seq":2,"t":3,"name":"loadAll","action":{"loadAll":{}},"changed":{"items":\#(values)}}"#
    }

    static let note = "… (\(items - RecordValue.maxItems) more items not shown, fingerprint "

    static let huge = "[" + (0..<items).map(String.init).joined(separator: ",") + "]"

    @Test func readingAHugeArrayBuildsOnlyTheItemsShown() throws {
        let line = Data(Self.line(Self.huge).utf8)
        let read = try #require(BoundedJSONReader.read(line, maxDepth: RecordValue.maxLineDepth))
        let items = try #require(((read.value as? [String: Any])?["changed"] as? [String: Any])?["items"] as? [Any])
        #expect(items.count == RecordValue.maxItems + 1)
        #expect(items.first as? Int == 0 && items[RecordValue.maxItems - 1] as? Int == RecordValue.maxItems - 1)
        #expect((items.last as? String)?.hasPrefix(Self.note) == true)
        #expect(read.built < 2 * RecordValue.maxItems)
    }

    @Test func theActionAndTheStateKeepOnlyTheItemsShown() throws {
        let lines = [
            AnswerBoundTests.header.replacingOccurrences(of: #"["grid"]"#, with: #"["items"]"#),
            #"{"kind":"snapshot","seq":0,"t":1,"state":{"items":[]}}"#,
            #"{"kind":"action","seq":1,"t":2,"name":"load","action":{"load":{}},"changed":{"items":[1,2,3]}}"#,
            Self.line(Self.huge),
        ]
        let scratch = ScratchFolder()
        let api = try DirectAPI(try scratch.write("huge.jsonl", lines: lines.map { Data($0.utf8) }))
        let kept = try #require(api.api.states.state(after: 2).state["items"] as? [Any])
        #expect(kept.count == RecordValue.maxItems + 1)
        guard case .success(let diff) = ActionDiff.at(1, in: api.api.recording, states: api.api.states) else {
            Issue.record("the action cannot be read")
            return
        }
        let after = try #require(diff.fields.first?.after as? [Any])
        #expect(after.count == RecordValue.maxItems + 1)
        let answer = try api.json("/api/action", ["position": "1"])
        let shown = try #require((answer["changes"] as? [[String: Any]])?.first?["after"] as? [Any])
        #expect((shown.last as? String)?.hasPrefix(Self.note) == true)
    }

    /// Two arrays of the same length that differ only past the items shown still differ.
    @Test func aChangePastTheItemsShownIsStillListed() throws {
        let before = (0..<600).map(String.init)
        var after = before
        after[550] = "-1"
        let lines = [
            AnswerBoundTests.header.replacingOccurrences(of: #"["grid"]"#, with: #"["items"]"#),
            #"{"kind":"snapshot","seq":0,"t":1,"state":{"items":[]}}"#,
            Self.line("[" + before.joined(separator: ",") + "]"),
            Self.line("[" + after.joined(separator: ",") + "]"),
        ]
        let scratch = ScratchFolder()
        let api = try DirectAPI(try scratch.write("past.jsonl", lines: lines.map { Data($0.utf8) }))
        guard case .success(let diff) = ActionDiff.at(1, in: api.api.recording, states: api.api.states) else {
            Issue.record("the action cannot be read")
            return
        }
        let paths = diff.fields.flatMap { $0.changes.map(\.path) }
        #expect(paths == ["items[\(RecordValue.maxItems)]"])
    }

    /// Lines longer than a read chunk are indexed from their heads: each
    /// keeps its length (without `\r\n`), and the lines after them follow.
    @Test func linesLongerThanAChunkAreIndexedWithTheirLengths() throws {
        let bigs = [400_000, 400_001].map { Self.line("[" + (0..<$0).map(String.init).joined(separator: ",") + "]") }
        let big = bigs[0]
        #expect(big.utf8.count > 2 * Recording.chunkBytes)
        let small = #"{"kind":"action","seq":3,"t":4,"name":"done","action":{"done":{}},"changed":{}}"#
        let text = [AnswerBoundTests.header, #"{"kind":"snapshot","seq":0,"t":1,"state":{}}"#, big, small, bigs[1]]
            .joined(separator: "\r\n")
        let scratch = ScratchFolder()
        let api = try DirectAPI(try scratch.write("long.jsonl", lines: [Data(text.utf8)], truncateLast: true))
        let lengths = api.api.recording.withIndex { Array($0.lengths) }
        #expect(lengths == [big.utf8.count, small.utf8.count, bigs[1].utf8.count].map(UInt32.init))
        #expect(try api.entries().map { $0["name"] as? String } == ["loadAll", "done", "loadAll"])
        for position in [0, 2] {
            let answer = try api.json("/api/action", ["position": "\(position)"])
            let shown = try #require((answer["changes"] as? [[String: Any]])?.first?["after"] as? [Any])
            #expect(shown.count == RecordValue.maxItems + 1)
        }
    }

    /// What the reader builds is what Foundation's parser builds, where nothing is cut.
    @Test func readsWhatFoundationReads() throws {
        let text = #"""
            {"s":"a\"b\\c\/d\b\f\n\r\t\u00e9\ud83d\ude00 é","n":[0,-1,2.5,-0.25,1e3,1E-2,9007199254740993],
             "b":[true,false,null],"o":{"":{},"k":[[],[{}]]}}
            """#
        let ours = try #require(BoundedJSONReader.read(Data(text.utf8), maxDepth: 10)?.value)
        let foundation = try JSONSerialization.jsonObject(with: Data(text.utf8))
        #expect(RecordValue.jsonText(ours) == RecordValue.jsonText(foundation))
        for bad in ["[1,", "{\"a\" 1}", "[01]", "tru", "\"a", "[1] x", "{\"a\":1,}x"] {
            #expect(BoundedJSONReader.read(Data(bad.utf8), maxDepth: 10) == nil, "\(bad)")
        }
        #expect(BoundedJSONReader.read(Data([0x22, 0xFF, 0x22]), maxDepth: 10) == nil)
    }

    @Test func aLongStringKeepsItsStartAndCountsTheRest() throws {
        let long = "\"" + String(repeating: "é", count: 5_000) + "\""
        let value = try #require(BoundedJSONReader.read(Data(long.utf8), maxDepth: 10)?.value as? String)
        let shown = String(repeating: "é", count: RecordValue.maxStringLength)
        #expect(value.hasPrefix(shown + "… (6000 more bytes not shown, fingerprint "))
    }
}
