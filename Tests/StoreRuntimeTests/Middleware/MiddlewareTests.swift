import StoreRuntime
import Testing

@Suite struct MiddlewareTests {
    @Test func beforeSeesTheStateBeforeAndAfterSeesOldAndNew() {
        let events = Recorder<String>()
        let observer = Middleware<PairState, PairAction>(
            before: { action, state, _ in
                events.append("before \(action) a=\(state.a)")
                return action
            },
            after: { action, old, new, changed in
                events.append("after \(action) a=\(old.a)->\(new.a) changed \(changed)")
            }
        )
        let store = makePairStore(middleware: [observer])
        store.dispatch(.setA(1))
        store.dispatch(.setB(2))
        #expect(
            events.values == [
                "before setA(1) a=0",
                "after setA(1) a=0->1 changed [0]",
                "before setB(2) a=1",
                "after setB(2) a=1->1 changed [1]",
            ])
    }

    @Test func droppedActionReachesNoReducerNoSubscriberAndNoLaterMiddleware() {
        let later = Recorder<CounterAction>()
        let guardNegative = Middleware<CounterState, CounterAction>(before: { action, state, _ in
            if case .add(let amount) = action, state.count + amount < 0 { return nil }
            return action
        })
        let recordLater = Middleware<CounterState, CounterAction>(
            before: { action, _, _ in
                later.append(action)
                return action
            }
        )
        let store = makeCounterStore(middleware: [guardNegative, recordLater])
        let values = Recorder<Int>()
        let token = store.subscribeSynchronously(select: \.count) { values.append($0) }
        store.dispatch(.add(2))
        store.dispatch(.add(-5))
        store.dispatch(.add(-1))
        #expect(store.state.count == 1)
        #expect(values.values == [0, 2, 1])
        #expect(later.values == [.add(2), .add(-1)])
        token.cancel()
    }

    @Test func beforeCanReplaceTheAction() {
        let double = Middleware<CounterState, CounterAction>(before: { action, _, _ in
            if case .add(let amount) = action { return .add(amount * 2) }
            return action
        })
        let store = makeCounterStore(middleware: [double])
        store.dispatch(.add(4))
        #expect(store.state.count == 8)
    }

    @Test func dispatchFromMiddlewareIsQueuedAfterTheCurrentAction() {
        let events = Recorder<String>()
        let followUp = Middleware<PairState, PairAction>(
            before: { action, _, dispatch in
                if action == .setA(1) { dispatch(.addName("follow-up")) }
                return action
            },
            after: { action, _, new, _ in events.append("\(action) names=\(new.names)") }
        )
        let store = makePairStore(middleware: [followUp])
        store.dispatch(.setA(1))
        #expect(
            events.values == [
                "setA(1) names=[]",
                "addName(\"follow-up\") names=[\"follow-up\"]",
            ])
    }

    @Test func beforesRunInOrderAndAftersInReverse() {
        let events = Recorder<String>()
        func tagged(_ tag: String) -> Middleware<CounterState, CounterAction> {
            Middleware(
                before: { action, _, _ in
                    events.append("before \(tag)")
                    return action
                },
                after: { _, _, _, _ in events.append("after \(tag)") }
            )
        }
        let store = makeCounterStore(middleware: [tagged("outer"), tagged("inner")])
        store.dispatch(.increment)
        #expect(events.values == ["before outer", "before inner", "after inner", "after outer"])
    }
}
