import StoreRuntime

extension TestStore {
    /// Waits for the next action dispatched by code under test, checks that it
    /// is `expected`, applies it, and asserts the resulting state like `send`.
    ///
    /// With `exhaustivity = .off`, actions before the first match are applied
    /// without being asserted.
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
    /// to end (up to `timeout` on `clock`); fails for each still running,
    /// cancelling it; then (with `exhaustivity = .on`) fails for each
    /// received action that was never asserted.
    nonisolated(nonsending) public func finish(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        isFinished = true
        let deadline = Deadline(after: timeout, on: clock)
        while commands.count + effects.runningCount > 0 && !deadline.hasPassed {
            try? await Task.sleep(for: .milliseconds(1))
        }
        if commands.count > 0 {
            TestFailure.record(
                "finish(): \(commands.count) command(s) still running after \(timeout); cancelling them", at: site)
            commands.cancelAll()
        }
        if effects.runningCount > 0 {
            TestFailure.record(
                "finish(): \(effects.runningCount) effect(s) still running after \(timeout); cancelling them", at: site)
            effects.cancelAll()
        }
        guard exhaustivity == .on else { return }
        let pending = received.removeAll()
        if !pending.isEmpty {
            TestFailure.record(
                "finish(): \(Self.list(pending)) were never asserted with receive:" + Self.lines(pending),
                at: site)
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
        let sink = commandSink ?? CommandSink(state: stateBox, received: received)
        commandSink = sink
        let handle = sink.store.run(command, onError: commandErrors.handler(into: received, thrower: "run: the command", at: site))
        commands.start(onCancel: { handle.cancel() }) { await handle.wait() }
        return handle
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

    nonisolated(nonsending) private func receive(
        description: String,
        matching matches: @escaping (Action) -> Bool,
        assert expect: ((inout State) throws -> Void)?,
        at site: CallSite
    ) async {
        let deadline = Deadline(after: timeout, on: clock)
        while true {
            switch exhaustivity {
            case .on:
                if let next = received.removeFirst() {
                    let call = "receive(\(description))"
                    if matches(next) {
                        apply(next, asserting: expect, call: call, at: site)
                    } else {
                        applyUnasserted(next, at: site)
                        TestFailure.record("\(call): the next received action is \(Self.describe(next))", at: site)
                    }
                    return
                }
            case .off:
                if let (skipped, match) = received.removeThroughFirst(where: matches) {
                    for action in skipped { applyUnasserted(action, at: site) }
                    apply(match, asserting: expect, call: "receive(\(description))", at: site)
                    return
                }
            }
            if deadline.hasPassed || Task.isCancelled { break }
            try? await Task.sleep(for: .milliseconds(1))
        }
        let pending = received.pending
        let arrived = pending.isEmpty
            ? "nothing was received"
            : "received instead: " + pending.map(Self.describe).joined(separator: ", ")
        TestFailure.record("receive(\(description)): not received within \(timeout); \(arrived)", at: site)
    }
}
