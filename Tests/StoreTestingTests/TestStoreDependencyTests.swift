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

    mutating func sign(name: String, uuid: UUIDSource, now: Date, camera: Camera) {
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

        store.send(.sign(name: "Ann")) {
            $0.entries = [GuestBook.Entry(id: uuid(0), name: "Ann", signedAt: Self.start)]
        }
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

        store.send(.sign(name: "Ann")) {
            $0.entries = [GuestBook.Entry(id: uuid(0), name: "Ann", signedAt: Self.start)]
        }
        store.send(.print)
        await store.receive(.printed(copy: uuid(1))) { $0.copies = [uuid(1)] }
        await store.finish()
    }
}

/// A printer whose test value leaves both endpoints unimplemented.
struct Printer: StoreDependency {
    var status: @Sendable () -> String
    var print: @Sendable (String) async throws -> Int

    static let defaultValue = Printer(status: { "ready" }, print: { _ in 1 })
    static let testValue = Printer(
        status: unimplementedEndpoint("Printer.status", placeholder: "unknown"),
        print: unimplementedEndpoint("Printer.print"))
}

/// Prints a badge: the handler asks the printer's status, an effect prints.
struct BadgeDesk: DependentState, EffectfulState, Equatable {
    enum Action: Equatable, Sendable {
        case check
        case printBadge(String)
        case printed(pages: Int)
        case failed(String)
    }

    var status = ""
    var pages = 0
    var failure: String?

    mutating func reduceWithEffects(_ action: Action) -> Effect<Action> {
        switch action {
        case .check:
            status = StoreDependencies.current[Printer.self].status()
        case .printBadge(let name):
            let printer = StoreDependencies.current[Printer.self]
            return .run { effect in
                effect.send(.printed(pages: try await printer.print(name)))
            } catch: { error in
                .failed("\(error)")
            }
        case .printed(let pages):
            self.pages = pages
        case .failed(let message):
            failure = message
        }
        return .none
    }
}

/// An app dependency the test does not set is its test value, and an
/// unimplemented endpoint the code under test calls fails the test by name.
@Suite(.timeLimit(.minutes(1))) struct UnimplementedEndpointTests {
    @Test func anEndpointTheTestDidNotSetFailsTheTestNamingIt() {
        let store = TestStore(initialState: BadgeDesk())
        let line = #line + 2
        withKnownIssue {
            store.send(.check) { $0.status = "unknown" }
        } matching: { issue in
            message(of: issue) == "Printer.status is not implemented in this test: set it in store.dependencies "
                + "before the action that uses it"
                && issue.sourceLocation?.line == line
        }
    }

    @Test func anUnimplementedEndpointInAnEffectFailsAndThrows() async {
        let store = TestStore(initialState: BadgeDesk())
        await withKnownIssue {
            store.send(.printBadge("Ann"))
            await store.receive(.failed("Printer.print is not implemented in this test")) {
                $0.failure = "Printer.print is not implemented in this test"
            }
        } matching: { issue in
            message(of: issue).hasPrefix("Printer.print is not implemented in this test")
        }
    }

    @Test func anEndpointTheTestSetIsUsedAndFailsNothing() async {
        let store = TestStore(initialState: BadgeDesk())
        store.dependencies[Printer.self].status = { "jammed" }
        store.dependencies[Printer.self].print = { name in name.count }
        store.send(.check) { $0.status = "jammed" }
        store.send(.printBadge("Ann"))
        await store.receive(.printed(pages: 3)) { $0.pages = 3 }
    }

    @Test func replacingTheDependenciesKeepsTestValuesForWhatIsNotSet() {
        let store = TestStore(initialState: BadgeDesk())
        store.dependencies = StoreDependencies().with(Camera(isAllowed: { true }))
        withKnownIssue {
            store.send(.check) { $0.status = "unknown" }
        } matching: { issue in
            message(of: issue).hasPrefix("Printer.status is not implemented in this test")
        }
    }

    @Test func theAppsStoreUsesTheDefaultValue() {
        let store = Store(initialState: BadgeDesk())
        store.dispatch(.check)
        #expect(store.state.status == "ready")
    }
}
