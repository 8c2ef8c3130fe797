// Saves states in a tight loop until it is killed; StoreRuntimeTests'
// crash-safety test kills it with SIGKILL at random moments and checks that
// the file always decodes to one complete saved state.
//
// Usage: PersistenceCrashHelper <state file> <first counter>
// Prints "saved <counter>" once the first state is on disk.
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
guard arguments.count == 3, let first = Int(arguments[2]) else {
    FileHandle.standardError.write(Data("usage: PersistenceCrashHelper <state file> <first counter>\n".utf8))
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
while true {
    counter += 1
    persistence.saveNow(CrashTestState(counter: counter))
}
