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
/// A test store is the app's store, observed: every action is applied at the
/// moment the app's `Store` would apply it, the test's own when it sends
/// them, and those that code under test sends (effects, commands, callbacks)
/// when they are sent, with the same effect starts and cancellations; what an
/// effect sent after an action cancelled it is dropped, as a `Store` drops it.
/// The test only asserts what happened: the actions code under test sent wait,
/// already applied, to be asserted in order with `receive`. Run the runtime's
/// commands with `run(_:)` (they read this store's state and dispatch into it;
/// with `reportCommandErrors(as:)` what they throw arrives as an action too),
/// or hand `dispatch` to code that takes a dispatch function. With
/// `exhaustivity = .on` (the default) every such action must be received: one
/// still waiting fails the next `send`, `finish()`, or the release of the test
/// store, and so does an effect still running when the test store is released.
///
/// A state whose actions start effects (`EffectfulState`) has them run here
/// as the app's store runs them, on `clock`: `send(.search(query: "a"))`
/// starts the search and lets it run until it waits, `receive(.loaded(...))`
/// asserts what it sent back, `isEffectRunning(id:)` and `runningEffectCount`
/// show what is running, and `finish()` fails for an effect still running.
/// `send` returns the effects it started, to finish or cancel:
/// `await store.send(.play).finish()`.
///
/// Time moves only when the test moves it: `clock` is a `ManualClock`, and
/// `advance(by:)` runs every effect and command until each waits on it again,
/// so a 10-minute timer runs in milliseconds. The effects run on the test's
/// own thread, only while the test store runs them, so a test does the same
/// thing on any machine; every task of an effect counts (`async let`, task
/// groups), and a `receive` whose action cannot arrive before the clock moves
/// (or before the test answers what an effect waits on) fails at once,
/// naming what is in flight.
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
        /// Actions are applied as with `.on`, but `receive` skips ahead to
        /// the first matching action; an assertion closure checks only the
        /// fields it sets (it is applied to the actual state), and no closure
        /// checks nothing. Nothing left unasserted fails the test; with
        /// `showSkippedAssertions` each skipped action, and each effect
        /// `finish()` cancels, is reported as a warning.
        case off(showSkippedAssertions: Bool)

        /// `.off(showSkippedAssertions: false)`.
        public static var off: Exhaustivity { .off(showSkippedAssertions: false) }
    }

    /// Switched to `.on`, the actions received so far need no assertion:
    /// only those that arrive later must be received.
    public var exhaustivity: Exhaustivity = .on {
        didSet { if exhaustivity == .on && oldValue != .on { received.removeAll() } }
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
    public var clock: any Clock<Duration> {
        get { applier.clock }
        set {
            applier.clock = newValue
            clockReading.clock = newValue
        }
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
    public var dependencies: StoreDependencies {
        get { applier.dependencies }
        set { applier.dependencies = newValue }
    }

    /// Applies every action and starts its effects.
    let applier: ActionApplier<State, Action>
    /// Where the effects run (see `TestExecutor`): `nil` on platforms older
    /// than task executors, where they run on the global pool.
    private let executor: (any Sendable)?
    let commands = RunningCommands()
    /// Created on the first `run`.
    var commandSink: CommandSink<State, Action>?
    let createdAt: CallSite

    /// What code under test sent, applied, waiting to be asserted.
    var received: ReceivedActions<State, Action> { applier.received }
    /// The effects actions started (see `EffectfulState`).
    var effects: EffectRunner<Action> { applier.effects }
    /// Set by `reportCommandErrors(as:)`.
    var commandErrors: CommandErrorRoute<Action> { applier.errorRoute }

    /// - Parameters:
    ///   - initialState: the state the test starts from.
    ///   - reducer: the same reducer the app's `Store` uses.
    ///   - fileID: with `filePath`, `line` and `column`, where a failure is
    ///     reported: by default, the caller's line.
    ///   - filePath: see `fileID`.
    ///   - line: see `fileID`.
    ///   - column: see `fileID`.
    public convenience init(
        initialState: State,
        reducer: @escaping @Sendable (inout State, Action) -> Void,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        self.init(
            initialState: initialState,
            effectReducer: { state, action in
                reducer(&state, action)
                return .none
            },
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    init(
        initialState: State, effectReducer: @escaping @Sendable (inout State, Action) -> Effect<Action>,
        at site: CallSite
    ) {
        let effects: EffectRunner<Action>
        if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
            let executor = TestExecutor()
            self.executor = executor
            effects = EffectRunner(executor: executor)
        } else {
            executor = nil
            effects = EffectRunner()
        }
        let clock = ManualClock()
        applier = ActionApplier(
            state: initialState, reducer: effectReducer, effects: effects,
            dependencies: StoreDependencies(uuid: .incrementing(), date: clockReading.date(from: Self.startDate)),
            clock: clock, site: site)
        createdAt = site
        clockReading.clock = clock
    }

    deinit {
        runEffects()
        let running = effects.runningDescriptions
        commands.cancelAll()
        effects.cancelAll()
        closeExecutor()
        guard exhaustivity == .on else { return }
        let pending = received.pending.map(\.action)
        if !pending.isEmpty {
            TestFailure.record(
                "The test store was released with \(Self.list(pending)) never asserted with receive:"
                    + Self.lines(pending),
                at: createdAt)
        }
        if !running.isEmpty {
            TestFailure.record(
                "The test store was released with \(running.count) effect(s) still running: "
                    + running.joined(separator: ", ") + "; cancelling them (finish() or cancel them first)",
                at: createdAt)
        }
    }

    /// The current state: the initial state with every action applied, the
    /// test's and those code under test sent (once the effects have run
    /// until they wait: reading the store lets them go on, as in the app).
    public var state: State {
        runEffects()
        return applier.state
    }

    /// Dispatches into the test store the way a `Store`'s `dispatch` would:
    /// hand it to the code under test. Each action is applied when it is
    /// dispatched, and waits to be asserted with `receive`.
    public var dispatch: @Sendable (Action) -> Void {
        { [applier] action in applier.deliver(action) }
    }

    /// Applies `action` with the reducer and asserts the resulting state,
    /// then starts the effects the action returned and lets them run until
    /// they wait (see `EffectfulState`): what they send is asserted with
    /// `receive`.
    ///
    /// - Parameters:
    ///   - action: the action the test sends, as the app's view would.
    ///   - expect: changes a copy of the state before the action into
    ///     the expected state after it. Without it, the state must not change.
    ///   - fileID: with `filePath`, `line` and `column`, where a failure is
    ///     reported: by default, the caller's line.
    ///   - filePath: see `fileID`.
    ///   - line: see `fileID`.
    ///   - column: see `fileID`.
    /// - Returns: the effects the action started, to finish or cancel.
    @discardableResult
    public func send(
        _ action: Action,
        assert expect: ((inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> StartedEffects {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let call = "send(\(Self.describe(action)))"
        applier.site = site
        if refusesAfterDismissal(call, at: site) { return StartedEffects(store: self, tasks: [], call: call) }
        if exhaustivity == .on {
            let pending = received.pending.map(\.action)
            if !pending.isEmpty {
                TestFailure.record(
                    "\(call): \(Self.list(pending)) must be asserted with receive first:" + Self.lines(pending),
                    at: site)
            }
        }
        let sent = applier.applySent(action)
        check(sent.applied.after, before: sent.applied.before, expect, call: call, at: site)
        runEffects()
        return StartedEffects(store: self, tasks: sent.tasks, call: call)
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
        runEffects()
        let current = state
        withoutActuallyEscaping(expect) { expect in
            check(current, before: nil, startingFrom: current, expect, call: "assert", at: site)
        }
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
            "\(call): the state differs from the expected state:\n" + lines.map { "  " + $0 }.joined(separator: "\n")
                + Self.hintForChangesWritten(in: expect, before: before, actual: actual, startingFrom: start),
            at: site)
    }

    /// A non-exhaustive assertion's closure is applied to the actual state
    /// (it sets what it checks). Until 2026-11-26 it was applied to the
    /// state before the action, so closures written then say what changed
    /// (`$0.count += 1`); when that reading holds, the failure says so.
    private static func hintForChangesWritten(
        in expect: ((inout State) throws -> Void)?, before: State?, actual: State, startingFrom start: State
    ) -> String {
        guard let expect, let before, start != before else { return "" }
        var fromBefore = before
        guard (try? expect(&fromBefore)) != nil else { return "" }
        StoreRuntime.updateDerivedValues(of: &fromBefore, after: nil)
        guard fromBefore == actual else { return "" }
        return "\n  (With exhaustivity off the closure is applied to the state after the action and sets the values "
            + "it checks; it holds applied to the state before, as it was until 2026-11-26: write `$0.count = 3`, "
            + "not `$0.count += 1`. See CHANGELOG.md.)"
    }

    /// Runs the effects' jobs until every task of every effect is suspended
    /// (what they send is applied as they send it).
    func runEffects() {
        if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
            (executor as? TestExecutor)?.runUntilIdle()
        }
    }

    /// Whether an effect's job waits to run.
    var hasEffectJobs: Bool {
        if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
            return (executor as? TestExecutor)?.hasJobs ?? false
        }
        return false
    }

    /// Whether the effects run on the test store's executor (see `TestExecutor`).
    var runsEffectsItself: Bool { executor != nil }

    private func closeExecutor() {
        if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
            (executor as? TestExecutor)?.close()
        }
    }

    /// Where the default date starts: 2001-01-01 00:00:00 UTC.
    static var startDate: Date { Date(timeIntervalSinceReferenceDate: 0) }

    /// How many effects started by sent or received actions are running
    /// (once they have run until they wait).
    public var runningEffectCount: Int {
        runEffects()
        return effects.runningCount
    }

    /// Whether an effect started with identity `id` is running and not
    /// cancelled (once the effects have run until they wait).
    public func isEffectRunning(id: some Hashable & Sendable) -> Bool {
        runEffects()
        return effects.isRunning(id: id)
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
        self.init(
            initialState: initialState, reducer: { $0.reduce($1) },
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
        self.init(
            initialState: initialState, effectReducer: { $0.reduceWithEffects($1) },
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}
