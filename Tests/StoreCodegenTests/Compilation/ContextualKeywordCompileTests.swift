import StoreCodegen
import StoreSchema
import Testing

/// Swift's contextual keywords that can open a type (`each T`, `some P`,
/// `sending T`, `isolated T`, `__owned T`) are ordinary names elsewhere, so
/// a schema may use them; generated code must then compile wherever it
/// spells them, above all where Swift expects a type. Each word is used in
/// every name slot a schema has: store, struct and enum type, external type,
/// dependency and its type, field, enum case, payload label, action,
/// parameter, subscription, derived value, module and one-of case. A word
/// can name one type per module, so the slots are spread over three
/// compiler runs: schema types as structs, as enums, and the app's types.
@Suite struct ContextualKeywordCompileTests {
    /// The words, checked against swiftc 6.3: among the keywords of
    /// swift-syntax, those that open a type, and the type specifiers Swift
    /// reads only in type position.
    static let words = [
        "any", "some", "each", "repeat", "inout", "borrowing", "consuming", "sending", "isolated",
        "nonisolated", "__owned", "__shared", "__consuming", "_const",
    ]

    /// One compiler run: the schemas that name types after the words in one way.
    enum Run: String, CaseIterable, Sendable {
        /// Schema structs named after the words, beside every member slot,
        /// and stores named after them, embedded by another.
        case structsMembersAndStores
        /// Schema enums named after the words.
        case enums
        /// External types and dependency types named after the words, which
        /// the app declares.
        case appTypes

        var schemas: [(file: String, yaml: String)] {
            switch self {
            case .structsMembersAndStores:
                [
                    ("KMembers.store.yaml", ContextualKeywordCompileTests.members),
                    ("KActions.store.yaml", ContextualKeywordCompileTests.actions),
                    ("KDerived.store.yaml", ContextualKeywordCompileTests.derived),
                    (
                        "KTypes.store.yaml",
                        ContextualKeywordCompileTests.typeUses(
                            declaring: "fields: {v: {type: Int, default: 0}}", default: "{}")
                    ),
                    ("KHost.store.yaml", ContextualKeywordCompileTests.host),
                ] + words.map { ("\($0).store.yaml", ContextualKeywordCompileTests.store(named: $0)) }
            case .enums:
                [
                    (
                        "KTypes.store.yaml",
                        ContextualKeywordCompileTests.typeUses(declaring: "enum: [first, second]", default: "first")
                    )
                ]
            case .appTypes:
                [("KExternal.store.yaml", ContextualKeywordCompileTests.external)]
            }
        }

        /// What the app declares: the external and dependency types.
        var appCode: String {
            guard self == .appTypes else { return "" }
            return "import StoreRuntime\n"
                + words.map { word in
                    """
                    struct `\(word)`: Hashable, Codable, Sendable, StoreDependency { static var \
                    defaultValue: Self { Self() } }\n
                    """
                }.joined()
        }
    }

    /// `key:` and an entry (one or more lines) for each word.
    static func section(_ key: String, _ entry: (_ index: Int, _ word: String) -> String) -> String {
        "\(key):\n" + words.enumerated().map { entry($0.offset, $0.element) }.joined()
    }

    /// Fields, enum cases, payload labels, parameters and subscriptions.
    static var members: String {
        [
            "store: KMembers\n",
            section("types") { index, word in
                """
                  KS\(index): {fields: {\(word): {type: Int, default: \
                0}}}\n  KE\(index):\n    enum:\n      \(word): {\(word): Int}\n      idle:\n
                """
            },
            section("state") { index, word in
                """
                  \(word): {type: Int, default: 0}\n  s\(index): {type: KS\(index), default: {\(word): \
                1}}\n  e\(index): {type: KE\(index), default: {\(word): {\(word): 2}}}\n
                """
            },
            section("actions") { index, word in "  go\(index): {\(word): Int}\n" },
            section("subscriptions") { _, word in "  \(word): {select: [\(word)]}\n" },
        ].joined()
    }

    /// Actions, and an action subscription hearing them.
    static var actions: String {
        [
            "store: KActions\n",
            section("actions") { _, word in "  \(word): {amount: Int}\n" },
            "subscriptions:\n  heard: {actions: [\(words.joined(separator: ", "))]}\n",
        ].joined()
    }

    /// Derived values, and a subscription selecting them.
    static var derived: String {
        [
            "store: KDerived\nstate:\n  count: {type: Int, default: 0}\nactions:\n  go:\n",
            section("derived") { _, word in "  \(word): {type: Int, from: [count]}\n" },
            "subscriptions:\n  shown: {select: [\(words.joined(separator: ", "))]}\n",
        ].joined()
    }

    /// Schema types named after the words (`declaring` says how), used as
    /// a field, in collections, as an optional, as a payload and as parameters.
    static func typeUses(declaring declaration: String, default value: String) -> String {
        [
            "store: KTypes\n",
            section("types") { index, word in
                "  \(word): {\(declaration)}\n  KP\(index): {enum: {a: {value: \(word)}, b: {list: \"[\(word)]\"}}}\n"
            },
            section("state") { index, word in
                """
                  f\(index): {type: \(word), default: \(value)}
                  l\(index): {type: "[\(word)]", default: []}
                  o\(index): "\(word)?"
                  m\(index): {type: "[String: \(word)]", default: {}}
                  p\(index): "KP\(index)?"

                """
            },
            section("actions") { index, word in
                "  set\(index): {value: \(word), list: \"[\(word)]\", maybe: \"\(word)?\"}\n"
            },
        ].joined()
    }

    /// External types and dependencies named after the words, of the app's
    /// types named after them.
    static var external: String {
        [
            "store: KExternal\n",
            section("external") { _, word in "  \(word): {hashable: true}\n" },
            section("dependencies") { _, word in "  \(word): \(word)\n" },
            section("state") { index, word in
                """
                  f\(index): \"\(word)?\"\n  s\(index): {type: \"Set<\(word)>\", default: \
                []}\n  k\(index): {type: \"[\(word): Int]\", default: {}}\n
                """
            },
            section("actions") { index, word in "  set\(index): {value: \(word)}\n  use\(index): {uses: [\(word)]}\n" },
        ].joined()
    }

    /// A store named after a word, with an action of that name.
    static func store(named word: String) -> String {
        "store: \(word)\nstate:\n  count: {type: Int, default: 0}\nactions:\n  \(word):\n"
    }

    /// Modules and one-of cases named after the words, embedding the stores
    /// of those names and hearing their actions.
    static var host: String {
        "store: KHost\nactions:\n  go:\n"
            + section("modules") { index, word in
                """
                  \(word): {store: \(word), optional: true, outputs: [\(word)]}\n  one\(index): {oneOf: \
                {\(word): \(word)}, outputs: [\(word).\(word)]}\n
                """
            }
    }

    /// A word generated code leaves unescaped must be one swiftc reads as a
    /// type's name in every type position, also those the generated code of
    /// today does not spell (an unlabeled payload, `as T` at the end of a
    /// line), so that no change to it can meet the keyword. Each word's lines
    /// stand alone: an error about one is reported within them.
    @Test func everyWordLeftUnescapedIsATypeNameToSwiftc() async throws {
        var lines: [String] = []
        var wordOfLine: [String] = []
        for (index, word) in Self.words.enumerated() {
            lines += [
                "struct `\(word)`: Hashable {}",
                "func f\(index)(x: \(word), y: \(word)?, z: [\(word)], w: [String: \(word)]) -> \(word)? { nil }",
                "enum E\(index) { case a(\(word)), b(x: \(word)) }",
                "let v\(index) = `\(word)`() as \(word)",
                "let w\(index) = 0",
                "let t\(index): \(word).Type = \(word).self",
            ]
            wordOfLine += Array(repeating: word, count: lines.count - wordOfLine.count)
        }
        let failing = try await SwiftCompiler().failingLines(typeChecking: lines.joined(separator: "\n") + "\n")
        let refused = Set(failing.map { wordOfLine[$0 - 1] })
        #expect(refused.subtracting(SwiftKeywords.needingBackticks).sorted() == [])
        #expect(refused.contains("each") && !refused.contains("__consuming"))
    }

    @Test(arguments: Run.allCases)
    func everyWordCompilesInEveryNameSlot(_ run: Run) async throws {
        var definitions: [StoreDefinition] = []
        for schema in run.schemas {
            let result = SchemaLoader.load(text: schema.yaml, file: schema.file)
            #expect(result.diagnostics == [], "\(schema.file)")
            definitions += result.definition.map { [$0] } ?? []
        }
        try #require(definitions.count == run.schemas.count)
        let wide = TargetValidator.diagnostics(
            for: definitions.map { TargetSchema(target: "Keywords", definition: $0) })
        #expect(wide == [])

        let generator = CodeGenerator()
        var files = ["App.swift": run.appCode]
        for definition in definitions {
            files.merge(generator.generateStore(definition).sources) { _, new in new }
            files["\(definition.name)Reducer.swift"] = generator.generateReducerScaffold(definition)
        }
        try await SwiftCompiler().typecheck(files)
    }
}
