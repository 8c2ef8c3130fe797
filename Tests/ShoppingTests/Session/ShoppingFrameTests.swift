import ExampleSupport
import StoreRuntime
import Testing

@testable import Shopping

/// The demo session as a user sees it: one frame per change (the lines the
/// router draws at the store's frame boundary), each showing one state. The
/// `order` step changes the cart and the stack at once: its frame goes back
/// to the catalogue and never draws the checkout screen emptied first.
@MainActor
@Suite struct ShoppingFrameTests {
    /// Records the lines written during each frame, through a boundary
    /// subscribed after the router's, so it sees what the router drew.
    @MainActor final class FrameRecorder {
        let console: RecordingConsole
        var frames: [[String]] = []
        private var start = 0
        private var token: SubscriptionToken?

        init(console: RecordingConsole, store: ShoppingStore) {
            self.console = console
            token = store.subscribeToFrames(
                willDeliver: { [weak self] in self.map { $0.start = $0.console.lines.count } },
                didDeliver: { [weak self] in
                    guard let self else { return }
                    frames.append(Array(console.lines[start...]))
                })
        }
    }

    @Test func theDemoSessionDrawsOneFrameForEachChange() {
        let console = RecordingConsole()
        let store = ShoppingStore(initialState: ShoppingState(products: SampleCatalog.products))
        let router = ShoppingRouter(store: store, console: console)
        router.start()
        #expect(console.lines == Self.catalog(cart: 0))
        let recorder = FrameRecorder(console: console, store: store)
        let session = ShoppingSession(store: store, console: console)
        var frames: [String: [[String]]] = [:]
        for line in DemoScript.lines {
            recorder.frames = []
            session.play([line])
            frames[line, default: []] += recorder.frames
        }
        // Each command's frames; `add p2` ran twice.
        #expect(
            frames == [
                "open p2": [
                    ["[router] push product(p2)", "  [Hand grinder]  Cart (0)", "    $49.99 · 0 in your cart"]
                ],
                "add p2": [
                    ["  [Hand grinder]  Cart (1)", "    $49.99 · 1 in your cart"],
                    ["  [Hand grinder]  Cart (2)", "    $49.99 · 2 in your cart"],
                ],
                "back": [["[router] back to catalog"] + Self.catalog(cart: 2).dropFirst()],
                "open p1": [
                    ["[router] push product(p1)", "  [Espresso beans 250 g]  Cart (2)", "    $8.50 · 0 in your cart"]
                ],
                "add p1": [["  [Espresso beans 250 g]  Cart (3)", "    $8.50 · 1 in your cart"]],
                "cart": [
                    [
                        "[router] push cart", "  [Cart]  Cart (3)",
                        "    2 × Hand grinder          $99.98",
                        "    1 × Espresso beans 250 g  $8.50",
                        "    Total                     $108.48",
                    ]
                ],
                "remove p2": [
                    [
                        "  [Cart]  Cart (2)",
                        "    1 × Hand grinder          $49.99",
                        "    1 × Espresso beans 250 g  $8.50",
                        "    Total                     $58.49",
                    ]
                ],
                "checkout": [
                    [
                        "[router] push checkout", "  [Checkout]  Cart (2)",
                        "    2 items, total $58.49. Type \"order\" to pay.",
                    ]
                ],
                // The cart empties and the stack pops in one change: one frame,
                // the catalogue, and never "Nothing to pay for." before it.
                "order": [
                    ["[router] back to catalog", "  [Catalog]  Cart (0)", "    Thank you for your order!"]
                        + Self.catalog(cart: 0).dropFirst(2)
                ],
            ])
    }

    /// The catalogue screen as the router shows it first.
    static func catalog(cart: Int) -> [String] {
        [
            "[router] show catalog",
            "  [Catalog]  Cart (\(cart))",
            "    p1  Espresso beans 250 g  $8.50",
            "    p2  Hand grinder          $49.99",
            "    p3  Milk jug              $12.50",
        ]
    }
}
