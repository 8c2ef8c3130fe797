import Foundation
import StoreRuntime

/// `swift run TimeTracker [--store PATH] [--at TIME] <command>`.
///
/// `main` is async so that it runs on the main actor's queue: the store then
/// calls the views synchronously, in step with the dispatches.
@main
enum TimeTrackerMain {
    @MainActor
    static func main() async {
        do {
            let invocation = try InvocationParser.parse(Array(CommandLine.arguments.dropFirst()))
            if invocation.command == .help {
                print(InvocationParser.usage)
                return
            }
            let persistence = StateFileLocation.persistence(option: invocation.stateFile)
            let store = TimeTrackerStore(persistence: persistence)
            let app = TimeTrackerApp(store: store, router: CommandRouter(now: invocation.moment ?? Date()),
                                     write: { print($0) })
            try app.run(invocation.command)
            do {
                try persistence.flush()
            } catch {
                // Already reported on standard error by the persistence.
                throw StateNotKept(file: persistence.url)
            }
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            exit(1)
        }
    }
}
