import StoreSchema
import Testing

/// Shapes where a JSON Schema easily drifts from the validator, judged by
/// both: the fixture corpus shows the common cases, these pin down the edges
/// (null for "nothing", one name for a list, YAML 1.2 scalars, the action
/// long form) so an editor never flags a legal file or passes a broken one.
@Suite("JSON Schema and validator agree on the shape of a schema")
struct JSONSchemaAgreementTests {
    /// Wrong keys or wrong kinds of value: both must reject each.
    static let structuralMistakes: [(name: String, yaml: String)] = [
        ("store missing", "doc: A store without a name.\n"),
        ("misspelt store key", "stor: X\n"),
        ("unknown top-level key", "store: X\nstat: {}\n"),
        ("schema is a list", "- store\n"),
        ("store is a list", "store: [X]\n"),
        ("store name starts with a digit", "store: 2fast\n"),
        ("store name has a dash", "store: my-store\n"),
        ("access is not a level", "store: X\naccess: open\n"),
        ("version is a word", "store: X\nversion: one\n"),
        ("version is zero", "store: X\nversion: 0\n"),
        ("persist is not a boolean", "store: X\npersist: maybe\n"),
        ("persist to an unknown storage", "store: X\npersist: {to: postgres}\n"),
        ("persist mapping without to", "store: X\npersist: {}\n"),
        ("misspelt key in persist", "store: X\npersist: {too: sqlite}\n"),
        ("migrations is a number", "store: X\nversion: 2\npersist: true\nmigrations: 1\n"),
        ("a migration from version zero", "store: X\nversion: 2\npersist: true\nmigrations: [0]\n"),
        ("a migration listed twice", "store: X\nversion: 3\npersist: true\nmigrations: [1, 1]\n"),
        ("imports is one name", "store: X\nimports: Foundation\n"),
        ("external is a list", "store: X\nexternal: [Color]\n"),
        ("hashable is YAML 1.1 yes", "store: X\nexternal: {A: {hashable: yes}}\n"),
        ("misspelt external key", "store: X\nexternal: {A: {hash: true}}\n"),
        ("type is empty", "store: X\ntypes: {A: }\n"),
        ("type has neither fields nor enum", "store: X\ntypes: {A: {}}\n"),
        ("type has both fields and enum", "store: X\ntypes: {A: {fields: {}, enum: [a]}}\n"),
        ("unknown type key", "store: X\ntypes: {A: {fields: {a: Int}, extra: 1}}\n"),
        ("enum without cases", "store: X\ntypes: {A: {enum: []}}\n"),
        ("enum case twice", "store: X\ntypes: {A: {enum: [a, a]}}\n"),
        ("misspelt key in a payload value", "store: X\ntypes: {A: {enum: {a: {x: {typ: Int}}}}}\n"),
        ("persist on a struct field", "store: X\ntypes: {A: {fields: {a: {type: Int, persist: false}}}}\n"),
        ("state is a list", "store: X\nstate: [a]\n"),
        ("state field without a type", "store: X\nstate: {a: }\n"),
        ("number as a type", "store: X\nstate: {a: 5}\n"),
        ("unquoted array type in flow style", "store: X\nstate: {a: [Int]}\n"),
        ("field name has a dash", "store: X\nstate: {my-field: Int}\n"),
        ("long form without type", "store: X\nstate: {a: {default: 0}}\n"),
        ("misspelt default", "store: X\nstate: {a: {type: Int, defualt: 0}}\n"),
        ("action is a list", "store: X\nactions: {a: [Int]}\n"),
        ("action is a type name", "store: X\nactions: {a: Int}\n"),
        ("extra key in the action long form", "store: X\nactions: {a: {doc: x, params: {b: Int}, extra: 1}}\n"),
        ("params is a list", "store: X\nactions: {a: {params: [b]}}\n"),
        ("effects is YAML 1.1 yes", "store: X\nactions: {a: {params: {b: Int}, effects: yes}}\n"),
        ("effects is a string", "store: X\nactions: {a: {effects: \"true\"}}\n"),
        ("misspelt key in a parameter", "store: X\nactions: {a: {b: {type: Int, dok: x}}}\n"),
        ("module is empty", "store: X\nmodules: {m: }\n"),
        ("module without store", "store: X\nmodules: {m: {import: Y}}\n"),
        ("misspelt module key", "store: X\nmodules: {m: {store: Y, imports: Z}}\n"),
        ("module import is empty", "store: X\nmodules: {m: {store: Y, import: }}\n"),
        ("subscription is empty", "store: X\nsubscriptions: {s: }\n"),
        ("subscription with neither select nor actions", "store: X\nsubscriptions: {s: {on: main}}\n"),
        (
            "subscription with select and actions",
            "store: X\nstate: {a: Int}\nactions: {b: }\nsubscriptions: {s: {select: [a], actions: [b]}}\n"
        ),
        ("misspelt on value", "store: X\nstate: {a: Int}\nsubscriptions: {s: {select: a, on: mainn}}\n"),
        ("unknown subscription key", "store: X\nstate: {a: Int}\nsubscriptions: {s: {select: [a], filter: x}}\n"),
        ("select is a number", "store: X\nstate: {a: Int}\nsubscriptions: {s: {select: 5}}\n"),
        ("derived is a list", "store: X\nstate: {a: Int}\nderived: [d]\n"),
        ("derived value is empty", "store: X\nstate: {a: Int}\nderived: {d: }\n"),
        ("derived value is a type name", "store: X\nstate: {a: Int}\nderived: {d: Int}\n"),
        ("derived value without from", "store: X\nstate: {a: Int}\nderived: {d: {type: Int}}\n"),
        ("derived value without type", "store: X\nstate: {a: Int}\nderived: {d: {from: [a]}}\n"),
        ("derived value reads nothing", "store: X\nstate: {a: Int}\nderived: {d: {type: Int, from: []}}\n"),
        ("derived value reads an input twice", "store: X\nstate: {a: Int}\nderived: {d: {type: Int, from: [a, a]}}\n"),
        (
            "persist on a derived value",
            "store: X\nstate: {a: Int}\nderived: {d: {type: Int, from: [a], persist: false}}\n"
        ),
        ("default on a derived value", "store: X\nstate: {a: Int}\nderived: {d: {type: Int, from: [a], default: 0}}\n"),
    ]

    /// Legal schemas in shapes a JSON Schema gets wrong easily: both must accept each.
    static let legalShapes: [(name: String, yaml: String)] = [
        ("only a store", "store: X\n"),
        ("underscore store name", "store: _x\n"),
        ("non-ASCII field name", "store: X\nstate: {café: Int}\n"),
        (
            "YAML 1.1 boolean words as names",
            """
            store: X\nstate: {on: Bool, off: Bool, yes: Bool}\nactions: {no: {y: Bool}}\nsubscriptions: {n: \
            {select: on, on: background}}\n
            """
        ),
        ("a number as doc", "store: X\ndoc: 42\n"),
        ("empty doc", "store: X\ndoc:\n"),
        (
            "empty sections",
            "store: X\nimports:\nexternal:\ntypes:\nstate:\nactions:\nmodules:\nderived:\nsubscriptions:\n"
        ),
        ("an import twice (a warning)", "store: X\nimports: [Foundation, Foundation]\n"),
        ("empty external", "store: X\nexternal: {A: }\nstate: {a: A}\n"),
        (
            "external with doc and hashable",
            "store: X\nexternal: {A: {doc: An id., hashable: true}}\nstate: {a: \"Set<A>\"}\n"
        ),
        ("struct without fields", "store: X\ntypes: {A: {fields: }}\nstate: {a: A}\n"),
        ("enum cases true and false", "store: X\ntypes: {A: {enum: [true, false]}}\nstate: {a: A}\n"),
        (
            "payload cases empty and long form",
            """
            store: X\ntypes: {A: {doc: An enum., enum: {a: , b: {}, c: {x: {type: Int, default: 1, doc: \
            X.}}}}}\nstate: {a: {type: A, default: a}}\n
            """
        ),
        ("action without params", "store: X\nactions: {a: }\n"),
        ("action with empty params", "store: X\nactions: {a: {params: }}\n"),
        ("action with only a doc", "store: X\nactions: {a: {doc: Does a.}}\n"),
        ("action with only effects", "store: X\nactions: {a: {effects: true}}\n"),
        ("action with params and effects false", "store: X\nactions: {a: {params: {b: Int}, effects: false}}\n"),
        ("action with an empty doc", "store: X\nactions: {a: {doc: }}\n"),
        ("parameters named doc and params", "store: X\nactions: {a: {params: {doc: String, params: Int}}}\n"),
        ("parameter in long form", "store: X\nactions: {a: {b: {type: Int, default: 2, doc: B.}}}\n"),
        (
            "null and ~ defaults",
            "store: X\nstate: {a: {type: \"Int?\", default: ~}, b: {type: \"String?\", default: null}}\n"
        ),
        ("migrations in a persisted store", "store: X\nversion: 3\npersist: true\nmigrations: [1, 2]\n"),
        ("empty migrations", "store: X\nmigrations:\n"),
        ("persist to sqlite", "store: X\npersist: {to: sqlite}\n"),
        ("migrations in a database", "store: X\nversion: 2\npersist: {to: sqlite}\nmigrations: [1]\n"),
        ("persist to json", "store: X\npersist: {to: json}\n"),
        (
            "persist false in a persisted store",
            "store: X\npersist: true\nstate: {a: {type: String, default: \"\", persist: false}}\n"
        ),
        ("module with import and doc", "store: X\nmodules: {m: {store: Y, import: YFeature, doc: Y.}}\n"),
        (
            "one name to select and one action",
            """
            store: X\nstate: {a: Int}\nactions: {b: }\nsubscriptions: {s: {select: a}, t: {actions: b, on: \
            main, doc: T.}}\n
            """
        ),
        ("an empty select list (a warning)", "store: X\nstate: {a: Int}\nsubscriptions: {s: {select: []}}\n"),
        (
            "derived values reading one name, a list and each other",
            """
            store: X\nstate: {a: Int, b: Int}\nderived: {d: {type: Int, from: a, doc: D.}, e: {type: \
            \"[Int]\", from: [d, b]}}\nsubscriptions: {s: {select: [e, a]}}\n
            """
        ),
        ("empty derived", "store: X\nderived:\n"),
    ]

    private let checker = JSONSchemaChecker(script: JSONSchemaCorpus.checkScript, schema: JSONSchemaCorpus.jsonSchema)

    @Test func bothRejectStructuralMistakes() async throws {
        let report = try await judge(Self.structuralMistakes)
        for (name, yaml) in Self.structuralMistakes {
            let errors = SchemaLoader.load(text: yaml, file: name).diagnostics.filter { $0.severity == .error }
            #expect(errors != [], "the validator accepts the structural mistake '\(name)'")
            let result = report[name]
            #expect(result?.errors.isEmpty == false, "the JSON Schema accepts the structural mistake '\(name)'")
            #expect(
                result?.draft7Errors.isEmpty == false,
                "read as draft 7, the JSON Schema accepts the structural mistake '\(name)'")
        }
    }

    @Test func bothAcceptLegalShapes() async throws {
        let report = try await judge(Self.legalShapes)
        for (name, yaml) in Self.legalShapes {
            let errors = SchemaLoader.load(text: yaml, file: name).diagnostics.filter { $0.severity == .error }
            #expect(
                errors == [], "the validator rejects '\(name)': \(errors.map(\.description).joined(separator: "; "))")
            let result = report[name]
            #expect(
                result?.errors == [],
                "the JSON Schema rejects '\(name)': \(result?.errors.joined(separator: "; ") ?? "no result")")
            #expect(
                result?.draft7Errors == [],
                """
                read as draft 7, the JSON Schema rejects '\(name)': \
                \(result?.draft7Errors.joined(separator: "; ") ?? "no result")
                """)
        }
    }

    /// The JSON Schema's verdict on each case, by name.
    private func judge(_ cases: [(name: String, yaml: String)]) async throws -> [String: JSONSchemaChecker.Report
        .Result]
    {
        let instances = try cases.map { (name: $0.name, json: try JSONSchemaInstance.jsonText(fromYAML: $0.yaml)) }
        let report = try await checker.check(instances)
        try #require(report.schemaProblems == [])
        return Dictionary(report.results.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
