import ExampleSupport
import StoreRuntime
import Testing

@testable import Shopping

/// A whole session as the app runs it: logging middleware, router, screens.
@MainActor
@Suite struct ShoppingSessionTests {
    @Test func theLoggingMiddlewareLogsEachActionBeforeTheScreensReact() {
        let console = RecordingConsole()
        let store = ShoppingStore(
            initialState: ShoppingState(products: Fixtures.products),
            middleware: [.logging { console.write(LogLine(entry: $0).description) }])
        let router = ShoppingRouter(store: store, console: console)
        router.start()
        console.clear()
        ShoppingSession(store: store, console: console).play(["open t", "add t"])
        #expect(console.lines.count == 9)
        #expect(console.lines[0] == "> open t")
        #expect(console.lines[1].hasPrefix("[log] push(screen: product(t)) changed "))
        #expect(
            Array(console.lines[2...4]) == [
                "[router] push product(t)", "  [Tea]  Cart (0)", "    $2.50 · 0 in your cart",
            ])
        #expect(console.lines[5] == "> add t")
        #expect(console.lines[6] == "[log] addToCart(productID: \"t\") changed cart")
        #expect(Array(console.lines[7...8]) == ["  [Tea]  Cart (1)", "    $2.50 · 1 in your cart"])
    }

    @Test func logLinesNameTheFieldsAnActionChanged() {
        let console = RecordingConsole()
        let store = ShoppingStore(
            initialState: ShoppingState(products: Fixtures.products),
            middleware: [.logging { console.write(LogLine(entry: $0).description) }])
        store.dispatch(.addToCart(productID: "m"))
        store.dispatch(.pop)
        #expect(console.lines.last == "[log] pop changed nothing")
        #expect(console.lines.first == "[log] addToCart(productID: \"m\") changed cart")
    }

    @Test func longLogLinesAreCutShort() {
        let console = RecordingConsole()
        let store = ShoppingStore(middleware: [.logging { console.write(LogLine(entry: $0).description) }])
        store.dispatch(.catalogLoaded(products: SampleCatalog.products))
        #expect(console.lines.count == 1)
        #expect(console.lines[0].count == "[log] ".count + LogLine.maximumLength)
        #expect(console.lines[0].hasPrefix("[log] catalogLoaded(products: ["))
        #expect(console.lines[0].hasSuffix("…"))
    }

    @Test func theDemoScriptEndsWithOneOrderPlacedAndTheCatalogueShown() {
        let console = RecordingConsole()
        let store = ShoppingStore(initialState: ShoppingState(products: SampleCatalog.products))
        let rejected = ShoppingSession(store: store, console: console).play(DemoScript.lines)
        #expect(rejected == 0)
        #expect(
            store.state == ShoppingState(products: SampleCatalog.products, cart: [], navigation: [.catalog], orders: 1))
    }

    @Test func aBadLineIsReportedAndTheSessionGoesOn() {
        let console = RecordingConsole()
        let store = ShoppingStore(initialState: ShoppingState(products: Fixtures.products))
        let rejected = ShoppingSession(store: store, console: console).play(["# a comment", "", "buy m", "add m"])
        #expect(rejected == 1)
        #expect(
            console.lines == [
                "> buy m",
                "error: unknown command 'buy'; commands: open ID, add ID, remove ID, cart, checkout, order, back, home",
                "> add m",
            ])
        #expect(store.state.cart == [CartLine(productID: "m", quantity: 1)])
    }
}
