import StoreRuntime

extension TestStore {
    /// Asserts the next action code under test sent (applied when it was
    /// sent): it must be `expected`, and the state it led to is asserted like
    /// `send`'s. If it has not been sent yet, the effects run until it is, or
    /// until nothing can happen before the clock moves or the test acts,
    /// which fails at once.
    ///
    /// With `exhaustivity = .off`, actions before the first match are skipped.
    nonisolated(nonsending) public func receive(
        _ expected: Action,
        assert expect: ((inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async where Action: Equatable {
        await receive(
            description: Self.describe(expected), matching: { $0 == expected }, assert: expect,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Like `receive(_:assert:)` for actions that are not `Equatable` or whose
    /// payload the test cannot know: `receive(where: { if case .loaded = $0 { true } else { false } })`.
    nonisolated(nonsending) public func receive(
        where matches: @escaping (Action) -> Bool,
        assert expect: ((inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async {
        await receive(
            description: "a matching action", matching: matches, assert: expect,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Waits for commands started with `run` and effects started by actions
    /// to end, then fails for each still running, cancelling it: with a
    /// `ManualClock`, what waits on the clock when nothing else can happen
    /// (`advance(by:)` first to let it run); with another clock, what still
    /// runs after `timeout` on it. Then (with `exhaustivity = .on`) fails for
    /// each received action that was never asserted. With `exhaustivity = .off`
    /// nothing here fails: what is cancelled or unasserted is reported as a
    /// warning if `showSkippedAssertions` is set.
    nonisolated(nonsending) public func finish(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        applier.site = site
        let waited: String
        var which = ""
        if let manual = clock as? ManualClock {
            await settle(on: manual)
            let elsewhere = effectsWaitingElsewhere(on: manual)
            waited =
                elsewhere.isEmpty
                ? "(waiting on the clock)"
                : "(\(elsewhere.joined(separator: ", ")) waiting on something that is not the clock)"
            which = ": " + effects.runningDescriptions.joined(separator: ", ")
        } else {
            _ = await runEffects(until: { commands.count + effects.runningCount == 0 }, within: timeout)
            waited = Task.isCancelled ? "when finish() was cancelled" : "after \(timeout)"
        }
        if commands.count > 0 {
            reportSkippable("finish(): \(commands.count) command(s) still running \(waited); cancelling them", at: site)
            commands.cancelAll()
        }
        if effects.runningCount > 0 {
            reportSkippable(
                "finish(): \(effects.runningCount) effect(s) still running \(waited)\(which); cancelling them", at: site
            )
            effects.cancelAll()
            runEffects()
        }
        let pending = received.removeAll().map(\.action)
        guard !pending.isEmpty else { return }
        if exhaustivity == .on {
            TestFailure.record(
                "finish(): \(Self.list(pending)) were never asserted with receive:" + Self.lines(pending), at: site)
        } else {
            reportSkippable(
                "finish(): \(Self.list(pending)) were never asserted with receive: \(Self.summary(pending))", at: site)
        }
    }

    /// A failure with `exhaustivity = .on`; with `.off`, a warning if it
    /// shows skipped assertions, else nothing.
    func reportSkippable(_ message: String, at site: CallSite) {
        switch exhaustivity {
        case .on:
            TestFailure.record(message, at: site)
        case .off(let showSkipped):
            if showSkipped { TestFailure.note(message, at: site) }
        }
    }

    /// Runs `command` as the app's store would: `context.state` is this test
    /// store's current state and what it dispatches is asserted with `receive`.
    /// An error it throws (other than cancellation) becomes a received action
    /// after `reportCommandErrors(as:)`; otherwise it fails the test at this
    /// call. `finish()` waits for the command to end, and releasing the test
    /// store cancels it.
    @discardableResult
    public func run(
        _ command: Command<State, Action>,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> CommandHandle {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let sink = commandSink ?? CommandSink(applier: applier)
        commandSink = sink
        return withTracking {
            let handle = sink.store.run(
                command,
                onError: commandErrors.handler(
                    deliveringTo: { [applier] in applier.deliver($0) }, thrower: "run: the command", at: site))
            commands.start(onCancel: { handle.cancel() }) { await handle.wait() }
            return handle
        }
    }

    /// Like `Store.reportCommandErrors(as:)`: an error thrown by a command
    /// started with `run` (other than cancellation) arrives as the action
    /// `action` makes of it, to be asserted with `receive`, instead of failing
    /// the test. Pass the app's own mapping to test its route from a failure
    /// to the state. Applies to errors thrown after the call.
    public func reportCommandErrors(as action: @escaping @Sendable (any Error) -> Action) {
        commandErrors.action = action
    }

    /// `run(_:)` for a command written as a closure: `store.run { context in … }`.
    @discardableResult
    public func run(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        _ operation: @escaping @Sendable (CommandContext<State, Action>) async throws -> Void
    ) -> CommandHandle {
        run(Command(operation), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// What every `receive` does: `description` names the expected action
    /// in messages (`receive(<description>): …`).
    nonisolated(nonsending) func receive(
        description: String,
        matching matches: @escaping (Action) -> Bool,
        assert expect: ((inout State) throws -> Void)?,
        at site: CallSite
    ) async {
        let call = "receive(\(description))"
        applier.site = site
        guard let manual = clock as? ManualClock else {
            await receive(call: call, matching: matches, assert: expect, within: timeout, at: site)
            return
        }
        if await runEffects(on: manual, until: { take(matching: matches, assert: expect, call: call, at: site) }) {
            return
        }
        if let dismissed = dismissedReason {
            TestFailure.record("\(call): not received: \(dismissed); received instead: \(receivedInstead)", at: site)
            return
        }
        let elsewhere = effectsWaitingElsewhere(on: manual)
        let reason =
            elsewhere.isEmpty
            ? "nothing can happen until the clock moves"
            : "nothing can happen until the clock moves or the test answers what "
                + elsewhere.joined(separator: ", ") + " waits on (it is not the clock)"
        TestFailure.record(
            "\(call): not received, and \(reason):\n"
                + "  in flight: \(inFlight(on: manual))\n"
                + "  received instead: \(receivedInstead)",
            at: site)
    }

    /// `receive` on a clock other than a `ManualClock`: waits up to `timeout` on it.
    nonisolated(nonsending) private func receive(
        call: String,
        matching matches: @escaping (Action) -> Bool,
        assert expect: ((inout State) throws -> Void)?,
        within timeout: Duration,
        at site: CallSite
    ) async {
        if await runEffects(until: { take(matching: matches, assert: expect, call: call, at: site) }, within: timeout) {
            return
        }
        let instead = receivedInstead
        let arrived = instead == "nothing" ? "nothing was received" : "received instead: " + instead
        let dismissed = dismissedReason.map { "; \($0)" } ?? ""
        TestFailure.record("\(call): not received within \(timeout); \(arrived)\(dismissed)", at: site)
    }

    /// Why nothing more arrives once the feature was dismissed, if it was.
    private var dismissedReason: String? {
        applier.dismissingAction.map { dismissal in
            """
            the feature was dismissed by \(Self.describe(dismissal)) (Effect.dismiss), which cancelled its \
            effects: nothing reaches it after that
            """
        }
    }

    /// Takes the action `receive` asserts, if it was sent: exhaustive, the
    /// next received action, which must match (the test fails if it does
    /// not); not exhaustive, the first match, skipping those before it.
    /// Returns whether the receive is done.
    private func take(
        matching matches: (Action) -> Bool, assert expect: ((inout State) throws -> Void)?, call: String,
        at site: CallSite
    ) -> Bool {
        switch exhaustivity {
        case .on:
            guard let next = received.removeFirst() else { return false }
            if matches(next.action) {
                check(next.after, before: next.before, expect, call: call, at: site)
            } else {
                TestFailure.record("\(call): the next received action is \(Self.describe(next.action))", at: site)
            }
            return true
        case .off(let showSkipped):
            guard let index = received.pending.firstIndex(where: { matches($0.action) }) else { return false }
            let skipped = received.removeFirst(index).map(\.action)
            guard let match = received.removeFirst() else { return false }
            if showSkipped && !skipped.isEmpty {
                TestFailure.note("\(call): skipped \(Self.list(skipped)): \(Self.summary(skipped))", at: site)
            }
            check(match.after, before: match.before, expect, call: call, at: site)
            return true
        }
    }

    /// The actions that arrived but were not the one expected: `.tick ×6`, or `nothing`.
    private var receivedInstead: String {
        let actions = received.pending.map(\.action)
        return actions.isEmpty ? "nothing" : Self.summary(actions)
    }
}
