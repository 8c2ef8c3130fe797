import StoreTesting

// What Docs/PersistenceAndTesting.md's test-clock excerpt assumes: the
// CommandCounter example's state and commands, and StoreTesting.
@testable import CommandCounter
