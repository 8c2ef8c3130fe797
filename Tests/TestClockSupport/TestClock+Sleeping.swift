import Clocks

extension TestClock where Duration == Swift.Duration {
    /// Returns once some task sleeps on this clock, so that advancing it
    /// afterwards wakes that task (counted, not timed: it yields until then),
    /// or once the waiting task is cancelled (a test past its time limit).
    ///
    /// Shared by every test target that drives commands or effects on a test
    /// clock, so they all wait the same way.
    public func waitUntilSomethingSleeps() async {
        while !Task.isCancelled {
            do {
                try await checkSuspension()
            } catch {
                return
            }
        }
    }
}
