import ArgumentParser
import ExampleSupport
import StoreRuntime

/// `Shopping [--stdin]`: plays the demo session, or the commands typed on
/// standard input, against a store with a sample catalogue.
struct ShoppingCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "Shopping",
        abstract: "A shop with a catalogue, a cart and a navigation stack.",
        discussion: UserCommand.usage)

    @Flag(help: "Read commands from standard input instead of playing the demo session.")
    var stdin = false

    func run() async {
        await play()
    }

    /// On the main actor, like an app's launch: the router draws each screen
    /// in step with the dispatches.
    @MainActor
    private func play() {
        let console = StandardOutputConsole()
        let store = ShoppingStore(middleware: [.logging { console.write(LogLine(entry: $0).description) }])
        store.dispatch(.catalogLoaded(products: SampleCatalog.products))
        let router = ShoppingRouter(store: store, console: console)
        router.start()

        let session = ShoppingSession(store: store, console: console)
        if stdin {
            session.play(sequence(state: ()) { _ in readLine() })
        } else {
            session.play(DemoScript.lines)
        }
        router.stop()
    }
}
