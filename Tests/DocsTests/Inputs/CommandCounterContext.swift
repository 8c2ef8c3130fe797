// What Docs/PersistenceAndTesting.md's test-clock excerpt assumes: the
// CommandCounter example's state and commands, and swift-clocks' TestClock.
import Clocks
@testable import CommandCounter
import StoreTesting
