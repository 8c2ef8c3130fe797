import StoreSchema

/// Names that are Swift keywords or collide with generated locals, and
/// strings that try to break out of literals and comments.
enum AdversarialDefinitions {
    /// Strings that must survive generation exactly.
    static let hostileStrings: [String] = [
        "quote \" and backslash \\ and \\\\ two",
        "interpolation \\(exit(1)) stays text",
        "comment end */ and start /* and // and ///",
        "multi\nline\r\nwith\rbreaks\tand tab",
        "emoji 👩‍👩‍👧 🇫🇷 e\u{301} and combining first:",
        "\u{301}starts with a combining mark",
        "nul \u{0} bell \u{7} escape \u{1B} del \u{7F}",
        "bidi \u{202E}override\u{202C} and \u{2028} line separator \u{2029} paragraph \u{85} next line",
        "raw-looking #\"not raw\"# and \"\"\" triple",
        "",
    ]

    static let hostileDoc = """
        Doc with */ and /* and a "quote" \\(interpolation) 👋
        second line\r\nthird line\rfourth\u{0}nul
        """

    static var definition: StoreDefinition {
        let file = "Adversarial.store.yaml"
        var line = 0
        func next(_ column: Int = 3) -> SourceLocation {
            line += 1
            return SourceLocation(file: file, line: line, column: column)
        }
        let keywordType = TypeDefinition(
            name: "where", doc: hostileDoc,
            kind: .structure(fields: [
                Field(
                    name: "default", type: .named("Int"), defaultValue: .integer("1"), doc: hostileDoc,
                    location: next(7)),
                Field(
                    name: "init", type: .named("String"), defaultValue: .string(hostileStrings[0]), location: next(7)),
                Field(name: "inout", type: .named("Bool"), defaultValue: .bool(false), location: next(7)),
            ]), location: next())
        let keywordEnum = TypeDefinition(
            name: "case",
            kind: .enumeration(cases: [
                EnumCase(name: "default", location: next(7)),
                EnumCase(name: "class", doc: hostileDoc, location: next(7)),
                EnumCase(name: "init", location: next(7)),
            ]), location: next())
        let payloadEnum = TypeDefinition(
            name: "Payload",
            kind: .enumeration(cases: [
                EnumCase(
                    name: "return",
                    payload: [
                        Field(
                            name: "in", type: .named("String"), defaultValue: .string(hostileStrings[1]),
                            location: next(17)),
                        Field(
                            name: "inout", type: .named("case"), defaultValue: .enumCase("class", payload: []),
                            location: next(17)),
                    ], location: next(7)),
                EnumCase(name: "none", location: next(7)),
            ]), location: next())

        var state: [Field] = hostileStrings.enumerated().map { index, text in
            Field(
                name: "text\(index)", type: .named("String"), defaultValue: .string(text), doc: hostileDoc,
                location: next())
        }
        state += [
            Field(
                name: "default", type: .named("where"),
                defaultValue: .structure([
                    FieldValue(name: "init", value: .string(hostileStrings[2]))
                ]), location: next()),
            Field(name: "class", type: .named("case"), defaultValue: .enumCase("init", payload: []), location: next()),
            Field(
                name: "func", type: .named("Payload"),
                defaultValue: .enumCase(
                    "return",
                    payload: [
                        FieldValue(name: "in", value: .string(hostileStrings[3]))
                    ]), location: next()),
            Field(
                name: "init", type: .dictionary(key: .named("String"), value: .named("String")),
                defaultValue: .dictionary([
                    DictionaryEntry(key: .string(hostileStrings[4]), value: .string(hostileStrings[5])),
                    DictionaryEntry(key: .string("dup"), value: .string("first")),
                    DictionaryEntry(key: .string("dup"), value: .string("last")),
                ]), location: next()),
            Field(
                name: "inout", type: .array(.named("String")),
                defaultValue: .array([.string(hostileStrings[6]), .string(hostileStrings[7])]), location: next()),
            // Names of the locals generated code declares.
            Field(name: "old", type: .named("Int"), defaultValue: .integer("0"), location: next()),
            Field(name: "new", type: .named("Int"), defaultValue: .integer("0"), location: next()),
            Field(name: "changed", type: .named("Int"), defaultValue: .integer("0"), location: next()),
            Field(name: "container", type: .named("Int"), defaultValue: .integer("0"), location: next()),
            Field(name: "decoder", type: .named("Int"), defaultValue: .integer("0"), location: next()),
            Field(name: "reduce", type: .named("Int"), defaultValue: .integer("0"), persist: false, location: next()),
        ]
        let actions: [Action] = [
            Action(name: "repeat", doc: hostileDoc, location: next()),
            Action(
                name: "return",
                params: [
                    Field(name: "in", type: .named("String"), location: next(9)),
                    Field(name: "inout", type: .named("Int"), location: next(9)),
                    Field(name: "return", type: .named("Bool"), location: next(9)),
                ], startsEffects: true, location: next()),
            Action(
                name: "action", params: [Field(name: "action", type: .named("Int"), location: next(9))],
                startsEffects: true,
                location: next()),
            Action(
                name: "handler", params: [Field(name: "handler", type: .named("Int"), location: next(9))],
                location: next()),
            Action(
                name: "set",
                params: [
                    Field(name: "default", type: .named("where"), location: next(9)),
                    Field(name: "class", type: .named("case"), location: next(9)),
                ], location: next()),
            Action(
                name: "deinit", params: [Field(name: "deinit", type: .named("Int"), location: next(9))],
                location: next()),
        ]
        let subscriptions = [
            Subscription(
                name: "default", doc: hostileDoc, kind: .state(fields: ["default", "class", "text0"], delivery: .main),
                location: next()),
            Subscription(
                name: "handler", kind: .state(fields: ["old", "new", "reduce"], delivery: .background), location: next()
            ),
            Subscription(
                name: "where", kind: .actions(names: ["return", "repeat", "deinit", "action"], delivery: .main),
                location: next()),
        ]
        return StoreDefinition(
            name: "Adversarial", doc: hostileDoc, access: .internal,
            types: [keywordType, keywordEnum, payloadEnum], state: state, actions: actions,
            subscriptions: subscriptions, file: file)
    }
}
