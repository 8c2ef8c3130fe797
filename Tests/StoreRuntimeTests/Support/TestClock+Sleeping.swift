import Clocks

extension TestClock where Duration == Swift.Duration {
    /// Returns once some task sleeps on this clock, so that advancing it
    /// afterwards wakes that task (counted, not timed: it yields until then).
    func waitUntilSomethingSleeps() async {
        while true {
            do {
                try await checkSuspension()
            } catch {
                return
            }
        }
    }
}
