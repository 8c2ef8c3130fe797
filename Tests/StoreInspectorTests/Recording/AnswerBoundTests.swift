import Foundation
import Testing

@testable import StoreInspector

/// Every answer is bounded in total, and the timeline's previews read only
/// each line's head.
@Suite struct AnswerBoundTests {
    static let header = #"""
        {"kind":"header","format":"storegen-inspector-recording","version":1,"store":"S","part":0,\#
        "t":1,"fields":["grid"]}
        """#

    /// 300 arrays of 300 strings: each within the 500-item limit, 3.9 MB together.
    @Test func aStateWithinEachLimitIsStillBoundedInTotal() throws {
        let string = "\"" + String(repeating: "x", count: 40) + "\""
        let row = "[" + Array(repeating: string, count: 300).joined(separator: ",") + "]"
        let grid = "[" + Array(repeating: row, count: 300).joined(separator: ",") + "]"
        let lines = [
            Self.header,
            #"{"kind":"snapshot","seq":0,"t":1,"state":{"grid":[]}}"#,
            #"{"kind":"action","seq":1,"t":1,"name":"fill","action":{"fill":{}},"changed":{"grid":\#(grid)}}"#,
        ]
        let scratch = ScratchFolder()
        let api = try DirectAPI(try scratch.write("grid.jsonl", lines: lines.map { Data($0.utf8) }))
        for (path, query) in [("/api/state", ["after": "1"]), ("/api/action", ["position": "0"])] {
            let response = api.api.respond(to: DirectAPI.request(path, query))
            #expect(response.status == 200)
            let bytes = response.body.count
            #expect(bytes <= RecordValue.maxAnswerBytes + 64 * 1024, "\(path): \(bytes) bytes")
            #expect(String(decoding: response.body, as: UTF8.self).contains("the answer reached its size limit"))
        }
    }

    /// A window of long lines read each line whole to preview 200 characters.
    @Test func previewsReadOnlyEachLinesHead() throws {
        let string = "\"" + String(repeating: "y", count: 100) + "\""
        let big = "[" + Array(repeating: string, count: 6_000).joined(separator: ",") + "]"
        var lines = [Self.header, #"{"kind":"snapshot","seq":0,"t":1,"state":{"grid":[]}}"#]
        for seq in 1...20 {
            lines.append(
                #"""
                {"kind":"action","seq":\#(seq),"t":\#(seq),"name":"set",\#
                "action":{"set":{"n":\#(seq)}},"changed":{"grid":\#(big)}}
                """#)
        }
        lines.append(
            #"""
            {"kind":"action","seq":21,"t":21,"name":"long","action":{"long":{"rows":\#(big)}},\#
            "changed":{}}
            """#)
        let scratch = ScratchFolder()
        let api = try DirectAPI(try scratch.write("long.jsonl", lines: lines.map { Data($0.utf8) }))
        let before = api.api.recording.bytesRead
        let entries = try api.entries(count: 21)
        #expect(api.api.recording.bytesRead - before <= 21 * LinePreview.headBytes)
        #expect(entries.first?["params"] as? String == #"{"n":1}"#)
        #expect(entries.first?["seq"] as? Int == 1 && entries.first?["t"] as? Int == 1)
        let long = entries.last?["params"] as? String ?? ""
        #expect(long.hasPrefix(#"{"rows":["yyyy"#) && long.hasSuffix("…"))
        #expect(long.count == LinePreview.maxCharacters + 1)
    }
}
