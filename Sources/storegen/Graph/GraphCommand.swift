import ArgumentParser

/// `storegen graph SCHEMA --format mermaid|dot`: the store as a picture.
struct GraphCommand: ParsableCommand {
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case mermaid
        case dot
    }

    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Prints a diagram of a store: state (with its types), actions, subscriptions.",
        discussion: """
            Arrows go from each state field to the subscriptions that select it and from \
            each action to the action subscriptions that receive it; dashed arrows go to \
            the schema types a field uses. Mermaid renders inline in Markdown on GitHub; \
            render DOT with Graphviz: storegen graph X.store.yaml --format dot | dot -Tsvg > x.svg
            """
    )

    @Argument(help: ArgumentHelp("The schema file.", valueName: "schema"))
    var schema: String

    @Option(help: "The diagram language.")
    var format: Format = .mermaid

    func run() throws {
        let graph = StoreGraph(try SchemaInput.loadOne(schema).definition)
        switch format {
        case .mermaid: print(MermaidRenderer.render(graph), terminator: "")
        case .dot: print(DOTRenderer.render(graph), terminator: "")
        }
    }
}
