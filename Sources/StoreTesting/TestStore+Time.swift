import StoreRuntime

extension TestStore {
    /// Moves the store's `ManualClock` forward by `duration`, one moment at
    /// a time: at each moment someone waits for, what is due wakes, and every
    /// effect and command the store started runs until it waits on the clock
    /// again, waits on something else, or ends, before the clock moves on. So
    /// advancing 6 seconds over a 1-second timer gives six ticks, and no test
    /// waits for real time. What the effects send is applied as they send it.
    nonisolated(nonsending) public func advance(
        by duration: Duration,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let manual = clock as? ManualClock else {
            TestFailure.record(
                """
                advance(by:): the store's clock is a \(type(of: clock)), not a ManualClock: advance \
                that clock instead
                """,
                at: site)
            return
        }
        applier.site = site
        let end = manual.now.advanced(by: duration)
        await settle(on: manual)
        while let next = manual.nextDeadline(notAfter: end), !Task.isCancelled {
            manual.move(to: next)
            await settle(on: manual)
        }
        manual.move(to: end)
        await settle(on: manual)
    }

    /// Returns once nothing the store started can go on without the clock
    /// moving or the test acting: every task of every effect is suspended
    /// and every command waits on `clock` or has ended. It counts, it does
    /// not time: no machine is too slow for it.
    nonisolated(nonsending) func settle(on clock: ManualClock) async {
        var pause = Pause()
        while !Task.isCancelled {
            if await isIdle(on: clock) { return }
            await pause.wait()
        }
    }

    /// Runs the effects until they are all suspended, and says whether
    /// nothing can go on without the clock or the test: no effect's job left
    /// to run, and every command asleep on `clock` (or none running).
    ///
    /// A task that stepped off the test store's executor (onto the main
    /// actor, say) comes back as a job after a few turns of the caller's
    /// executor: it looks a few times before it answers.
    nonisolated(nonsending) func isIdle(on clock: ManualClock) async -> Bool {
        guard runsEffectsItself else {
            // Without an executor of its own: count the sleepers, as a
            // whole run (its child tasks included) counts as one.
            let running = effects.runningCount + commands.count
            return running == 0 || clock.sleepCount(of: applier.trackingID) >= running
        }
        for _ in 0..<Self.idleLooks {
            runEffects()
            guard commands.count == 0 || clock.commandSleepCount(of: applier.trackingID) >= commands.count else {
                return false
            }
            await Task.yield()
            if hasEffectJobs { return false }
        }
        return true
    }

    /// Runs the effects until `isDone` holds, or until nothing can happen
    /// before the clock moves or the test acts; returns whether it holds.
    nonisolated(nonsending) func runEffects(on clock: ManualClock, until isDone: () -> Bool) async -> Bool {
        var pause = Pause()
        while !Task.isCancelled {
            runEffects()
            if isDone() { return true }
            let idle = await isIdle(on: clock)
            if isDone() { return true }
            if idle { return false }
            await pause.wait()
        }
        return isDone()
    }

    /// Runs the effects until `isDone` holds, or until `timeout` has passed
    /// on `clock` (a clock other than a `ManualClock`) or the task is
    /// cancelled; returns whether it holds.
    nonisolated(nonsending) func runEffects(until isDone: () -> Bool, within timeout: Duration) async -> Bool {
        let deadline = Deadline(after: timeout, on: clock)
        while true {
            runEffects()
            if isDone() { return true }
            // A cancelled wait ends too: on a test clock no one advances,
            // the deadline never passes.
            if deadline.hasPassed || Task.isCancelled { return false }
            try? await Task.sleep(for: .milliseconds(1))
        }
    }

    /// How many times `isIdle` looks before it answers.
    static var idleLooks: Int { 4 }

    /// The running effects that wait on something other than the clock
    /// (a fake the test answers, a continuation): none of their tasks sleeps
    /// on `clock`. Meaningful once idle.
    func effectsWaitingElsewhere(on clock: ManualClock) -> [String] {
        guard runsEffectsItself else { return [] }
        let sleeping = clock.sleepingTasks
        return effects.runningEffects.filter { !sleeping.contains($0.id) }.map(\.description)
    }

    /// What runs, for a failure: `effect SearchID(), a command; 2 wait(s) on
    /// the clock, the next at +0.3 seconds (now +0.0 seconds)`, or `nothing`.
    func inFlight(on clock: ManualClock) -> String {
        let running = effects.runningDescriptions + Array(repeating: "a command", count: commands.count)
        guard !running.isEmpty else { return "nothing" }
        let waits = clock.sleepCount(of: applier.trackingID)
        var text = running.joined(separator: ", ") + "; \(waits) wait(s) on the clock"
        if let next = clock.nextDeadline { text += ", the next until \(next)" }
        return text + " (now \(clock.now))"
    }

    /// Runs `body` with what it starts marked as this store's work (see `TrackedWork`).
    func withTracking<Result>(_ body: () -> Result) -> Result {
        TrackedWork.$owner.withValue(applier.trackingID, operation: body)
    }
}
