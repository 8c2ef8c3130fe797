import StoreRuntime

/// A hand-written effectful state, the shape generated reducers have: a
/// lookup that loads after a pause on the store's clock, cancellable by
/// identity, with its failure sent back as an action.
struct LookupState: EffectfulState, Equatable, Codable {
    enum Action: Equatable, Sendable {
        case lookUp(String)
        case found(String)
        case failed(String)
        case stop
        case failWithoutErrorAction
        case holdProbe(Probe)
        case releaseProbe
    }

    struct LookupID: Hashable, Sendable {}

    var requests = 0
    var results: [String] = []
    var failures: [String] = []

    mutating func reduceWithEffects(_ action: Action) -> Effect<Action> {
        switch action {
        case .lookUp(let key):
            requests += 1
            return .run(id: LookupID(), cancelInFlight: true) { effect in
                try await effect.clock.sleep(for: .seconds(1))
                if key == "missing" { throw NotFound(key: key) }
                effect.send(.found(key.uppercased()))
            } catch: { error in
                .failed("\(error)")
            }
        case .found(let result):
            results.append(result)
        case .failed(let message):
            failures.append(message)
        case .stop:
            return .cancel(id: LookupID())
        case .failWithoutErrorAction:
            return .run { _ in throw NotFound(key: "unmapped") }
        case .holdProbe(let probe):
            // Keeps `probe` captured until cancelled, for the memory test.
            return .run(id: LookupID()) { effect in
                try await effect.clock.sleep(for: .seconds(3600))
                _ = probe
            }
        case .releaseProbe:
            return .cancel(id: LookupID())
        }
        return .none
    }
}

struct NotFound: Error, CustomStringConvertible {
    let key: String
    var description: String { "\(key) not found" }
}

/// An object an effect captures; the memory test checks that every one is
/// released once its effect is cancelled.
final class Probe: Equatable, Sendable {
    static func == (lhs: Probe, rhs: Probe) -> Bool { lhs === rhs }
}

/// A state embedding an effectful one and one without effects, forwarded the
/// way generated reducers of stores with modules forward.
struct Embedding: EffectfulState, Equatable {
    enum Action: Equatable, Sendable {
        case lookup(LookupState.Action)
        case count
    }

    /// A module without effects.
    struct Tally: ReducibleState, Equatable {
        var count = 0
        mutating func reduce(_ action: Void) { count += 1 }
    }

    var lookup = LookupState()
    var counter = Tally()

    mutating func reduceWithEffects(_ action: Action) -> Effect<Action> {
        switch action {
        case .lookup(let action): .embedding(&lookup, action, as: { .lookup($0) })
        case .count: .embedding(&counter, (), as: { _ in .count })
        }
    }
}

/// A state with a derived value (`total`, index 2, from `prices`) whose
/// `checkout` starts an effect: embedded, both must work.
struct CheckoutBasket: DerivedState, EffectfulState {
    enum Action: Equatable, Sendable {
        case add(Int)
        case checkout
        case checkedOut
    }

    var prices: [Int] = []
    var isCheckedOut = false
    private(set) var total = 0

    mutating func reduceWithEffects(_ action: Action) -> Effect<Action> {
        switch action {
        case .add(let price): prices.append(price)
        case .checkout: return .run { effect in effect.send(.checkedOut) }
        case .checkedOut: isCheckedOut = true
        }
        return .none
    }

    static func changedFields(from old: CheckoutBasket, to new: CheckoutBasket) -> FieldSet {
        var changed = FieldSet()
        if old.prices != new.prices { changed.insert(0) }
        if old.isCheckedOut != new.isCheckedOut { changed.insert(1) }
        return changed
    }

    mutating func updateDerivedValues(changed: FieldSet) -> FieldSet {
        guard changed.contains(0) else { return [] }
        let value = prices.reduce(0, +)
        guard value != total else { return [] }
        total = value
        return [2]
    }
}
