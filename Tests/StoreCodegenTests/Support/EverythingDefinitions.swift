import StoreSchema

/// A schema that uses every feature, the embedded store it names, and a
/// schema made of hostile names and strings.
enum EverythingDefinitions {
    private static func at(_ file: String, _ line: Int, _ column: Int = 3) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    /// The `Reports` store embedded by `everything`, built as module `ReportsFeature`.
    static var reports: StoreDefinition {
        let file = "Reports.store.yaml"
        return StoreDefinition(
            name: "Reports", access: .public,
            state: [
                Field(name: "total", type: .named("Int"), defaultValue: .integer("0"), location: at(file, 4)),
                Field(name: "entries", type: .array(.named("String")), defaultValue: .array([]), location: at(file, 5)),
            ],
            actions: [
                Action(
                    name: "record",
                    params: [
                        Field(name: "minutes", type: .named("Int"), location: at(file, 7, 13)),
                        Field(
                            name: "note", type: .named("String"), defaultValue: .string(""), location: at(file, 7, 27)),
                    ], location: at(file, 7)),
                Action(name: "clear", location: at(file, 8)),
            ],
            file: file)
    }

    /// The Swift the app declares for the external types `everything` uses.
    static let externalDeclarations = """
        package struct Color: Hashable, Sendable, Codable {
            package var hex: String
            package init(hex: String) { self.hex = hex }
        }
        package struct Money: Equatable, Sendable, Codable {
            package var cents: Int
            package init(cents: Int) { self.cents = cents }
        }
        """

    static var everything: StoreDefinition {
        let file = "/project/Sources/App/Everything.store.yaml"
        var line = 0
        func next(_ column: Int = 3) -> SourceLocation {
            line += 1
            return at(file, line, column)
        }
        let point = TypeDefinition(
            name: "Point", doc: "A position.\nMeasured in points.",
            kind: .structure(fields: [
                Field(name: "x", type: .named("Double"), defaultValue: .float(0), location: next(7)),
                Field(name: "y", type: .named("Double"), defaultValue: .float(-1.5), location: next(7)),
                Field(name: "label", type: .optional(.named("String")), location: next(7)),
            ]), location: next())
        let node = TypeDefinition(
            name: "Node",
            kind: .structure(fields: [
                Field(name: "name", type: .named("String"), location: next(7)),
                Field(name: "children", type: .array(.named("Node")), defaultValue: .array([]), location: next(7)),
                Field(name: "parent", type: .optional(.named("Node")), location: next(7)),
                Field(name: "tint", type: .optional(.named("Color")), location: next(7)),
            ]), location: next())
        let mode = TypeDefinition(
            name: "Mode",
            kind: .enumeration(cases: [
                EnumCase(name: "light", doc: "Bright.", location: next(7)),
                EnumCase(name: "dark", location: next(7)),
            ]), location: next())
        let status = TypeDefinition(
            name: "Status",
            kind: .enumeration(cases: [
                EnumCase(name: "idle", location: next(7)),
                EnumCase(
                    name: "loading",
                    payload: [
                        Field(name: "progress", type: .named("Double"), defaultValue: .float(0), location: next(17))
                    ], location: next(7)),
                EnumCase(
                    name: "failed",
                    payload: [
                        Field(name: "message", type: .named("String"), location: next(17)),
                        Field(name: "code", type: .optional(.named("Int")), location: next(17)),
                    ], location: next(7)),
            ]), location: next())
        let tree = TypeDefinition(
            name: "Tree", doc: "An enum that contains itself through optionals.",
            kind: .enumeration(cases: [
                EnumCase(name: "leaf", location: next(7)),
                EnumCase(
                    name: "branch",
                    payload: [
                        Field(name: "left", type: .optional(.named("Tree")), location: next(17)),
                        Field(name: "right", type: .optional(.named("Tree")), location: next(17)),
                    ], location: next(7)),
            ]), location: next())
        let wallet = TypeDefinition(
            name: "Wallet",
            kind: .structure(fields: [
                Field(name: "balance", type: .named("Money"), location: next(7))
            ]), location: next())

        let state: [Field] = [
            Field(
                name: "count", type: .named("Int"), defaultValue: .integer("-42"),
                doc: "A counter.\n\nWith a second paragraph.", location: next()),
            Field(name: "small", type: .named("Int8"), defaultValue: .integer("-128"), location: next()),
            Field(
                name: "wide", type: .named("UInt64"), defaultValue: .integer("18446744073709551615"), location: next()),
            Field(name: "ratio", type: .named("Double"), defaultValue: .float(0.1), location: next()),
            Field(name: "tiny", type: .named("Float"), defaultValue: .float(1e-05), location: next()),
            Field(name: "price", type: .named("Decimal"), defaultValue: .float(19.99), location: next()),
            Field(name: "flag", type: .named("Bool"), defaultValue: .bool(true), location: next()),
            Field(
                name: "title", type: .named("String"),
                defaultValue: .string("Hello, \"world\" \\ \\(no) */ 👋\nline two"), location: next()),
            Field(
                name: "home", type: .named("URL"), defaultValue: .string("https://example.com/a?b=c"),
                location: next()),
            Field(
                name: "id", type: .named("UUID"), defaultValue: .string("E621E1F8-C36C-495A-93FC-0C247A3E6E5F"),
                location: next()),
            Field(name: "lastSeen", type: .optional(.named("Date")), location: next()),
            Field(name: "blob", type: .optional(.named("Data")), location: next()),
            Field(
                name: "tags", type: .set(.named("String")), defaultValue: .array([.string("a"), .string("b")]),
                location: next()),
            Field(
                name: "scores", type: .dictionary(key: .named("String"), value: .array(.named("Int"))),
                defaultValue: .dictionary([
                    DictionaryEntry(key: .string("x"), value: .array([.integer("1"), .integer("2")]))
                ]), location: next()),
            Field(
                name: "limit", type: .optional(.named("Int")), defaultValue: .integer("10"),
                doc: "Optional with a non-nil default.", location: next()),
            Field(
                name: "origin", type: .named("Point"),
                defaultValue: .structure([FieldValue(name: "y", value: .float(2))]), location: next()),
            Field(name: "mode", type: .named("Mode"), defaultValue: .enumCase("dark", payload: []), location: next()),
            Field(
                name: "status", type: .named("Status"),
                defaultValue: .enumCase("failed", payload: [FieldValue(name: "message", value: .string("none yet"))]),
                location: next()),
            Field(name: "tree", type: .optional(.named("Node")), location: next()),
            Field(
                name: "shape", type: .named("Tree"),
                defaultValue: .enumCase(
                    "branch", payload: [FieldValue(name: "left", value: .enumCase("leaf", payload: []))]),
                location: next()),
            Field(name: "color", type: .named("Color"), location: next()),
            Field(name: "wallet", type: .optional(.named("Wallet")), location: next()),
            Field(
                name: "palette", type: .dictionary(key: .named("Color"), value: .named("Mode")),
                defaultValue: .dictionary([]), location: next()),
            Field(name: "draft", type: .named("String"), defaultValue: .string(""), persist: false, location: next()),
        ]
        let actions: [Action] = [
            Action(name: "increment", doc: "Adds one.\nNever fails.", location: next()),
            Action(
                name: "add",
                params: [Field(name: "amount", type: .named("Int"), defaultValue: .integer("1"), location: next(9))],
                location: next()),
            Action(
                name: "move",
                params: [
                    Field(name: "to", type: .named("Point"), location: next(9)),
                    Field(name: "at", type: .named("Date"), location: next(9)),
                ], location: next()),
            Action(
                name: "setStatus", params: [Field(name: "status", type: .named("Status"), location: next(9))],
                location: next()),
            Action(
                name: "paint",
                params: [
                    Field(name: "color", type: .named("Color"), location: next(9)),
                    Field(name: "colors", type: .set(.named("Color")), location: next(9)),
                ], location: next()),
            Action(
                name: "pay", params: [Field(name: "amount", type: .named("Money"), location: next(9))], location: next()
            ),
            Action(
                name: "load",
                params: [
                    Field(name: "blob", type: .optional(.named("Data")), location: next(9)),
                    Field(
                        name: "scores", type: .dictionary(key: .named("String"), value: .array(.named("Int"))),
                        location: next(9)),
                ], location: next()),
        ]
        let modules = [Module(name: "reports", store: "Reports", importModule: "ReportsFeature", location: next())]
        let subscriptions = [
            Subscription(
                name: "summary", doc: "What the header shows.",
                kind: .state(fields: ["count", "title", "reports"], delivery: .main), location: next()),
            Subscription(
                name: "sync", kind: .state(fields: ["status", "lastSeen"], delivery: .background), location: next()),
            Subscription(
                name: "audit", kind: .actions(names: ["add", "pay", "reports"], delivery: .main), location: next()),
            Subscription(
                name: "everyAction",
                kind: .actions(
                    names: ["increment", "add", "move", "setStatus", "paint", "pay", "load", "reports"],
                    delivery: .background), location: next()),
        ]
        return StoreDefinition(
            name: "Everything", doc: "Uses every feature StoreGen has.", access: .package, version: 3, persist: true,
            migrations: [1, 2],
            imports: ["Foundation"],
            externalTypes: [
                ExternalType(name: "Color", isHashable: true, location: next()),
                ExternalType(name: "Money", location: next()),
            ],
            types: [point, node, mode, status, tree, wallet], state: state, actions: actions, modules: modules,
            subscriptions: subscriptions, file: file)
    }
}
