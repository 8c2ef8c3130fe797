import StoreRuntime

extension TestStore {
    /// The effects one `send` started, to wait for or stop:
    /// `await store.send(.save).finish()`, `store.send(.play).cancel()`.
    public struct StartedEffects {
        let store: TestStore
        let tasks: [UInt64]
        let call: String

        /// Whether one of them still runs (cancelled ones until they end).
        public var isRunning: Bool {
            tasks.contains { store.effects.isRunning(task: $0) }
        }

        /// Lets them run until they end. With a `ManualClock`, fails at once
        /// for those still running when nothing can happen until the clock
        /// moves or the test acts (`advance(by:)` first to let them run);
        /// with another clock, for those still running after the store's
        /// `timeout` on it. What they send is asserted with `receive` as ever.
        nonisolated(nonsending) public func finish(
            fileID: StaticString = #fileID, filePath: StaticString = #filePath,
            line: UInt = #line, column: UInt = #column
        ) async {
            let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
            let ended =
                if let manual = store.clock as? ManualClock {
                    await store.runEffects(on: manual, until: { !isRunning })
                } else {
                    await store.runEffects(until: { !isRunning }, within: store.timeout)
                }
            if ended { return }
            let running = store.effects.runningEffects.filter { tasks.contains($0.id) }.map(\.description)
            TestFailure.record(
                "\(call).finish(): \(running.count) effect(s) still running, "
                    + (store.clock is ManualClock
                        ? "and nothing can happen until the clock moves or the test acts" : "after \(store.timeout)")
                    + ": " + running.joined(separator: ", "),
                at: site)
        }

        /// Cancels them; what they sent that is not applied yet is dropped.
        public func cancel() {
            store.effects.cancel(tasks: tasks)
            store.runEffects()
        }
    }
}
