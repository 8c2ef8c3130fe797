import StoreRuntime
import StoreTesting
import Testing

/// A state shaped like a generated one: it applies its own actions.
struct Counter: Equatable, Sendable, ReducibleState {
    enum Action: Equatable, Sendable {
        case increment
        case add(amount: Int)
        case rename(String)
        case loaded(count: Int)
        case noop
    }

    var count = 0
    var name = ""

    mutating func reduce(_ action: Action) {
        switch action {
        case .increment: count += 1
        case .add(let amount): count += amount
        case .rename(let name): self.name = name
        case .loaded(let count): self.count = count
        case .noop: break
        }
    }
}

/// The message of an issue `TestStore` recorded, for `withKnownIssue`'s matcher.
func message(of issue: Issue) -> String {
    issue.comments.map(\.rawValue).joined(separator: "\n")
}

@Suite struct TestStoreSendTests {
    @Test func matchingExpectationsPass() {
        let store = TestStore(initialState: Counter())

        store.send(.increment) { $0.count = 1 }
        store.send(.add(amount: 2)) { $0.count = 3 }
        store.send(.rename("Ada")) { $0.name = "Ada" }

        #expect(store.state == Counter(count: 3, name: "Ada"))
    }

    @Test func sendWithoutAClosureExpectsNoChange() {
        let store = TestStore(initialState: Counter(count: 5))

        store.send(.noop)

        #expect(store.state.count == 5)
    }

    @Test func explicitReducerClosureIsUsed() {
        let store = TestStore<Counter, Int>(initialState: Counter()) { state, amount in
            state.count += amount * 10
        }

        store.send(4) { $0.count = 40 }
    }

    @Test func wrongExpectationFailsAtTheSendWithAFieldDiff() {
        let store = TestStore(initialState: Counter())
        store.send(.increment) { $0.count = 1 }
        let line = #line + 3

        withKnownIssue {
            store.send(.add(amount: 2)) { $0.count = 2 }
        } matching: { issue in
            message(of: issue) == """
                send(.add(amount: 2)): the state differs from the expected state:
                  (-expected +actual)
                    Counter(
                  -   count: 2,
                  +   count: 3,
                      name: ""
                    )
                """
                && issue.sourceLocation?.fileID.hasSuffix("TestStoreSendTests.swift") == true
                && issue.sourceLocation?.line == line
        }
        // The real result is kept, so later sends continue from it.
        #expect(store.state.count == 3)
    }

    @Test func unexpectedChangeWithoutAClosureFails() {
        let store = TestStore(initialState: Counter())

        withKnownIssue {
            store.send(.rename("Ada"))
        } matching: { issue in
            message(of: issue) == """
                send(.rename("Ada")): the state differs from the expected state:
                  (-expected +actual)
                    Counter(
                      count: 0,
                  -   name: ""
                  +   name: "Ada"
                    )
                """
        }
    }

    @Test func expectedChangeThatDidNotHappenSaysUnchanged() {
        let store = TestStore(initialState: Counter(count: 2))

        withKnownIssue {
            store.send(.noop) {
                $0.count = 3
                $0.name = "x"
            }
        } matching: { issue in
            message(of: issue) == """
                send(.noop): the state differs from the expected state:
                  the action left the state unchanged
                  (-expected +actual)
                    Counter(
                  -   count: 3,
                  +   count: 2,
                  -   name: "x"
                  +   name: ""
                    )
                """
        }
    }

    @Test func throwingExpectationFails() {
        struct Unavailable: Error {}
        let store = TestStore(initialState: Counter())

        withKnownIssue {
            store.send(.increment) { _ in throw Unavailable() }
        } matching: { issue in
            message(of: issue) == "send(.increment): the expectation closure threw Unavailable()"
        }
    }
}
