// What Docs/PersistenceAndTesting.md's effects excerpt assumes: the
// ContactSearch example, StoreTesting, and swift-clocks' TestClock.
import Clocks
import ContactSearch
import StoreRuntime
import StoreTesting
import Testing
