import Foundation
import Testing

@testable import StoreInspector

/// The diff points at what changed inside a field, not at the whole field.
@Suite struct StructuralDiffTests {
    static func json(_ text: String) -> Any {
        try! JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)
    }

    /// `path: before -> after` for each change (`(none)` where absent).
    static func diff(_ before: String?, _ after: String, field: String = "todos") -> [String] {
        let diff = StructuralDiff.changes(field: field, before: before.map(json), after: json(after))
        return diff.changes.map { change in
            if let movedFrom = change.movedFrom { return "\(change.path): moved from \(movedFrom)" }
            let text = { (value: Any?) in value.map(RecordValue.jsonText) ?? "(none)" }
            return "\(change.path): \(text(change.before)) -> \(text(change.after))"
        }
    }

    static let three = #"[{"id":"a","done":false},{"id":"b","done":false},{"id":"c","done":false}]"#

    @Test func togglingOneTodoIsOnePath() {
        #expect(
            Self.diff(Self.three, #"[{"id":"a","done":false},{"id":"b","done":true},{"id":"c","done":false}]"#)
                == ["todos[1].done: false -> true"])
    }

    /// By position, removing the first would change every element.
    @Test func elementsWithAnIDAreMatchedByIt() {
        #expect(
            Self.diff(Self.three, #"[{"id":"b","done":false},{"id":"c","done":true}]"#)
                == [#"todos[0]: {"done":false,"id":"a"} -> (none)"#, "todos[1].done: false -> true"])
        #expect(
            Self.diff(Self.three, #"[{"id":"c","done":false},{"id":"a","done":false},{"id":"b","done":false}]"#)
                == ["todos[0]: moved from todos[2]"])
        #expect(
            Self.diff(
                Self.three, #"[{"id":"a","done":false},{"id":"b","done":false},{"id":"c","done":false},{"id":"d"}]"#)
                == [#"todos[3]: (none) -> {"id":"d"}"#])
    }

    @Test func elementsWithoutADistinctIDAreMatchedByPosition() {
        #expect(Self.diff("[1,2,3]", "[1,5]") == ["todos[1]: 2 -> 5", "todos[2]: 3 -> (none)"])
        #expect(Self.diff(#"[{"id":1},{"id":1}]"#, #"[{"id":1},{"id":2}]"#) == ["todos[1].id: 1 -> 2"])
    }

    @Test func membersAndScalarsAndOddKeys() {
        #expect(
            Self.diff(#"{"a":{"b":1},"x y":true}"#, #"{"a":{"b":1,"c":null},"x y":1}"#, field: "form")
                == ["form.a.c: (none) -> null", #"form["x y"]: true -> 1"#])
        #expect(Self.diff("7", "7", field: "count").isEmpty)
        #expect(Self.diff("false", "0", field: "flag") == ["flag: false -> 0"])
        #expect(Self.diff(nil, "0", field: "count") == ["count: (none) -> 0"])
        #expect(Self.diff("1", "2", field: "has space") == [#""has space": 1 -> 2"#])
    }

    @Test func atMostTheBoundIsReportedAndTheRestCounted() {
        let before = "[" + (0..<300).map(String.init).joined(separator: ",") + "]"
        let after = "[" + (0..<300).map { String($0 + 1) }.joined(separator: ",") + "]"
        let diff = StructuralDiff.changes(field: "n", before: Self.json(before), after: Self.json(after), limit: 200)
        #expect(diff.changes.count == 200 && diff.omitted == 100)
    }
}
