import Foundation
import StoreRuntime

/// Tests a reducer one action at a time, asserting the complete state after
/// each one.
///
/// ```swift
/// let store = TestStore(initialState: CounterState())   // State: ReducibleState
/// store.send(.increment) { $0.count = 1 }
/// store.send(.add(amount: 2)) { $0.count = 3 }
/// ```
///
/// The closure receives a copy of the state *before* the action and changes it
/// into the state you expect; a `send` without a closure expects no change.
/// A `DerivedState`'s derived values are brought up to date after the action
/// as the app's store does, and all recomputed in the expected state, so the
/// closure sets only fields.
/// When the states differ the test fails at the `send` with a diff of the
/// expected and actual states (see `StateDiff`): `-   count: 3` / `+   count: 4`.
///
/// Actions that code under test dispatches later are asserted in order with
/// `receive`: run the runtime's commands with `run(_:)` (they read this store's
/// state and dispatch into it; with `reportCommandErrors(as:)` what they throw
/// arrives as an action too), or hand `dispatch` to code that takes a
/// dispatch function. With `exhaustivity = .on` (the default) every such action
/// must be received: one still waiting fails the next `send`, `finish()`, or
/// the release of the test store.
///
/// A state whose actions start effects (`EffectfulState`) has them run here
/// as the app's store runs them, on `clock`: `send(.search(query: "a"))`
/// starts the search, `receive(.loaded(...))` asserts what it sends back,
/// `isEffectRunning(id:)` and `runningEffectCount` show what is running, and
/// `finish()` fails for an effect still running.
///
/// Time moves only when the test moves it: `clock` is a `ManualClock`, and
/// `advance(by:)` runs every effect and command until each waits on it again,
/// so a 10-minute timer runs in milliseconds; a `receive` whose action cannot
/// arrive before the clock moves fails at once, naming what is in flight.
/// With `exhaustivity = .off` a test asserts only what it names (see `Exhaustivity`).
/// A child feature that went away (a sheet dismissed, a screen popped) is
/// checked with `assertDismissed(_:)` and `assertPopped(_:id:)`.
///
/// Failures are reported to Swift Testing (`Issue.record`) when a Swift Testing
/// test is running, and to XCTest otherwise.
public final class TestStore<State: Equatable & Sendable, Action: Sendable> {
    /// How much a test must assert: everything (`.on`), or only what it
    /// asks about (`.off`, for flows through many actions and effects).
    public enum Exhaustivity: Sendable, Equatable {
        /// Every received action must be asserted with `receive`, in order;
        /// every assertion states the whole state.
        case on
        /// Actions that code under test dispatches are applied as soon as the
        /// test next uses the store, in order, so what they start runs and
        /// what that sends arrives. `receive` skips ahead to the first
        /// matching action; an assertion closure checks only the fields it
        /// sets (it is applied to the actual state), and no closure checks
        /// nothing. Nothing left unasserted fails the test; with
        /// `showSkippedAssertions` each skipped action, and each effect
        /// `finish()` cancels, is reported as a warning.
        case off(showSkippedAssertions: Bool)

        /// `.off(showSkippedAssertions: false)`.
        public static var off: Exhaustivity { .off(showSkippedAssertions: false) }
    }

    public var exhaustivity: Exhaustivity = .on {
        didSet { if exhaustivity == .on { unasserted.removeAll() } }
    }
    /// How long `receive` and `finish` wait for code under test when `clock`
    /// is not a `ManualClock`, measured on `clock`. (With a `ManualClock`
    /// they wait for no time: see `clock`.)
    public var timeout: Duration = .seconds(10)
    /// What effects wait on (`EffectContext.clock`) and commands may be given.
    ///
    /// A `ManualClock` by default: time moves only with `advance(by:)`, which
    /// lets every effect and command run until it waits on the clock again;
    /// and `receive` and `finish` know when everything waits on it, so an
    /// action that cannot arrive until time moves fails at once. Another
    /// clock (swift-clocks' `TestClock`, `ContinuousClock`) makes `receive`
    /// and `finish` wait up to `timeout` on it instead.
    public var clock: any Clock<Duration> = ManualClock() {
        didSet { clockReading.clock = clock }
    }
    /// `clock`, for the default date (read when a handler asks for `now`).
    private let clockReading = ClockReading()
    /// What handlers that declare `uses:` get, and what effects use
    /// (`EffectContext.dependencies`): deterministic unless the test says
    /// otherwise. UUIDs count up from `00000000-0000-0000-0000-000000000000`;
    /// the date is 2001-01-01 00:00:00 UTC plus the time `advance(by:)` has
    /// moved the store's `ManualClock`. Replace one member to change only it
    /// (`store.dependencies.date = .constant(…)`), and give the app's own
    /// dependencies and fakes with `with(_:)` or the settable subscript.
    public var dependencies: StoreDependencies

    let stateBox: StateBox<State>
    /// Applies an action and returns the effects it starts (run with
    /// `dependencies` bound as `StoreDependencies.current`).
    let reducer: @Sendable (inout State, Action) -> Effect<Action>
    let received = ReceivedActions<Action>()
    let commands = RunningCommands()
    /// The effects actions started (see `EffectfulState`).
    let effects = EffectRunner<Action>()
    /// Set by `reportCommandErrors(as:)`.
    let commandErrors = CommandErrorRoute<Action>()
    /// Created on the first `run`.
    var commandSink: CommandSink<State, Action>?
    /// With `exhaustivity = .off`: the received actions applied since the
    /// last `receive` matched, for the next `receive` to skip ahead through.
    var unasserted: [AppliedAction<State, Action>] = []
    let createdAt: CallSite
    var isFinished = false

    /// - Parameter reducer: the same reducer the app's `Store` uses.
    public convenience init(
        initialState: State,
        reducer: @escaping @Sendable (inout State, Action) -> Void,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        self.init(
            initialState: initialState, effectReducer: { state, action in
                reducer(&state, action)
                return .none
            },
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    init(initialState: State, effectReducer: @escaping @Sendable (inout State, Action) -> Effect<Action>, at site: CallSite) {
        stateBox = StateBox(initialState)
        reducer = effectReducer
        createdAt = site
        dependencies = StoreDependencies(uuid: .incrementing(), date: clockReading.date(from: Self.startDate))
        clockReading.clock = clock
    }

    deinit {
        commands.cancelAll()
        effects.cancelAll()
        guard exhaustivity == .on, !isFinished else { return }
        let pending = received.pending
        if !pending.isEmpty {
            TestFailure.record(
                "The test store was released with \(Self.list(pending)) never asserted with receive:" + Self.lines(pending),
                at: createdAt)
        }
    }

    /// The current state: the initial state with every sent and received
    /// action applied (with `exhaustivity = .off`, every action received so far).
    public var state: State {
        applyReceived(at: createdAt)
        return stateBox.value
    }

    /// Dispatches into the test store the way a `Store`'s `dispatch` would:
    /// hand it to the code under test. The actions wait to be asserted with `receive`.
    public var dispatch: @Sendable (Action) -> Void {
        { [received] action in received.append(action) }
    }

    /// Applies `action` with the reducer and asserts the resulting state,
    /// then starts the effects the action returned (see `EffectfulState`):
    /// what they send is asserted with `receive`.
    ///
    /// - Parameter expect: changes a copy of the state before the action into
    ///   the expected state after it. Without it, the state must not change.
    public func send(
        _ action: Action,
        assert expect: ((inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let call = "send(\(Self.describe(action)))"
        if exhaustivity == .on {
            let pending = received.pending
            if !pending.isEmpty {
                TestFailure.record(
                    "\(call): \(Self.list(pending)) must be asserted with receive first:" + Self.lines(pending),
                    at: site)
            }
        }
        applyReceived(at: site)
        apply(action, asserting: expect, call: call, at: site)
    }

    /// Checks the current state without an action: for state reached through
    /// actions a non-exhaustive test did not assert, or through effects.
    /// `expect` changes a copy of the current state into the expected one,
    /// so it names only the fields it checks: `store.assert { $0.isRunning = false }`.
    public func assert(
        _ expect: (inout State) throws -> Void,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        applyReceived(at: site)
        let current = stateBox.value
        withoutActuallyEscaping(expect) { expect in
            check(current, before: nil, startingFrom: current, expect, call: "assert", at: site)
        }
    }

    /// Reduces `action` onto the state and compares the result with the expectation.
    func apply(_ action: Action, asserting expect: ((inout State) throws -> Void)?, call: String, at site: CallSite) {
        let applied = reduce(action, at: site)
        check(applied.after, before: applied.before, expect, call: call, at: site)
    }

    /// Applies `action` (derived values included), starts the effects it
    /// returns, and returns the states before and after it.
    @discardableResult
    func reduce(_ action: Action, at site: CallSite) -> AppliedAction<State, Action> {
        let before = stateBox.value
        var after = before
        let effect = StoreDependencies.$current.withValue(dependencies) { reducer(&after, action) }
        StoreRuntime.updateDerivedValues(of: &after, after: before)
        stateBox.value = after
        withTracking { start(effect, at: site) }
        return AppliedAction(action: action, before: before, after: after)
    }

    /// Compares `actual` (reached from `before`) with what `expect` makes of
    /// the state before the action (exhaustive), or of `actual` itself (not
    /// exhaustive: only what the closure sets is checked).
    func check(
        _ actual: State, before: State, _ expect: ((inout State) throws -> Void)?, call: String, at site: CallSite
    ) {
        check(actual, before: before, startingFrom: exhaustivity == .on ? before : actual, expect, call: call, at: site)
    }

    /// Compares `actual` with what `expect` makes of `start`; `before` is the
    /// state before the action (`nil` for none).
    private func check(
        _ actual: State, before: State?, startingFrom start: State,
        _ expect: ((inout State) throws -> Void)?, call: String, at site: CallSite
    ) {
        var expected = start
        if let expect {
            do {
                try expect(&expected)
            } catch {
                TestFailure.record("\(call): the expectation closure threw \(error)", at: site)
                return
            }
        }
        // The closure sets fields; the derived values follow from them, all
        // recomputed: an update the store's way that missed one shows as a diff.
        StoreRuntime.updateDerivedValues(of: &expected, after: nil)
        guard actual != expected else { return }
        let lines = StateDiff.lines(before: before, actual: actual, expected: expected)
        TestFailure.record(
            "\(call): the state differs from the expected state:\n" + lines.map { "  " + $0 }.joined(separator: "\n"),
            at: site)
    }

    /// With `exhaustivity = .off`, applies the actions received since last
    /// time, in order, keeping each for `receive` to skip ahead through;
    /// returns how many. (With `.on` they wait to be asserted one by one.)
    @discardableResult
    func applyReceived(at site: CallSite) -> Int {
        guard exhaustivity != .on else { return 0 }
        var count = 0
        while let action = received.removeFirst() {
            unasserted.append(reduce(action, at: site))
            count += 1
        }
        return count
    }

    /// Runs what an action started, as the app's store would, on `clock`:
    /// what it sends waits to be asserted with `receive`. An error without
    /// the effect's own error action follows `reportCommandErrors(as:)`, else
    /// fails the test at the call that applied the action.
    func start(_ effect: Effect<Action>, at site: CallSite) {
        if effect.isNone { return }
        let received = received
        effects.start(
            // What an effect sent waits in `received` for the test's
            // `receive`; an admission does not apply there: a test store
            // fails any `send` while an action is unreceived, so no
            // cancellation can come between a send and its receipt.
            effect, clock: clock, dependencies: dependencies, send: { action, _ in received.append(action) },
            report: commandErrors.handler(into: received, thrower: "an effect", at: site))
    }

    /// Where the default date starts: 2001-01-01 00:00:00 UTC.
    static var startDate: Date { Date(timeIntervalSinceReferenceDate: 0) }

    /// How many effects started by sent or received actions are running.
    public var runningEffectCount: Int { effects.runningCount }

    /// Whether an effect started with identity `id` is running and not cancelled.
    public func isEffectRunning(id: some Hashable & Sendable) -> Bool {
        effects.isRunning(id: id)
    }

    /// `increment`, `add(amount: 2)`: how actions appear in failure messages.
    static func describe(_ action: Action) -> String {
        "." + String(describing: action)
    }

    /// `.tick ×6, .stop`: actions in order, a run of the same one counted.
    static func summary(_ actions: [Action]) -> String {
        var runs: [(description: String, count: Int)] = []
        for action in actions {
            let description = describe(action)
            if runs.last?.description == description {
                runs[runs.count - 1].count += 1
            } else {
                runs.append((description, 1))
            }
        }
        return runs.map { $0.count == 1 ? $0.description : "\($0.description) ×\($0.count)" }.joined(separator: ", ")
    }

    /// `2 received action(s)`: how a failure counts the actions it lists.
    static func list(_ actions: [Action]) -> String {
        "\(actions.count) received action(s)"
    }

    /// The actions a failure lists, one per indented line below its first.
    static func lines(_ actions: [Action]) -> String {
        actions.map { "\n  " + describe($0) }.joined()
    }
}

extension TestStore where State: ReducibleState, State.Action == Action {
    /// A test store for a state that applies its own actions (`State.reduce`),
    /// such as a generated state whose reducer protocol the app conforms to.
    public convenience init(
        initialState: State,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        self.init(initialState: initialState, reducer: { $0.reduce($1) },
                  fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

extension TestStore where State: EffectfulState, State.Action == Action {
    /// A test store for a state whose actions may start effects
    /// (`State.reduceWithEffects`): it runs them on `clock` and the test
    /// asserts what they send with `receive`.
    public convenience init(
        initialState: State,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        self.init(initialState: initialState, effectReducer: { $0.reduceWithEffects($1) },
                  at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}
