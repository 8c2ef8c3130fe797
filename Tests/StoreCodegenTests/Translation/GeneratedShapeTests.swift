import StoreCodegen
import StoreSchema
import Testing

/// Pins the shape of generated code so its size cannot creep back up
/// unnoticed: what each field, action and subscription adds is a small
/// constant, and no body holds more than a fixed-size piece of a large store
/// (which is what made compile time grow faster than the store; see
/// Benchmarks/Results/GeneratorBenchmark.md, "Compile cost").
@Suite struct GeneratedShapeTests {
    /// A persisted store of `size` fields, actions (0–3 values) and
    /// subscriptions (1–3 fields; every tenth to actions, every tenth on a
    /// background executor), like GeneratorBenchmark's.
    static func schema(size: Int) -> String {
        let types = ["Int", "String", "\"[String]\"", "Bool", "Double", "\"Int?\""]
        var lines = ["store: Shape", "access: public", "persist: true", "", "state:"]
        lines.append("  required: String")
        for field in 0..<size {
            lines.append(
                """
                  field\(field): {type: \(types[field % 6]), default: \
                \(["0", "\"\"", "[]", "true", "0.5", "null"][field % 6])}
                """)
        }
        lines += ["", "actions:"]
        for action in 0..<size {
            let values = (0..<(action % 4)).map { "value\($0): \(types[($0 + action) % 6])" }
            lines.append("  action\(action):" + (values.isEmpty ? "" : " {\(values.joined(separator: ", "))}"))
        }
        lines += ["", "subscriptions:"]
        for subscription in 0..<size {
            if subscription % 10 == 9 {
                lines.append("  view\(subscription): {actions: [action\(subscription)]}")
            } else {
                let fields = (0...(subscription % 3)).map { "field\(($0 + subscription) % size)" }
                lines.append(
                    "  view\(subscription): {select: [\(fields.joined(separator: ", "))]"
                        + (subscription % 10 == 5 ? ", on: background}" : "}"))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func generated(size: Int, effects: Bool = false) throws -> String {
        var text = schema(size: size)
        if effects {
            // Every action in the long form with `effects: true`.
            text = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                guard line.hasPrefix("  action"), let colon = line.firstIndex(of: ":") else { return String(line) }
                let params = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                return "\(line[..<colon]): {params: \(params.isEmpty ? "{}" : params), effects: true}"
            }.joined(separator: "\n")
        }
        let result = SchemaLoader.load(text: text, file: "Shape.store.yaml")
        let definition = try #require(result.definition, "\(result.diagnostics)")
        return CodeGenerator().generateStore(definition).allText
    }

    /// Declarations (types, members, cases) and lines of code, without
    /// comments, blank lines and lines holding only an attribute.
    static func measure(_ code: String) -> (declarations: Int, lines: Int) {
        let lines = code.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("//") && !$0.hasPrefix("#sourceLocation") }
            .filter { !($0.hasPrefix("@") && !$0.contains(" ")) }
        let keywords = [
            "func ", "init(", "init?(", "var ", "let ", "case ", "struct ", "enum ", "extension ", "protocol ",
            "typealias ",
        ]
        let declarations = lines.filter { line in
            let words = line.split(separator: " ").drop {
                ["public", "package", "private", "static", "mutating", "@discardableResult"].contains($0)
            }
            let rest = words.joined(separator: " ")
            return keywords.contains { rest.hasPrefix($0) } && !rest.hasPrefix("case \"") && !rest.hasPrefix("case .")
        }
        return (declarations.count, lines.count)
    }

    /// An action that starts effects declares nothing more: its handler
    /// returns a value, and each case of `reduceWithEffects` returns it (one
    /// `return .none` line after a handler without effects).
    @Test func effectsAddNoDeclarations() throws {
        let plain = Self.measure(try Self.generated(size: 100))
        let effectful = try Self.generated(size: 100, effects: true)
        #expect(effectful.contains("mutating func action1(value0: String) -> Effect<ShapeAction>"))
        let measured = Self.measure(effectful)
        #expect(measured.declarations == plain.declarations)
        #expect(measured.lines <= plain.lines + 2)
    }

    @Test func eachFieldActionAndSubscriptionAddsASmallConstant() throws {
        let small = Self.measure(try Self.generated(size: 100))
        let large = Self.measure(try Self.generated(size: 200))
        // Per added field + action + subscription (one of each, with this mix
        // of kinds): 12.2 declarations and 44 lines when this was written;
        // 13.34 and 45.68 since each field has a named identifier
        // (`<Store>State.Field.<name>`, one `static let`) and background
        // subscriptions an owner variant; 13.34 and 44.68 since props select
        // their fields by assignment (lines holding only an attribute, such
        // as `@discardableResult`, are not counted); 13.46 and 44.84 since
        // subscription members are declared on a protocol per 32 of them
        // (three declarations and four lines per group); a few hundredths
        // more since the state's `encode(to:)` is split into pieces of 32
        // like its initializers (a local function and its call per piece);
        // 15.1 and 48.94 since each main-actor state subscription (7 in 10
        // here) has an Observation model: its class, its `@available` line,
        // one property per selected member (two on average) and the
        // closing brace; 17.1 and 54.94 since a state of more than 64
        // members (both sizes here) records its writes: per field a case in
        // `changedFields(among:)` (4 lines) and in `copyFields` (2 lines),
        // and its `didSet` on the property's line; 18.09 and 52.93 since
        // each action names its case without its payload (`CaseNamedAction`:
        // a case of the nested `Case`, and a `case`/`return` pair in the
        // `case` switch). Raise the bounds only
        // on purpose: each addition is paid by every store, times its size.
        let declarations = Double(large.declarations - small.declarations) / 100
        let lines = Double(large.lines - small.lines) / 100
        #expect(declarations <= 18.15, "declarations per item: \(declarations)")
        #expect(lines <= 55.0, "lines per item: \(lines)")
    }

    /// The shape store with `count` derived values, value `i` reading an
    /// `Int` field and, past the first, the value before it.
    static func generated(size: Int, derived count: Int) throws -> String {
        var lines = [schema(size: size), "derived:"]
        for value in 0..<count {
            let inputs = ["field\((value * 6) % size)"] + (value > 0 ? ["derived\(value - 1)"] : [])
            lines.append("  derived\(value): {type: Int, from: [\(inputs.joined(separator: ", "))]}")
        }
        let result = SchemaLoader.load(text: lines.joined(separator: "\n") + "\n", file: "Shape.store.yaml")
        let definition = try #require(result.definition, "\(result.diagnostics)")
        return CodeGenerator().generateStore(definition).allText
    }

    @Test func eachDerivedValueAddsASmallConstant() throws {
        let small = Self.measure(try Self.generated(size: 100, derived: 50))
        let large = Self.measure(try Self.generated(size: 100, derived: 100))
        // Per derived value: its property, its requirement, its field
        // identifier and the `let value` of its update (4 declarations); an
        // assignment in the initializer, its requirement and property and
        // identifier, the seven lines of its `if` in `updateDerivedValues`
        // and the three of its comparison in `==` (14 lines) when this was
        // written; 5 and 20 since a state of more than 64 members (this one)
        // records its writes: a case in `changedFields(among:)` (4 lines)
        // and in `copyFields` (2 lines).
        let declarations = Double(large.declarations - small.declarations) / 50
        let lines = Double(large.lines - small.lines) / 50
        #expect(declarations <= 5, "declarations per derived value: \(declarations)")
        #expect(lines <= 20, "lines per derived value: \(lines)")
    }

    @Test func subscriptionsAreOneLineMembersOverTheRuntimeEntry() throws {
        let code = try Self.generated(size: 40)
        // The store extension: per state subscription (main-actor or
        // background) `subscribe`, owner `subscribe` and the stream; per
        // action subscription `subscribe`. No private forwarders.
        let mainActor = (0..<40).filter { $0 % 10 != 9 && $0 % 10 != 5 }.count
        let background = (0..<40).filter { $0 % 10 == 5 }.count
        let actions = (0..<40).filter { $0 % 10 == 9 }.count
        let members = code.components(separatedBy: "\n").filter {
            $0.hasPrefix("    public func subscribe") || $0.hasPrefix("    public var view")
        }
        #expect(members.count == 3 * mainActor + 3 * background + actions)
        #expect(!code.contains("private func"))
        #expect(code.components(separatedBy: "self.deliverProps(").count - 1 == 2 * mainActor + 2 * background)
        #expect(code.components(separatedBy: "self.deliverEvents(").count - 1 == actions)
        #expect(code.components(separatedBy: "self.values(of:").count - 1 == mainActor + background)
        // Props: the selected fields, two initializers and `fields`; nothing per subscription in closures.
        #expect(!code.contains("{ ShapeView"))
    }

    /// A state subscription on the main actor declares its model in one
    /// line, a type alias of the runtime's `StoreModel` over its props, and
    /// its props list the member holding each selected field
    /// (`fieldKeyPaths`, in the fields' order); nothing is declared per
    /// member (the initializer, the members, `send` and the Observation calls
    /// are `StoreModel`'s). A background or action subscription has neither.
    @Test func eachMainActorSubscriptionHasAModelThatIsOneTypeAlias() throws {
        let code = try Self.generated(size: 40)
        let lines = code.components(separatedBy: "\n")
        for subscription in 0..<40 {
            let isMainActorState = subscription % 10 != 9 && subscription % 10 != 5
            let alias = """
                public typealias ShapeView\(subscription)Model = StoreModel<ShapeView\(subscription)Props, \
                ShapeAction>
                """
            guard let start = lines.firstIndex(of: alias) else {
                #expect(!isMainActorState, "view\(subscription) has no model")
                continue
            }
            #expect(isMainActorState, "view\(subscription) has a model")
            #expect(lines[start - 1] == "@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)")
            let props = lines.firstIndex(
                of: "public struct ShapeView\(subscription)Props: Equatable, Sendable, StateProps {")!
            let body = lines[(props + 1)...].prefix { $0 != "}" }
            let fields = (0...(subscription % 3)).map { ($0 + subscription) % 40 }.sorted()
            let listed = body.firstIndex(of: "    public static var fieldKeyPaths: [PartialKeyPath<Self>] {")
            #expect(
                listed.map { body[$0 + 1] } == "        [" + fields.map { "\\.field\($0)" }.joined(separator: ", ")
                    + "]")
        }
        for subscription in 0..<40 where subscription % 10 == 5 {
            let props = lines.firstIndex(
                of: "public struct ShapeView\(subscription)Props: Equatable, Sendable, StateProps {")!
            #expect(
                !lines[(props + 1)...].prefix { $0 != "}" }.contains { $0.contains("fieldKeyPaths") },
                "a background subscription has no model, so its props list no key paths")
        }
    }

    @Test func subscriptionMembersAreDeclaredInSmallGroupsNotOnStore() throws {
        let code = try Self.generated(size: 200)
        // Members on `Store` itself are compared by Swift with every other
        // member of that name, which grows with the square of their number.
        let lines = code.components(separatedBy: "\n")
        var membersInGroup: Int?
        var largestGroup = 0
        for line in lines {
            if line.hasPrefix("extension _ShapeSubscriptions") && line.hasSuffix("{") { membersInGroup = 0 }
            if line.hasPrefix("extension Store"), line.hasSuffix("{") { membersInGroup = nil }
            if line.hasPrefix("    public func subscribe(view") {
                let count = try #require(membersInGroup, "a subscribe member outside a group protocol: \(line)")
                membersInGroup = count + 1
                largestGroup = max(largestGroup, count + 1)
            }
        }
        #expect(largestGroup == NamingPolicy.subscriptionGroupSize)
        #expect(
            code.components(separatedBy: "public protocol _ShapeSubscriptions").count - 1
                == NamingPolicy(storeName: "Shape").subscriptionGroups((0..<200).map { "view\($0)" }).count)
    }

    @Test func aLargeActionEnumIsEncodedInFunctionsOfAPiece() throws {
        // Past 256 actions: one local function per 32 cases, so no function
        // holds a switch per 32 of all the actions (see CaseMatching).
        let code = try Self.generated(size: 300)
        let pieces = code.components(separatedBy: "\n").filter { $0.hasPrefix("        func encodeCases") }
        #expect(pieces.count == (300 + 31) / 32)
        #expect(!code.contains("        switch self {\n        case .action0:\n            EnumCaseEncoder"))
    }

    /// `CaseNamedAction`'s `case`: a line per case in one switch whose last
    /// case is the `default` (no exhaustiveness check, a quarter of its type
    /// checking); past 256 cases, switches of 32 with the last case after them.
    @Test func anActionEnumNamesItsCasesInASwitchOrInSwitchesOfAPiece() throws {
        func body(_ code: String) throws -> String {
            let start = try #require(code.range(of: "    public var `case`: Case {\n"))
            let end = try #require(code.range(of: "\n    }\n", range: start.upperBound..<code.endIndex))
            return String(code[start.upperBound..<end.lowerBound])
        }
        let small = try body(try Self.generated(size: 40))
        #expect(small.components(separatedBy: "switch self {").count - 1 == 1)
        #expect(small.hasPrefix("        switch self {\n        case .action0:\n            return .action0\n"))
        #expect(small.hasSuffix("        default:\n            return .action39\n        }"))
        #expect(small.components(separatedBy: "\n").count == 2 + 2 * 40)
        let large = try body(try Self.generated(size: 300))
        #expect(large.components(separatedBy: "switch self {").count - 1 == (299 + 31) / 32)
        #expect(large.hasSuffix("        }\n        return .action299"))
    }

    @Test func comparisonsAndCodingCallOneOverloadEach() throws {
        // `!=`, `encode(_:forKey:)` and `decode(_:forKey:)` have an overload
        // per standard type, which the type checker weighs at every call: the
        // state's comparisons go through `FieldSet.insert(_:ifChangedFrom:to:)`,
        // one line each (an `if` around a comparison and an insertion cost
        // it two expressions and a statement), and its `Codable` through
        // `encodeField`/`decodeField` (Benchmarks/Results/GeneratorBenchmark.md, "Fewer
        // overloads", "Fewer statements").
        let code = try Self.generated(size: 40)
        #expect(code.contains("\n        changed.insert(1, ifChangedFrom: old.field0, to: new.field0)\n"))
        #expect(!code.contains("if _slowPath("))
        #expect(code.contains("try container.encodeField(self.field0, forKey: \"field0\")"))
        #expect(code.contains("self.init(required: try container.decodeField(String.self, forKey: \"required\"))"))
        for overloaded in [
            " != ", "container.encode(", "container.decode(", "container.encodeIfPresent(",
            "container.decodeIfPresent(",
        ] {
            #expect(!code.contains(overloaded), "\(overloaded)")
        }
    }

    /// A persisted state is a `PersistentState`, whose `persistence`
    /// functions the runtime declares, so its file imports Foundation only
    /// where the schema spells a Foundation type, or lists `migrations:`
    /// (whose `persistence` functions are generated, taking `URL` and `Data`):
    /// every compiler job of the target would load and index it otherwise
    /// (Benchmarks/Results/GeneratorBenchmark.md, "What the imports cost").
    @Test func persistingImportsFoundationOnlyWhereTheSchemaSpellsIt() throws {
        func code(_ yaml: String) throws -> String {
            let result = SchemaLoader.load(text: yaml, file: "Shape.store.yaml")
            let definition = try #require(result.definition, "\(result.diagnostics)")
            return CodeGenerator().generateStore(definition, layout: .oneFile).map(\.text).joined()
        }
        let persisted = "store: Shape\npersist: true\nstate:\n  count: {type: Int, default: 0}\n"
        let plain = try code(persisted)
        #expect(!plain.contains("Foundation"))
        #expect(plain.contains("extension ShapeState: PersistentState {"))
        #expect(plain.contains("static var stateFileName: String {\n        \"Shape.json\"\n    }"))
        #expect(!plain.contains("func persistence("))
        #expect(try code(persisted + "  updated: Date?\n").contains("import FoundationEssentials"))
        let migrating = try code(
            persisted.replacingOccurrences(of: "persist: true", with: "persist: true\nversion: 2\nmigrations: [1]"))
        #expect(migrating.contains("import FoundationEssentials"))
        #expect(!migrating.contains("PersistentState"))
        #expect(
            migrating.contains(
                """
                static func persistence(\n        at url: URL,\n        migrate: @escaping @Sendable (Data, \
                Int) throws -> ShapeState,
                """))
    }

    /// A database schema with `migrations:` conforms to
    /// `MigratingTablePersistentState`, not `TablePersistentState`, and lists
    /// them: StoreSQLite's persistence of it then requires `migrate`.
    @Test func aDatabaseWithMigrationsIsAMigratingTableState() throws {
        func code(_ yaml: String) throws -> String {
            let result = SchemaLoader.load(text: yaml, file: "Shape.store.yaml")
            let definition = try #require(result.definition, "\(result.diagnostics)")
            return CodeGenerator().generateStore(definition, layout: .oneFile).map(\.text).joined()
        }
        let database = "store: Shape\npersist: {to: sqlite}\nstate:\n  count: {type: Int, default: 0}\n"
        let plain = try code(database)
        #expect(plain.contains("extension ShapeState: TablePersistentState {"))
        #expect(!plain.contains("stateMigrations"))
        let migrating = try code(database + "version: 3\nmigrations: [1, 2]\n")
        #expect(!migrating.contains(": TablePersistentState {"))
        #expect(
            migrating.contains(
                """
                extension ShapeState: MigratingTablePersistentState {
                    /// The schema's state `version`: what the database is written at.
                    static var stateVersion: Int {
                        3
                    }

                    /// The older versions the schema's `migrations:` lists: a database saved at one is migrated.
                    static var stateMigrations: [Int] {
                        [1, 2]
                    }
                """))
    }

    @Test func noBodyAssignsOrMatchesMoreThanAPiece() throws {
        let code = try Self.generated(size: 200)
        var longestAssignments = 0
        var longestCases = 0
        var assignments = 0
        var cases = 0
        for line in code.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            let isAssignment =
                (line.hasPrefix("self.") || line.hasPrefix("state.")) && line.contains(" = ")
                || line.hasPrefix("try container.update") || line.hasPrefix("try container.encodeField(self.")
            assignments = isAssignment ? assignments + 1 : 0
            longestAssignments = max(longestAssignments, assignments)
            if line.hasPrefix("switch coding.caseName") { cases = 0 }
            if line.hasPrefix("case \"") {
                cases += 1
                longestCases = max(longestCases, cases)
            }
        }
        #expect(longestAssignments <= 32)
        #expect(longestCases <= 32)
        // No coding-key enums: not for the state, the actions or schema types.
        #expect(!code.contains("enum CodingKeys"))
        #expect(!code.contains("CodingKeys: String, CodingKey"))
    }
}
