import Foundation
import StoreRuntime
import Testing

/// A guest list whose handler uses dependencies, written as a generated
/// reducer would be: the handler receives them after its parameters, and the
/// switch reads them from `StoreDependencies.current`.
struct GuestList: DependentState, EffectfulState, Equatable {
    struct Guest: Equatable, Sendable {
        var id: UUID
        var name: String
        var arrived: Date
        var mayTakePhotos = false
    }

    enum Action: Equatable, Sendable {
        case arrive(name: String)
        case greet
        case greeted(card: UUID)
    }

    var guests: [Guest] = []
    var cards: [UUID] = []

    mutating func reduceWithEffects(_ action: Action) -> Effect<Action> {
        switch action {
        case .arrive(let name):
            arrive(
                name: name, uuid: StoreDependencies.current.uuid, now: StoreDependencies.current.date.now,
                permissions: StoreDependencies.current[Permissions.self])
            return .none
        case .greet:
            return .run { effect in effect.send(.greeted(card: effect.dependencies.uuid())) }
        case .greeted(let card):
            cards.append(card)
            return .none
        }
    }

    mutating func arrive(name: String, uuid: UUIDSource, now: Date, permissions: Permissions) {
        guests.append(Guest(id: uuid(), name: name, arrived: now, mayTakePhotos: permissions.photos()))
    }
}

/// An app's own dependency: two endpoints, each replaceable alone.
struct Permissions: StoreDependency {
    var photos: @Sendable () -> Bool
    var location: @Sendable () -> Bool
    static let defaultValue = Permissions(photos: { false }, location: { false })
}

extension UUID {
    /// `00000000-0000-0000-0000-00000000000<n>`: what an incrementing generator makes.
    static func counted(_ n: Int) -> UUID {
        UUID(
            uuidString: "00000000-0000-0000-0000-"
                + String(String(repeating: "0", count: 12) + String(n, radix: 16)).suffix(12))!
    }
}

/// A parent embedding `GuestList`, as a generated parent whose own handlers
/// use no dependencies is written: it reads them only for its module, so it
/// answers `readsDependencies` with the module's.
struct Party: DependentState {
    enum Action: Sendable { case guests(GuestList.Action) }
    var guests = GuestList()
    static var readsDependencies: Bool { GuestList.readsDependencies }

    mutating func reduce(_ action: Action) {
        switch action {
        case .guests(let action): _ = guests.reduceWithEffects(action)
        }
    }
}

/// A module that uses no dependencies (not a `DependentState`), but notes
/// the id `StoreDependencies.current` would give, to show what is bound.
struct Doorbell: ReducibleState {
    var heard: [UUID] = []
    mutating func reduce(_ action: Void) {
        heard.append(StoreDependencies.current.uuid())
    }
}

/// A parent embedding only `Doorbell`, written as `Party` is.
struct Porch: DependentState {
    var doorbell = Doorbell()
    static var readsDependencies: Bool { Doorbell.readsDependencies }

    mutating func reduce(_ action: Void) {
        doorbell.reduce(action)
    }
}

/// (The time limit turns a hang in a wait for an effect into a failure.)
@Suite(.timeLimit(.minutes(1))) struct StoreDependenciesTests {
    static let party = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func aStoreHandsItsDependenciesToTheHandlersThatUseThem() {
        var dependencies = StoreDependencies(uuid: .incrementing(), date: .constant(Self.party))
        dependencies[Permissions.self].photos = { true }
        let store = Store(initialState: GuestList(), dependencies: dependencies)

        store.dispatch(.arrive(name: "Ann"))
        store.dispatch(.arrive(name: "Bob"))

        #expect(
            store.state.guests == [
                GuestList.Guest(id: .counted(0), name: "Ann", arrived: Self.party, mayTakePhotos: true),
                GuestList.Guest(id: .counted(1), name: "Bob", arrived: Self.party, mayTakePhotos: true),
            ])
    }

    @Test func effectsGetTheSameDependenciesAsHandlers() async {
        let store = Store(initialState: GuestList(), dependencies: StoreDependencies(uuid: .incrementing()))
        store.dispatch(.arrive(name: "Ann"))
        store.dispatch(.greet)
        await store.waitForCommands()
        // One generator: the handler took the first id, the effect the second.
        #expect(store.state.guests.map(\.id) == [.counted(0)])
        #expect(store.state.cards == [.counted(1)])
    }

    @Test func withoutDependenciesHandlersGetTheSystemsAndTheAppsDefaults() {
        let store = Store(initialState: GuestList())
        store.dispatch(.arrive(name: "Ann"))
        let ann = store.state.guests[0]
        #expect(ann.id != .counted(0))
        #expect(ann.arrived > Self.party.addingTimeInterval(-1_000_000_000))
        #expect(!ann.mayTakePhotos)
    }

    @Test func aStoreWithoutDependenciesStillBindsTheSystemsOverOthersThatAreCurrent() {
        // Such a store skips binding only where the system's are current
        // already; dispatched where a test's are bound, it binds its own.
        let store = Store(initialState: GuestList())
        StoreDependencies.$current.withValue(StoreDependencies(uuid: .incrementing(), date: .constant(Self.party))) {
            store.dispatch(.arrive(name: "Ann"))
        }
        let ann = store.state.guests[0]
        #expect(ann.id != .counted(0))
        #expect(ann.arrived != Self.party)
    }

    @Test func aParentBindsItsDependenciesForAModuleThatUsesThem() {
        #expect(Party.readsDependencies)
        let store = Store(
            initialState: Party(), dependencies: StoreDependencies(uuid: .incrementing(), date: .constant(Self.party)))
        store.dispatch(.guests(.arrive(name: "Ann")))
        #expect(store.state.guests.guests.map(\.id) == [.counted(0)])
        #expect(store.state.guests.guests.map(\.arrived) == [Self.party])
    }

    @Test func aParentWhoseModulesUseNoDependenciesDoesNotBindThem() {
        // Binding them, or asking whether to, costs several hundred
        // instructions per action: such a parent's store skips both. What
        // the module would read is then the system's, not the store's.
        #expect(!Porch.readsDependencies)
        let store = Store(initialState: Porch(), dependencies: StoreDependencies(uuid: .incrementing()))
        store.dispatch(())
        #expect(store.state.doorbell.heard.count == 1)
        #expect(store.state.doorbell.heard != [.counted(0)])
    }

    @Test func incrementingUUIDsCountUpInHexadecimal() {
        let uuid = UUIDSource.incrementing()
        let made = (0..<256).map { _ in uuid() }
        #expect(made[0].uuidString == "00000000-0000-0000-0000-000000000000")
        #expect(made[1].uuidString == "00000000-0000-0000-0000-000000000001")
        #expect(made[255].uuidString == "00000000-0000-0000-0000-0000000000FF")
        #expect(Set(made).count == 256)
    }

    @Test func anAppDependencyIsItsDefaultUntilOneEndpointIsReplaced() {
        var dependencies = StoreDependencies()
        #expect(!dependencies[Permissions.self].location())
        dependencies[Permissions.self].location = { true }
        #expect(dependencies[Permissions.self].location())
        #expect(!dependencies[Permissions.self].photos())
    }
}
