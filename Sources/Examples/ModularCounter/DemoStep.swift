/// One thing the user does in the demo, as they would in the app's UI.
enum DemoStep: CustomStringConvertible {
    case tapPlus, tapMinus, tapReset
    case chooseStep(Int)
    case signIn(String)
    case signOut
    case switchTheme(Theme)

    /// The run `swift run ModularCounter` makes, whose transcript
    /// Docs/Examples-TimeTracker-ModularCounter-Todos.md shows.
    static let script: [DemoStep] = [
        .tapPlus, .tapPlus, .chooseStep(5), .tapPlus,
        .signIn("Ada"), .switchTheme(.dark), .chooseStep(5),
        .tapMinus, .tapReset, .signOut,
    ]

    var description: String {
        switch self {
        case .tapPlus: "tap +"
        case .tapMinus: "tap −"
        case .tapReset: "tap reset"
        case .chooseStep(let step): "choose step \(step)"
        case .signIn(let name): "sign in as \(name)"
        case .signOut: "sign out"
        case .switchTheme(let theme): "switch to the \(theme) theme"
        }
    }

    /// Counter steps go through the feature's view (and so its scoped
    /// store); the others are the app's own actions.
    @MainActor
    func perform(in app: ModularCounterApp) {
        switch self {
        case .tapPlus: app.counterView.tapPlus()
        case .tapMinus: app.counterView.tapMinus()
        case .tapReset: app.counterView.tapReset()
        case .chooseStep(let step): app.counterView.chooseStep(step)
        case .signIn(let name): app.store.dispatch(.signIn(name: name))
        case .signOut: app.store.dispatch(.signOut)
        case .switchTheme(let theme): app.store.dispatch(.setTheme(theme: theme))
        }
    }
}
