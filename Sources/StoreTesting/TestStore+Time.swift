extension TestStore {
    /// Moves the store's `ManualClock` forward by `duration`, one moment at
    /// a time: at each moment someone waits for, what is due wakes, and every
    /// effect and command the store started runs until it waits on the clock
    /// again or ends, before the clock moves on. So advancing 6 seconds over
    /// a 1-second timer gives six ticks, and no test waits for real time.
    ///
    /// With `exhaustivity = .off` what arrives meanwhile is applied as it
    /// arrives (and what it starts runs too); with `.on` it waits for `receive`.
    nonisolated(nonsending) public func advance(
        by duration: Duration,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let manual = clock as? ManualClock else {
            TestFailure.record(
                "advance(by:): the store's clock is a \(type(of: clock)), not a ManualClock: advance that clock instead",
                at: site)
            return
        }
        let end = manual.now.advanced(by: duration)
        await settle(on: manual, at: site)
        while let next = manual.nextDeadline(notAfter: end), !Task.isCancelled {
            manual.move(to: next)
            await settle(on: manual, at: site)
        }
        manual.move(to: end)
        await settle(on: manual, at: site)
    }

    /// Returns once nothing the store started can go on without the clock
    /// moving: every effect and command waits on `clock` or has ended
    /// (applying, when not exhaustive, what arrives meanwhile). It counts,
    /// it does not time: no machine is too slow for it.
    nonisolated(nonsending) func settle(on clock: ManualClock, at site: CallSite) async {
        var pause = Pause()
        while !Task.isCancelled {
            let idle = isIdle(on: clock)
            if applyReceived(at: site) > 0 { continue }
            if idle { return }
            await pause.wait()
        }
    }

    /// Whether every effect and command this store started waits on `clock`
    /// (or none runs). (Read before the actions they sent: those asleep have
    /// sent theirs.)
    func isIdle(on clock: ManualClock) -> Bool {
        let running = effects.runningCount + commands.count
        return running == 0 || clock.sleepCount(of: trackingID) >= running
    }

    /// What runs, for a failure: `effect SearchID(), a command; 2 wait(s) on
    /// the clock, the next at +0.3 seconds (now +0.0 seconds)`, or `nothing`.
    func inFlight(on clock: ManualClock) -> String {
        let running = effects.runningDescriptions + Array(repeating: "a command", count: commands.count)
        guard !running.isEmpty else { return "nothing" }
        let waits = clock.sleepCount(of: trackingID)
        var text = running.joined(separator: ", ") + "; \(waits) wait(s) on the clock"
        if let next = clock.nextDeadline { text += ", the next until \(next)" }
        return text + " (now \(clock.now))"
    }

    /// Runs `body` with what it starts marked as this store's work (see `TrackedWork`).
    func withTracking<Result>(_ body: () -> Result) -> Result {
        TrackedWork.$owner.withValue(trackingID, operation: body)
    }

    /// How this store's work is marked.
    var trackingID: ObjectIdentifier { ObjectIdentifier(received) }
}
