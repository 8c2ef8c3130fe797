import Clocks

extension TestClock where Duration == Swift.Duration {
    /// Returns once some task sleeps on this clock, so that advancing it
    /// afterwards wakes that task (counted, not timed: it yields until then).
    ///
    /// Shared by every test target that drives commands or effects on a test
    /// clock, so they all wait the same way.
    public func waitUntilSomethingSleeps() async {
        while true {
            do {
                try await checkSuspension()
            } catch {
                return
            }
        }
    }
}
