import Clocks
import Foundation
import StoreRuntime
import StoreTesting
import TestClockSupport
import Testing

/// A child feature with a timer effect: once started, it sends `tick`
/// after a second. The same identity in every instance, so the tests show
/// that a child's identities are its own.
struct Stopwatch: EffectfulState, Equatable, Identifiable {
    enum Action: Equatable, Sendable {
        case start
        case tick
        case finish
    }

    struct TimerID: Hashable, Sendable {}

    var id: Int
    var ticks = 0

    mutating func reduceWithEffects(_ action: Action) -> Effect<Action> {
        switch action {
        case .start:
            return .run(id: TimerID()) { effect in
                try await effect.clock.sleep(for: .seconds(1))
                effect.send(.tick)
            }
        case .tick:
            ticks += 1
            return .none
        case .finish:
            return .send(.tick)
        }
    }
}

/// A parent holding the child in each form, written the way a generated
/// reducer is: each child's actions through the runtime's child functions,
/// and after every action the dismissals and removals.
struct Screens: EffectfulState, Equatable {
    enum Action: Equatable, Sendable {
        case sheet(Stopwatch.Action)
        case rows(ElementAction<Int, Stopwatch.Action>)
        case path(StackAction<Stopwatch, Stopwatch.Action>)
        case present
        case dismiss
        case remove(id: Int)
    }

    var sheet: Stopwatch?
    var rows: ChildList<Stopwatch> = []
    var path: ChildStack<Stopwatch> = []

    mutating func reduceWithEffects(_ action: Action) -> Effect<Action> {
        let sheetPresence = ChildPresence(sheet)
        return handle(action)
            .merging(.dismissing(sheet, was: sheetPresence, at: "sheet"))
            .merging(.removals(of: &rows, at: "rows"))
            .merging(.removals(of: &path, at: "path"))
    }

    private mutating func handle(_ action: Action) -> Effect<Action> {
        switch action {
        case .sheet(let action):
            return .presented(&sheet, action, as: { .sheet($0) }, at: "sheet")
        case .rows(let action):
            return .element(&rows, action, as: { .rows($0) }, at: "rows")
        case .path(let action):
            return .stack(&path, action, as: { .path($0) }, at: "path")
        case .present:
            sheet = Stopwatch(id: 0)
        case .dismiss:
            sheet = nil
        case .remove(let id):
            rows.remove(id: id)
        }
        return .none
    }
}

@Suite(.timeLimit(.minutes(1))) struct TestStoreChildTests {
    @Test func anActionSentToAnAbsentChildIsDroppedAndFailsTheTest() {
        let store = TestStore(initialState: Screens())
        let line = #line + 2
        withKnownIssue {
            store.send(.sheet(.start))
        } matching: { issue in
            message(of: issue) == ".start was dropped: the child 'sheet' is absent"
                && issue.sourceLocation?.line == line
        }
        #expect(store.runningEffectCount == 0)
    }

    @Test func anActionForARemovedRowOrPoppedScreenIsReportedWithItsPlace() {
        let store = TestStore(initialState: Screens(rows: [Stopwatch(id: 7)]))
        store.send(.remove(id: 7)) { $0.rows = [] }
        withKnownIssue {
            store.send(.rows(.element(id: 7, action: .tick)))
            store.send(.path(.element(id: StackElementID(rawValue: 3), action: .tick)))
        } matching: { issue in
            message(of: issue) == ".tick was dropped: the child 'rows[7]' has no element of that id"
                || message(of: issue) == ".tick was dropped: the child 'path[#3]' has no element of that id"
        }
    }

    @Test func dismissingAChildCancelsItsEffects() async {
        let clock = TestClock()
        let store = TestStore(initialState: Screens())
        store.clock = clock

        store.send(.present) { $0.sheet = Stopwatch(id: 0) }
        store.send(.sheet(.start))
        #expect(store.runningEffectCount == 1)
        store.send(.dismiss) { $0.sheet = nil }
        // Its tick would come after a second: advancing past it sends nothing.
        await clock.advance(by: .seconds(2))
        await store.finish()
    }

    @Test func aPoppedScreensEffectThatWouldSendLaterIsCancelled() async {
        let clock = TestClock()
        let store = TestStore(initialState: Screens())
        store.clock = clock
        let first = StackElementID(rawValue: 1)

        store.send(.path(.push(Stopwatch(id: 0)))) { $0.path.push(Stopwatch(id: 0)) }
        store.send(.path(.push(Stopwatch(id: 1)))) { $0.path = [Stopwatch(id: 0), Stopwatch(id: 1)] }
        store.send(.path(.element(id: StackElementID(rawValue: 2), action: .start)))
        store.send(.path(.element(id: first, action: .start)))
        await clock.waitUntilSomethingSleeps()
        store.send(.path(.pop)) { $0.path = [Stopwatch(id: 0)] }
        await clock.advance(by: .seconds(1))
        // Only the screen still on the stack ticks; the popped one's timer,
        // under the same identity, was cancelled with it.
        await store.receive(.path(.element(id: first, action: .tick))) { $0.path[id: first]?.ticks = 1 }
        await store.finish()
    }

    @Test func removingARowCancelsItsEffectsAndOnlyItsOwn() async {
        let clock = TestClock()
        let store = TestStore(initialState: Screens(rows: [Stopwatch(id: 1), Stopwatch(id: 2)]))
        store.clock = clock

        store.send(.rows(.element(id: 2, action: .start)))
        // Row 2's timer must be asleep before the clock moves: a test clock
        // wakes only what already sleeps, and a timer that fell asleep after
        // the advance would wait for a second that never comes.
        await clock.waitUntilSomethingSleeps()
        store.send(.rows(.element(id: 1, action: .start)))
        #expect(store.runningEffectCount == 2)
        store.send(.remove(id: 1)) { $0.rows.remove(id: 1) }
        await clock.advance(by: .seconds(1))
        await store.receive(.rows(.element(id: 2, action: .tick))) { $0.rows[id: 2]?.ticks = 1 }
        await store.finish()
    }

    @Test func effectSendQueuesAnActionAtOnce() async {
        let store = TestStore(initialState: Screens(rows: [Stopwatch(id: 1)]))
        store.send(.rows(.element(id: 1, action: .finish)))
        await store.receive(.rows(.element(id: 1, action: .tick))) { $0.rows[id: 1]?.ticks = 1 }
        #expect(store.runningEffectCount == 0)
    }

    @Test func aListKeepsOrderAndRefusesADuplicateID() {
        var list: ChildList<Stopwatch> = [Stopwatch(id: 3), Stopwatch(id: 1), Stopwatch(id: 3, ticks: 9)]
        #expect(list.ids == [3, 1])
        let duplicateAdded = list.append(Stopwatch(id: 1, ticks: 5))
        let added = list.append(Stopwatch(id: 2))
        #expect(!duplicateAdded && added)
        list.move(id: 2, to: 0)
        #expect(list.ids == [2, 3, 1])
        list[id: 3]?.ticks = 4
        #expect(list.map(\.ticks) == [0, 4, 0])
        list[id: 3] = nil
        #expect(list.ids == [2, 1] && list[id: 1]?.id == 1)
    }

    @Test func aStackMakesIdsThatAreNeverReused() {
        var stack: ChildStack<Stopwatch> = []
        let first = stack.push(Stopwatch(id: 0))
        stack.push(Stopwatch(id: 1))
        stack.pop()
        let third = stack.push(Stopwatch(id: 2))
        #expect(first.rawValue == 1 && third.rawValue == 3 && stack.ids == [first, third])
        let found = stack.pop(to: first)
        #expect(found && stack.ids == [first])
        let gone = stack.pop(to: third)
        #expect(!gone)
    }

    @Test func aDiffShowsTheRowsIDs() {
        let store = TestStore(initialState: Screens(rows: [Stopwatch(id: 1), Stopwatch(id: 2)]))
        withKnownIssue {
            store.send(.rows(.element(id: 2, action: .tick))) { $0.rows[id: 1]?.ticks = 1 }
        } matching: { issue in
            let text = message(of: issue)
            let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            return text.hasPrefix("send(.rows(element(id: 2, action: tick))): the state differs")
                && lines.contains("id: 2,") && lines.contains("-       ticks: 0") && lines.contains("+       ticks: 1")
        }
    }
}
