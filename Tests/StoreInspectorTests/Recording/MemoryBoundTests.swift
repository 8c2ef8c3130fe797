import Foundation
import Testing

@testable import StoreInspector

/// What the inspector keeps in memory is bounded whatever is asked of it.
@Suite struct MemoryBoundTests {
    @Test func theCacheDropsTheLeastRecentlyUsedBeyondItsEntriesOrCost() {
        var cache = LRUCache<Int, [Int]>(maxEntries: 3, maxCost: 10) { $0.count }
        cache.set([1], for: 1)
        cache.set([2], for: 2)
        cache.set([3], for: 3)
        _ = cache.value(for: 1)
        cache.set([4], for: 4)
        #expect(cache.value(for: 2) == nil)
        #expect(cache.value(for: 1) == [1] && cache.value(for: 3) == [3] && cache.value(for: 4) == [4])
        cache.set(Array(repeating: 0, count: 9), for: 5)
        #expect(cache.count == 2 && cache.totalCost == 10 && cache.value(for: 4) == [4])
        cache.set(Array(repeating: 0, count: 11), for: 6)
        #expect(cache.value(for: 6) == nil)
    }

    /// Each distinct search was kept for ever, even one matching nothing.
    @Test func searchesAreRememberedUpToTheBound() throws {
        let scratch = ScratchFolder()
        var lines = [
            #"""
            {"kind":"header","format":"storegen-inspector-recording","version":1,"store":"S",\#
            "part":0,"t":1,"fields":["n"]}
            """#,
            #"{"kind":"snapshot","seq":0,"t":1,"state":{"n":0}}"#,
        ]
        for seq in 1...50 {
            lines.append(
                #"""
                {"kind":"action","seq":\#(seq),"t":1,"name":"set","action":{"set":{"n":\#(seq)}},\#
                "changed":{"n":\#(seq)}}
                """#)
        }
        let recording = try Recording(url: try scratch.write("s.jsonl", lines: lines.map { Data($0.utf8) }))
        recording.refresh(final: true)
        let filter = EntryFilter(recording: recording)
        for search in 0..<40 { _ = filter.positions(name: nil, text: "\"n\":\(search)}") }
        _ = filter.positions(name: nil, text: "nothing matches this")
        #expect(filter.cached.filters == EntryFilter.maxCachedFilters)
        #expect(filter.cached.positions <= EntryFilter.maxCachedPositions)
        // A search dropped from the cache is answered the same when asked again.
        #expect(filter.positions(name: nil, text: "\"n\":7}") == [6])
        #expect(filter.positions(name: "set", text: "\"n\":1") == [0] + Array(9...18))
    }
}

/// 200,000 distinct names made `/api/info` 8 MB: the names told apart are bounded.
@Suite struct NameBoundTests {
    @Test func namesBeyondTheBoundShareOneEntry() throws {
        let scratch = ScratchFolder()
        var lines = [
            #"""
            {"kind":"header","format":"storegen-inspector-recording","version":1,"store":"S",\#
            "part":0,"t":1,"fields":["n"]}
            """#
        ]
        let count = RecordingIndex.maxNames + 500
        for seq in 1...count {
            lines.append(
                #"""
                {"kind":"action","seq":\#(seq),"t":1,"name":"a\#(seq)","action":{"a\#(seq)":{}},\#
                "changed":{}}
                """#)
        }
        let api = try DirectAPI(try scratch.write("names.jsonl", lines: lines.map { Data($0.utf8) }))
        let names = try api.json("/api/info")["names"] as? [String] ?? []
        #expect(names.count == RecordingIndex.maxNames + 1)
        #expect(names.contains(RecordingIndex.otherNames))
        let late = try api.entries(start: count - 1, count: 1)
        #expect(late.first?["name"] as? String == RecordingIndex.otherNames)
        // Its own name is still shown, in its parameters.
        #expect(late.first?["params"] as? String == #"{"a\#(count)":{}}"#)
        #expect(try api.entries(count: 500, name: RecordingIndex.otherNames).count == 500)
    }
}

/// A search looks at the timeline a slice at a time (`EntryFilter.sliceEntries`)
/// and reads lines through one buffer: its answers are the same across slices.
@Suite struct SlicedSearchTests {
    @Test func matchesAcrossSlicesAreAllFound() throws {
        let scratch = ScratchFolder()
        var lines = [
            #"""
            {"kind":"header","format":"storegen-inspector-recording","version":1,"store":"S",\#
            "part":0,"t":1,"fields":["n"]}
            """#
        ]
        let count = EntryFilter.sliceEntries + 1_000
        for seq in 1...count {
            let name = seq % 7 == 0 ? "seventh" : "other"
            lines.append(
                #"""
                {"kind":"action","seq":\#(seq),"t":1,"name":"\#(name)",\#
                "action":{"\#(name)":{"n":\#(seq % 1_000)}},"changed":{}}
                """#)
        }
        let recording = try Recording(url: try scratch.write("s.jsonl", lines: lines.map { Data($0.utf8) }))
        recording.refresh(final: true)
        let filter = EntryFilter(recording: recording)
        let sevenths = (1...count).filter { $0 % 7 == 0 }.map { $0 - 1 }
        #expect(filter.positions(name: "seventh", text: nil) == sevenths)
        let found = filter.positions(name: nil, text: #""n":999}"#)
        #expect(found == (1...count).filter { $0 % 1_000 == 999 }.map { $0 - 1 })
        #expect(filter.positions(name: "seventh", text: #""n":999}"#) == sevenths.filter { ($0 + 1) % 1_000 == 999 })
    }
}
