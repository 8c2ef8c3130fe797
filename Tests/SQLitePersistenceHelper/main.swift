// Saves a Journal store kept in an SQLite database, as an app does, until it
// is killed or has made `saves` saves; StoreSQLiteTests' kill test kills it
// with SIGKILL at random moments, and its two-process test reads the
// database in a loop meanwhile (`read`).
//
// Usage: SQLitePersistenceHelper write <database> <first counter> [<saves>]
//   Starts from the saved state (or 200 rows and 50 notes), then dispatches
//   `tick(counter)` and flushes, counter after counter. Prints "saved <n>"
//   once the first is on disk. A failed save ends it with status 1.
// Usage: SQLitePersistenceHelper read <database> <seconds>
//   Loads the database in a loop for that long; exits 1 at the first load
//   that fails or is not one complete save, printing "loads <n> states <m>"
//   otherwise (m of them found a saved state).
import Foundation
import SQLiteFeatures
import StoreRuntime
import StoreSQLite

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("SQLitePersistenceHelper: \(message)\n".utf8))
    exit(1)
}

let arguments = CommandLine.arguments
guard arguments.count >= 4 else { fail("usage: write <database> <first> [<saves>] | read <database> <seconds>") }
let database = URL(fileURLWithPath: arguments[2])

switch arguments[1] {
case "write":
    guard let first = Int(arguments[3]), let saves = arguments.count == 5 ? Int(arguments[4]) : Int.max else {
        fail("counters must be integers")
    }
    let persistence = JournalState.persistence(at: database, onError: { fail("\($0)") })
    let store = Store(initialState: JournalState.filled(rows: 200, notes: 50), persistence: persistence)
    for counter in (first...).prefix(saves) {
        store.dispatch(.tick(counter: counter))
        do { try persistence.flush() } catch { fail("\(error)") }
        if counter == first { FileHandle.standardOutput.write(Data("saved \(counter)\n".utf8)) }
    }
    exit(0)
case "read":
    guard let seconds = Double(arguments[3]) else { fail("seconds must be a number") }
    let end = Date().addingTimeInterval(seconds)
    var loads = 0
    var states = 0
    var last = Int.min
    while Date() < end {
        let storage = JournalState.storage(at: database)
        switch storage.load() {
        case .loaded(let state):
            guard state.isConsistent else { fail("load \(loads) saw a half-written state (counter \(state.counter))") }
            guard state.counter >= last else { fail("load \(loads) went back from \(last) to \(state.counter)") }
            last = state.counter
            states += 1
        case .missing:
            break
        case .failed(let error, _):
            fail("load \(loads) failed: \(error)")
        }
        loads += 1
    }
    print("loads \(loads) states \(states)")
    exit(0)
default:
    fail("unknown mode \(arguments[1])")
}
