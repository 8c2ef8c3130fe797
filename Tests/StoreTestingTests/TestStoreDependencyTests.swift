import Foundation
import StoreRuntime
import StoreTesting
import Testing

/// A guest book whose handler uses a new id, the date and the app's own
/// permissions, written as a generated reducer would be.
struct GuestBook: DependentState, EffectfulState, Equatable {
    struct Entry: Equatable, Sendable {
        var id: UUID
        var name: String
        var signedAt: Date
        var withPhoto = false
    }

    enum Action: Equatable, Sendable {
        case sign(name: String)
        case print
        case printed(copy: UUID)
    }

    var entries: [Entry] = []
    var copies: [UUID] = []

    mutating func reduceWithEffects(_ action: Action) -> Effect<Action> {
        switch action {
        case .sign(let name):
            sign(
                name: name, uuid: StoreDependencies.current.uuid, now: StoreDependencies.current.date.now,
                camera: StoreDependencies.current[Camera.self])
            return .none
        case .print:
            return .run { effect in effect.send(.printed(copy: effect.dependencies.uuid())) }
        case .printed(let copy):
            copies.append(copy)
            return .none
        }
    }

    mutating func sign(name: String, uuid: UUIDGenerator, now: Date, camera: Camera) {
        entries.append(Entry(id: uuid(), name: name, signedAt: now, withPhoto: camera.isAllowed()))
    }
}

struct Camera: StoreDependency {
    var isAllowed: @Sendable () -> Bool
    static let defaultValue = Camera(isAllowed: { false })
}

private func uuid(_ n: Int) -> UUID {
    UUID(uuidString: String(format: "00000000-0000-0000-0000-%012X", n))!
}

/// A test store's dependencies: deterministic, and each replaceable alone.
@Suite(.timeLimit(.minutes(1))) struct TestStoreDependencyTests {
    static let start = Date(timeIntervalSinceReferenceDate: 0)

    @Test func handlersGetCountingUUIDsAndAFixedDate() {
        let store = TestStore(initialState: GuestBook())

        store.send(.sign(name: "Ann")) { $0.entries = [GuestBook.Entry(id: uuid(0), name: "Ann", signedAt: Self.start)] }
        store.send(.sign(name: "Bob")) {
            $0.entries.append(GuestBook.Entry(id: uuid(1), name: "Bob", signedAt: Self.start))
        }
    }

    @Test func theDateMovesWithTheStoresClock() async {
        let store = TestStore(initialState: GuestBook())

        await store.advance(by: .seconds(90))
        store.send(.sign(name: "Ann")) {
            $0.entries = [GuestBook.Entry(id: uuid(0), name: "Ann", signedAt: Self.start.addingTimeInterval(90))]
        }
    }

    @Test func aTestReplacesOneDependencyOrOneEndpointAlone() {
        let store = TestStore(initialState: GuestBook())
        let party = Date(timeIntervalSince1970: 1_800_000_000)
        store.dependencies.date = .constant(party)
        store.dependencies[Camera.self].isAllowed = { true }

        store.send(.sign(name: "Ann")) {
            $0.entries = [GuestBook.Entry(id: uuid(0), name: "Ann", signedAt: party, withPhoto: true)]
        }
    }

    @Test func effectsGetTheSameDependencies() async {
        let store = TestStore(initialState: GuestBook())

        store.send(.sign(name: "Ann")) { $0.entries = [GuestBook.Entry(id: uuid(0), name: "Ann", signedAt: Self.start)] }
        store.send(.print)
        await store.receive(.printed(copy: uuid(1))) { $0.copies = [uuid(1)] }
        await store.finish()
    }
}
