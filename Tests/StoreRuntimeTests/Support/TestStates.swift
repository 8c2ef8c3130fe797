import Foundation
import StoreRuntime

/// A hand-written state without change tracking.
struct CounterState: Sendable, Equatable {
    var count = 0
}

extension StateField where State == CounterState {
    static let count = StateField<CounterState>(index: 0)
}

enum CounterAction: Sendable, Equatable, Codable {
    case increment
    case add(Int)
}

func counterReducer(_ state: inout CounterState, _ action: CounterAction) {
    switch action {
    case .increment: state.count += 1
    case .add(let amount): state.count += amount
    }
}

/// A tracked state with three fields: 0 = `a`, 1 = `b`, 2 = `names`.
struct PairState: TrackedState, FieldNaming {
    var a = 0
    var b = 0
    var names: [String] = []

    static let fieldNames = ["a", "b", "names"]

    static func changedFields(from old: PairState, to new: PairState) -> FieldSet {
        var fields = FieldSet()
        if old.a != new.a { fields.insert(0) }
        if old.b != new.b { fields.insert(1) }
        if old.names != new.names { fields.insert(2) }
        return fields
    }
}

extension StateField where State == PairState {
    static let a = StateField<PairState>(index: 0)
    static let b = StateField<PairState>(index: 1)
    static let names = StateField<PairState>(index: 2)
}

enum PairAction: Sendable, Equatable, Codable {
    case setA(Int)
    case setB(Int)
    case addName(String)
    case setBoth(Int)
}

func pairReducer(_ state: inout PairState, _ action: PairAction) {
    switch action {
    case .setA(let value): state.a = value
    case .setB(let value): state.b = value
    case .addName(let name): state.names.append(name)
    case .setBoth(let value):
        state.a = value
        state.b = value
    }
}

func makeCounterStore(middleware: [Middleware<CounterState, CounterAction>] = []) -> Store<CounterState, CounterAction>
{
    Store(initialState: CounterState(), middleware: middleware, reducer: counterReducer)
}

func makePairStore(middleware: [Middleware<PairState, PairAction>] = []) -> Store<PairState, PairAction> {
    Store(initialState: PairState(), middleware: middleware, reducer: pairReducer)
}
