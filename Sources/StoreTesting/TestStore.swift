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
/// Failures are reported to Swift Testing (`Issue.record`) when a Swift Testing
/// test is running, and to XCTest otherwise.
public final class TestStore<State: Equatable & Sendable, Action: Sendable> {
    /// Whether every action dispatched by code under test must be asserted.
    public enum Exhaustivity: Sendable, Equatable {
        /// Every received action must be asserted with `receive`, in order.
        case on
        /// `receive` skips (but still applies) actions it was not asked about,
        /// and unasserted actions do not fail the test.
        case off
    }

    public var exhaustivity: Exhaustivity = .on
    /// How long `receive` and `finish` wait for code under test.
    public var timeout: Duration = .seconds(10)
    /// What `timeout` is measured on. Give it the test clock the code under
    /// test sleeps on, and a timeout happens only when the test advances
    /// that clock past it: no result depends on how loaded the machine is.
    public var clock: any Clock<Duration> = ContinuousClock()
    /// What effects started by actions use (`EffectContext.dependency(_:)`):
    /// give fakes here.
    public var dependencies = EffectDependencies()

    let stateBox: StateBox<State>
    /// Applies an action and returns the effects it starts.
    let reducer: @Sendable (inout State, Action) -> Effect<Action>
    let received = ReceivedActions<Action>()
    let commands = RunningCommands()
    /// The effects actions started (see `EffectfulState`).
    let effects = EffectRunner<Action>()
    /// Set by `reportCommandErrors(as:)`.
    let commandErrors = CommandErrorRoute<Action>()
    /// Created on the first `run`.
    var commandSink: CommandSink<State, Action>?
    private let createdAt: CallSite
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

    /// The current state: the initial state with every sent and received action applied.
    public var state: State {
        stateBox.value
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
        apply(action, asserting: expect, call: call, at: site)
    }

    /// Reduces `action` onto the state and compares the result with the expectation.
    func apply(_ action: Action, asserting expect: ((inout State) throws -> Void)?, call: String, at site: CallSite) {
        let before = stateBox.value
        var actual = before
        let effect = reducer(&actual, action)
        StoreRuntime.updateDerivedValues(of: &actual, after: before)
        stateBox.value = actual
        start(effect, at: site)

        var expected = before
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

    /// Applies an action the test chose not to assert (non-exhaustive `receive`),
    /// or one that failed to match, so the state keeps following what happened.
    func applyUnasserted(_ action: Action, at site: CallSite) {
        let before = stateBox.value
        var state = before
        let effect = reducer(&state, action)
        StoreRuntime.updateDerivedValues(of: &state, after: before)
        stateBox.value = state
        start(effect, at: site)
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
