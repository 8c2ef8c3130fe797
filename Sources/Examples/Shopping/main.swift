import Foundation
import StoreRuntime

// Shopping: a ReSwift-style app (after Tsurunoko's shopping sample) on a
// generated store. The router follows the navigation stack in the state and
// shows screens; each screen draws its presenter's view model; the runtime's
// logging middleware logs every action.
//
//   swift run Shopping            plays the demo session (DemoScript)
//   swift run Shopping --stdin    reads commands from standard input

let console = StandardOutputConsole()
// `swift run Shopping -- --stdin` passes the separator on.
let arguments = CommandLine.arguments.dropFirst().filter { $0 != "--" }
guard arguments.isEmpty || arguments == ["--stdin"] else {
    FileHandle.standardError.write(Data("usage: Shopping [--stdin]\n  \(UserCommand.usage)\n".utf8))
    exit(64)
}

let store = ShoppingStore(middleware: [.logging { console.write(LogLine(entry: $0).description) }])
store.dispatch(.catalogLoaded(products: SampleCatalog.products))
let router = ShoppingRouter(store: store, console: console)
router.start()

let session = ShoppingSession(store: store, console: console)
if arguments.isEmpty {
    session.play(DemoScript.lines)
} else {
    session.play(sequence(state: ()) { _ in readLine() })
}
router.stop()
