// Saves states in a tight loop until it is killed, or `saves` times;
// StoreRuntimeTests' crash-safety test kills it with SIGKILL at random
// moments and checks that the file always decodes to one complete saved
// state, and its load-while-saving test loads the file in a loop meanwhile.
//
// Usage: PersistenceCrashHelper <state file> <first counter> [<saves>]
// Prints "saved <counter>" once the first state is on disk. A failed save
// ends it with status 1 (and the error on standard error); having made
// `saves` saves, it exits with status 0.
import Foundation
import StoreRuntime

/// The state written: `entries` is derived from `counter`, so a reader can
/// tell a complete state from a mix of two.
struct CrashTestState: Codable, Sendable {
    var counter: Int
    var entries: [String]

    init(counter: Int) {
        self.counter = counter
        entries = (0..<2_000).map { "entry \(counter)/\($0)" }
    }
}

let arguments = CommandLine.arguments
let saves = arguments.count == 4 ? Int(arguments[3]) : Int.max
guard arguments.count == 3 || arguments.count == 4, let first = Int(arguments[2]), let saves, saves > 0 else {
    FileHandle.standardError.write(Data("usage: PersistenceCrashHelper <state file> <first counter> [<saves>]\n".utf8))
    exit(64)
}
let persistence = StatePersistence<CrashTestState>(
    url: URL(fileURLWithPath: arguments[1]),
    version: 1,
    onError: { error in
        FileHandle.standardError.write(Data("PersistenceCrashHelper: \(error)\n".utf8))
        exit(1)
    }
)
var counter = first
persistence.saveNow(CrashTestState(counter: counter))
FileHandle.standardOutput.write(Data("saved \(counter)\n".utf8))
for _ in 1..<saves {
    counter += 1
    persistence.saveNow(CrashTestState(counter: counter))
}
exit(0)
