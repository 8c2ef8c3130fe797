import Testing

@testable import StoreTesting

private struct Activity: Equatable {
    var name: String
    var minutes: Int?
}

private struct Todo: Equatable, Identifiable {
    var id: Int
    var title: String
}

private enum Sync: Equatable {
    case idle
    case failed(message: String, attempts: Int)
}

private struct Tracker: Equatable {
    var title = ""
    var activities: [Activity] = []
    var todos: [Todo] = []
    var totals: [String: Int] = [:]
    var sync = Sync.idle
}

/// Never equal, whatever its fields: `==` and the dump disagree.
private struct Unequal: Equatable {
    var count: Int
    static func == (lhs: Unequal, rhs: Unequal) -> Bool { false }
}

@Suite struct StateDiffTests {
    private func text(before: Tracker, actual: Tracker, expected: Tracker) -> String {
        StateDiff.lines(before: before, actual: actual, expected: expected).joined(separator: "\n")
    }

    @Test func aNestedFieldShowsInPlaceAndUnchangedNeighboursFold() {
        let before = Tracker(activities: [Activity(name: "a", minutes: 1), Activity(name: "b")])
        var actual = before
        actual.activities[1].minutes = 5
        var expected = before
        expected.activities[1].minutes = 4

        #expect(
            text(before: before, actual: actual, expected: expected) == """
                (-expected +actual)
                  Tracker(
                    title: "",
                    activities: [
                      [0]: Activity(…),
                      [1]: Activity(
                        name: "b",
                -       minutes: 4
                +       minutes: 5
                      )
                    ],
                    todos: [],
                    totals: [:],
                    sync: .idle
                  )
                """)
    }

    /// The point of diffing by identity: the reducer appended where the test
    /// expected an insertion at the front, and renamed one todo. By index,
    /// every row would differ; by `id`, the misplaced todo and the renamed
    /// title are all that show (indices are the actual state's).
    @Test func identifiableElementsAreMatchedByIDNotIndex() {
        let before = Tracker(todos: [Todo(id: 1, title: "milk"), Todo(id: 2, title: "report")])
        var actual = before
        actual.todos.append(Todo(id: 3, title: "call Ada"))
        actual.todos[1].title = "Report"
        var expected = before
        expected.todos.insert(Todo(id: 3, title: "call Ada"), at: 0)

        #expect(
            text(before: before, actual: actual, expected: expected) == """
                (-expected +actual)
                  Tracker(
                    title: "",
                    activities: [],
                    todos: [
                -     [0]: Todo(
                -       id: 3,
                -       title: "call Ada"
                -     ),
                      [0]: Todo(…),
                      [1]: Todo(
                        id: 2,
                -       title: "report"
                +       title: "Report"
                      ),
                +     [2]: Todo(
                +       id: 3,
                +       title: "call Ada"
                +     )
                    ],
                    totals: [:],
                    sync: .idle
                  )
                """)
    }

    @Test func dictionariesByKeyAndEnumPayloadsByField() {
        let before = Tracker(totals: ["ada": 1, "bo": 2, "cy": 3])
        var actual = before
        actual.totals["bo"] = 20
        actual.sync = .failed(message: "offline", attempts: 2)
        var expected = before
        expected.totals["bo"] = 21
        expected.sync = .failed(message: "offline", attempts: 3)

        #expect(
            text(before: before, actual: actual, expected: expected) == """
                (-expected +actual)
                  Tracker(
                    title: "",
                    activities: [],
                    todos: [],
                    totals: [
                -     "bo": 21,
                +     "bo": 20,
                      … (2 unchanged)
                    ],
                    sync: .failed(
                      message: "offline",
                -     attempts: 3
                +     attempts: 2
                    )
                  )
                """)
    }

    @Test func anExpectedChangeThatDidNotHappenIsSaidFirst() {
        let before = Tracker(title: "x")
        var expected = before
        expected.title = "y"

        let lines = StateDiff.lines(before: before, actual: before, expected: expected)
        #expect(lines.prefix(2) == ["the action left the state unchanged", "(-expected +actual)"])
        #expect(lines.contains(#"-   title: "y","#))
        #expect(lines.contains(#"+   title: "x","#))
    }

    @Test func aCustomEqualityThatDisagreesWithTheFieldsShowsBothStatesWhole() {
        let state = Unequal(count: 1)
        #expect(
            StateDiff.lines(before: Unequal(count: 0), actual: state, expected: state) == [
                "the states dump the same; their == says they differ:",
                "actual:   Unequal(count: 1)",
                "expected: Unequal(count: 1)",
            ])
    }
}
