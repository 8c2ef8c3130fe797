/// Schemas the CLI tests feed to storegen.
enum Schemas {
    /// A counter like Schemas/Counter.store.yaml's.
    static let counter = """
        store: Counter
        access: public
        state:
          count: {type: Int, default: 0}
        actions:
          increment:
          add: {amount: Int}
        subscriptions:
          display: {select: [count]}
          audit: {actions: [add]}

        """

    /// A second, unrelated store.
    static let timer = """
        store: Timer
        state:
          seconds: {type: Int, default: 0}
        actions:
          tick:

        """

    /// `Strin` on line 3, column 9.
    static let misspeltType = """
        store: Broken
        state:
          name: Strin

        """
}
