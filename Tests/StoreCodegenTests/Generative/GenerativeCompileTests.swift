import Foundation
import StoreCodegen
import StoreGenTestSupport
import StoreSchema
import Testing

/// Schema truth, drawn at random: every schema the grammar draws is either
/// rejected with located errors, or generates code (store and reducer
/// scaffold) that type-checks against StoreRuntime in Swift 6 mode with
/// warnings as errors. Accepted schemas are compiled in batches, one
/// compiler run per batch; a batch holds schemas that the target-wide
/// validator accepts together, so it is itself a target that must compile.
///
/// `STOREGEN_GENERATIVE_CASES` and `STOREGEN_GENERATIVE_SEED` change the
/// count and the first seed (scripts/generative-schemas.sh runs 10,000).
@Suite(.serialized) struct GenerativeCompileTests {
    static var caseCount: Int {
        ProcessInfo.processInfo.environment["STOREGEN_GENERATIVE_CASES"].flatMap(Int.init) ?? 300
    }
    static var firstSeed: UInt64 {
        ProcessInfo.processInfo.environment["STOREGEN_GENERATIVE_SEED"].flatMap(UInt64.init) ?? 1
    }
    static let batchSize = 80

    struct Accepted: Sendable {
        var seed: UInt64
        var yaml: String
        var definition: StoreDefinition
    }

    @Test func everyAcceptedSchemaCompilesAndEveryRejectedOneIsLocated() async throws {
        var accepted: [Accepted] = []
        var rejected = 0
        var reasons: [String: Int] = [:]
        // Drawing, validating and generating hundreds of schemas is seconds
        // of CPU: done on a thread of its own, it leaves the cooperative
        // pool's few threads to the tests running beside it.
        let drawn = await onDedicatedThread { Self.draw() }
        for (seed, yaml, file, result) in drawn {
            if let definition = result.definition {
                #expect(!result.hasErrors)
                accepted.append(Accepted(seed: seed, yaml: yaml, definition: definition))
            } else {
                rejected += 1
                let errors = result.diagnostics.filter { $0.severity == .error }
                for error in errors { reasons[Self.reason(error.message), default: 0] += 1 }
                #expect(!errors.isEmpty, "seed \(seed) was rejected without an error:\n\(yaml)")
                for diagnostic in result.diagnostics {
                    #expect(
                        diagnostic.location?.file == file && (diagnostic.location?.line ?? 0) >= 1,
                        "seed \(seed): diagnostic without a location in the file: \(diagnostic)\n\(yaml)")
                }
            }
        }

        let batches = await onDedicatedThread { [accepted] in Self.batches(of: accepted) }
        let compiler = try SwiftCompiler()
        var compiled = 0
        for batch in batches {
            do {
                let files = await onDedicatedThread { Self.files(of: batch) }
                try await compiler.typecheck(files)
                compiled += batch.count
            } catch let error as SwiftCompiler.CompilerError {
                let errors = error.output.split(separator: "\n").filter { $0.contains(": error:") }
                let failing = batch.filter { schema in errors.contains { $0.contains("/S\(schema.seed).") } }
                let shown = (failing.isEmpty ? batch : failing).prefix(3)
                Issue.record(
                    """
                    accepted schemas that do not compile (seeds \(failing.map(\.seed))):
                    \(shown.map { "--- S\($0.seed).store.yaml\n\($0.yaml)" }.joined(separator: "\n"))
                    --- compiler errors
                    \(errors.prefix(20).joined(separator: "\n"))
                    """)
            }
        }
        // Read by scripts/generative-schemas.sh.
        print(
            """
            generative schemas: \(Self.caseCount) drawn, \(rejected) rejected with located errors, \
            \(accepted.count) accepted, \(compiled) compiled in \(batches.count) compiler runs
            """)
        if ProcessInfo.processInfo.environment["STOREGEN_GENERATIVE_REASONS"] != nil {
            for (reason, count) in reasons.sorted(by: { $0.value > $1.value }) { print("  \(count)\t\(reason)") }
        }
        // The grammar must exercise both sides.
        #expect(accepted.count >= Self.caseCount / 5)
        #expect(rejected >= Self.caseCount / 10)
    }

    /// Each seed's schema, its file name and what the loader made of it.
    static func draw() -> [(seed: UInt64, yaml: String, file: String, result: SchemaLoadResult)] {
        (firstSeed..<(firstSeed + UInt64(caseCount))).map { seed in
            var grammar = SchemaGrammar(seed: seed)
            let yaml = grammar.schema()
            let file = "S\(seed).store.yaml"
            return (seed, yaml, file, SchemaLoader.load(text: yaml, file: file))
        }
    }

    /// A diagnostic with the quoted names left out, to count kinds of rejection.
    static func reason(_ message: String) -> String {
        message.split(separator: "'", omittingEmptySubsequences: false).enumerated()
            .map { $0.offset % 2 == 0 ? String($0.element) : "…" }.joined(separator: "'")
    }

    /// Groups accepted schemas into batches that are valid together as one
    /// target: no store, type or external name declared twice.
    static func batches(of accepted: [Accepted]) -> [[Accepted]] {
        var batches: [[Accepted]] = []
        var open: [(schemas: [Accepted], names: Set<String>)] = []
        for schema in accepted {
            let names = topLevelNames(of: schema.definition)
            if let index = open.firstIndex(where: {
                $0.schemas.count < batchSize && $0.names.isDisjoint(with: names) && fits(schema, in: $0.schemas)
            }) {
                open[index].schemas.append(schema)
                open[index].names.formUnion(names)
            } else {
                open.append(([schema], names))
            }
            if let full = open.firstIndex(where: { $0.schemas.count == batchSize }) {
                batches.append(open.remove(at: full).schemas)
            }
        }
        return batches + open.map(\.schemas)
    }

    /// What a schema declares in the module, externals included (the test declares those).
    static func topLevelNames(of definition: StoreDefinition) -> Set<String> {
        let naming = NamingPolicy(storeName: definition.name)
        var names = Set(naming.storeTypes.map(\.name))
        names.formUnion(definition.types.map(\.name))
        names.formUnion(definition.externalTypes.map(\.name))
        for subscription in definition.subscriptions {
            let isActions = if case .actions = subscription.kind { true } else { false }
            names.formUnion(
                naming.subscriptionTypes(forSubscription: subscription.name, receivesActions: isActions).map(\.name))
        }
        return names
    }

    /// The target-wide validator accepts the batch with the schema added.
    static func fits(_ schema: Accepted, in batch: [Accepted]) -> Bool {
        let schemas = (batch + [schema]).map { TargetSchema(target: "Batch", definition: $0.definition) }
        return TargetValidator.diagnostics(for: schemas).isEmpty
    }

    /// Each schema's store and scaffold, and a declaration of every external type.
    static func files(of batch: [Accepted]) -> [String: String] {
        let generator = CodeGenerator()
        var files: [String: String] = [:]
        var externals: [String: Bool] = [:]
        for schema in batch {
            files.merge(generator.generateStore(schema.definition).sources) { _, new in new }
            files["S\(schema.seed).reducer.swift"] = generator.generateReducerScaffold(schema.definition)
            for external in schema.definition.externalTypes {
                externals[external.name] = (externals[external.name] ?? false) || external.isHashable
            }
        }
        files["Externals.swift"] = externals.keys.sorted().map { name in
            let conformances = externals[name]! ? "Hashable, Sendable, Codable" : "Equatable, Sendable, Codable"
            return "public struct \(SwiftKeywords.escaped(name)): \(conformances) { public init() {} }\n"
        }.joined()
        return files
    }
}
