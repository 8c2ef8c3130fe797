// The counter states of the single-store cases: what generated code makes
// of a one-field schema, written out so that each case can vary one thing.

import StoreRuntime

/// Shaped like generated code (see the Counter golden file).
struct Counter: TrackedState, FieldNaming, Codable {
    var count = 0
    static let fieldNames = ["count"]
    static func changedFields(from old: Counter, to new: Counter) -> FieldSet {
        var changed = FieldSet()
        if old.count != new.count {
            changed.insert(0)
        }
        return changed
    }
}

extension StateField where State == Counter {
    static let count = StateField<Counter>(index: 0)
}

enum CounterAction: Sendable, Codable {
    case increment
}

/// Counter applying its own actions, as generated states do: the store
/// calls `reduce` (case (a-r)).
struct ReducingCounter: TrackedState, ReducibleState {
    var count = 0
    static func changedFields(from old: Self, to new: Self) -> FieldSet {
        old.count == new.count ? FieldSet() : [0]
    }
    mutating func reduce(_ action: CounterAction) {
        count &+= 1
    }
}

/// The same with a handler that `uses:` a dependency, as generated code
/// marks it: the store binds its `StoreDependencies` around every action
/// (case (a-deps)). The handler reads nothing, so the difference to (a-r)
/// is the binding alone.
struct DependentCounter: TrackedState, DependentState {
    var count = 0
    static func changedFields(from old: Self, to new: Self) -> FieldSet {
        old.count == new.count ? FieldSet() : [0]
    }
    mutating func reduce(_ action: CounterAction) {
        count &+= 1
    }
}
