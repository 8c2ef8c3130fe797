import Foundation
import StoreRuntime

// CommandCounter: an RxStateFlow-style counter on a generated store.
// Conditional, delayed and failing work runs as commands; middleware logs
// every action before and after the reducer and records the session's
// history; a failed command becomes an `errorOccurred` action; the count is
// saved between launches.
//
//   swift run CommandCounter -- --store /tmp/counter.json inc inc later dec fetch history

let options: LaunchOptions
do {
    options = try LaunchOptions(arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n\(LaunchOptions.usage)\n".utf8))
    exit(64)
}

let persistence = options.storeURL.map { CommandCounterState.persistence(at: $0) } ?? CommandCounterState.persistence()
let app: CounterApp
do {
    app = try CounterApp(persistence: persistence, server: FakeCounterServer(isOffline: options.isOffline), console: StandardOutputConsole())
} catch {
    FileHandle.standardError.write(Data("error: cannot start the history next to \(persistence.url.path): \(error)\n".utf8))
    exit(1)
}
do {
    try await app.play(options.commands)
} catch {
    // The persistence has already said why, on standard error.
    FileHandle.standardError.write(Data("error: the count shown was not saved to \(persistence.url.path)\n".utf8))
    exit(1)
}
