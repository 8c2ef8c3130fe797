@testable import StoreTesting
import Testing

private struct Activity: Equatable {
    var name: String
    var minutes: Int?
}

private enum Sync: Equatable {
    case idle
    case failed(message: String, attempts: Int)
}

private struct Tracker: Equatable {
    var title = ""
    var activities: [Activity] = []
    var totals: [String: Int] = [:]
    var tags: Set<String> = []
    var sync = Sync.idle
    var selected: Activity?
}

@Suite struct StateDiffTests {
    @Test func nestedFieldsAndArrayElementsAreNamedByPath() {
        let before = Tracker(activities: [Activity(name: "a", minutes: 1), Activity(name: "b")])
        var actual = before
        actual.activities[1].minutes = 5
        var expected = before
        expected.activities[1].minutes = 4

        #expect(StateDiff.lines(before: before, actual: actual, expected: expected) == [
            "activities[1].minutes: nil -> 5 (expected 4)",
        ])
    }

    @Test func extraAndMissingElementsShowNone() {
        let before = Tracker()
        var actual = before
        actual.activities = [Activity(name: "a")]
        let expected = before

        #expect(StateDiff.lines(before: before, actual: actual, expected: expected) == [
            #"activities[0]: Activity(name: "a", minutes: nil) (expected <none>)"#,
        ])
    }

    @Test func dictionariesAreComparedByKeyWhateverTheirOrder() {
        let before = Tracker(totals: ["ada": 1, "bo": 2, "cy": 3])
        var actual = before
        actual.totals["bo"] = 20
        var expected = before
        expected.totals["bo"] = 21
        expected.totals["dee"] = 4

        #expect(StateDiff.lines(before: before, actual: actual, expected: expected) == [
            #"totals["bo"]: 2 -> 20 (expected 21)"#,
            #"totals["dee"]: <none> (expected 4)"#,
        ])
    }

    @Test func setsAreComparedAsWholes() {
        let before = Tracker(tags: ["a", "b"])
        var actual = before
        actual.tags.insert("c")
        let expected = Tracker(tags: ["b", "a"])

        let lines = StateDiff.lines(before: before, actual: actual, expected: expected)
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("tags: ") == true)
        #expect(lines.first?.contains("(expected ") == true)
    }

    @Test func enumsShowTheCaseOrTheDifferingPayloadField() {
        let before = Tracker()
        var actual = before
        actual.sync = .failed(message: "offline", attempts: 2)
        var expected = before
        expected.sync = .failed(message: "offline", attempts: 3)

        #expect(StateDiff.lines(before: before, actual: actual, expected: expected) == [
            "sync.failed.attempts: 2 (expected 3)",
        ])

        expected.sync = .idle
        #expect(StateDiff.lines(before: before, actual: actual, expected: expected) == [
            #"sync: idle -> failed(message: "offline", attempts: 2) (expected idle)"#,
        ])
    }

    @Test func optionalsAreLookedThrough() {
        let before = Tracker(selected: Activity(name: "a", minutes: 1))
        var actual = before
        actual.selected?.name = "b"
        var expected = before
        expected.selected = nil

        #expect(StateDiff.lines(before: before, actual: actual, expected: expected) == [
            #"selected: Activity(name: "a", minutes: Optional(1)) -> Activity(name: "b", minutes: Optional(1)) (expected nil)"#,
        ])
    }

    @Test func equalStatesHaveNoLines() {
        let state = Tracker(title: "x", activities: [Activity(name: "a")], totals: ["a": 1], tags: ["t"])
        #expect(StateDiff.lines(before: state, actual: state, expected: state) == [])
    }
}
