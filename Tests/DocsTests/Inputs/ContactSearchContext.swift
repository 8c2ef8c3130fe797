// What Docs/PersistenceAndTesting.md's effects excerpt assumes: the
// ContactSearch example and StoreTesting.
import ContactSearch
import StoreRuntime
import StoreTesting
import Testing
