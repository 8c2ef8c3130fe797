import Foundation
import StoreCodegen
import StoreSchema
import Testing

/// Names from the edges of Unicode (`UnicodeNameGrammar`), in every place a
/// schema has a name: each is accepted in all of them or rejected with an
/// error that names the code point, and every accepted name compiles in
/// every place. Names are checked one schema per name and place; the
/// accepted ones are then compiled many to a schema, in a few compiler runs
/// (as store names, a sample of `storeSample`: each is a schema of its own).
///
/// `STOREGEN_UNICODE_NAMES` changes the count (default 300;
/// scripts/generative-schemas.sh runs 1,000).
@Suite(.serialized) struct UnicodeNameCompileTests {
    static var nameCount: Int {
        ProcessInfo.processInfo.environment["STOREGEN_UNICODE_NAMES"].flatMap(Int.init) ?? 300
    }

    /// A place for names: the schema that puts `names` there, for store `store`.
    struct Place: Sendable {
        var name: String
        var schema: @Sendable (_ names: [String], _ store: String) -> String
    }

    static func quoted(_ name: String) -> String { UnicodeNameGrammar.yaml(name) }

    static let places: [Place] = [
        Place(name: "struct field, enum case, payload label, state field, parameter") { names, store in
            var yaml = "store: \(store)\ntypes:\n"
            for (index, name) in names.enumerated() {
                yaml += "  \(store)T\(index): {fields: {\(quoted(name)): Int}}\n"
                yaml += "  \(store)E\(index): {enum: {\(quoted(name)): {\(quoted(name)): Int}}}\n"
            }
            yaml += "state:\n"
            for (index, name) in names.enumerated() {
                yaml += "  \(quoted(name)): {type: Int, default: 0}\n"
                yaml += "  t\(index): \(store)T\(index)?\n  e\(index): \(store)E\(index)?\n"
            }
            yaml += "actions:\n"
            for (index, name) in names.enumerated() { yaml += "  go\(index): {\(quoted(name)): Int}\n" }
            return yaml
        },
        Place(name: "action, action subscription entry") { names, store in
            "store: \(store)\nactions:\n" + names.map { "  \(quoted($0)):\n" }.joined()
                + "subscriptions:\n  heard: {actions: [\(names.map(quoted).joined(separator: ", "))]}\n"
        },
        Place(name: "subscription, derived value, selected field") { names, store in
            var yaml = "store: \(store)\nstate:\n  count: {type: Int, default: 0}\nactions:\n  go:\nsubscriptions:\n"
            yaml += names.map { "  \(quoted($0)): {select: [count]}\n" }.joined()
            yaml += "derived:\n" + names.map { "  \(quoted($0)): {type: Int, from: [count]}\n" }.joined()
            return yaml
        },
        Place(name: "module") { names, store in
            "store: \(store)\nactions:\n  go:\nmodules:\n" + names.map { "  \(quoted($0)): {store: Leaf}\n" }.joined()
        },
        Place(name: "type, type expression") { names, store in
            var yaml = "store: \(store)\ntypes:\n" + names.map { "  \(quoted($0)): {fields: {v: Int}}\n" }.joined()
            yaml +=
                "state:\n"
                + names.enumerated().map { "  f\($0.offset): {type: \(quoted("[" + $0.element + "]?"))}\n" }.joined()
            return yaml + "actions:\n  go:\n"
        },
        Place(name: "store") { names, _ in
            "store: \(quoted(names[0]))\nstate:\n  count: {type: Int, default: 0}\nactions:\n  go:\n"
        },
    ]

    static let leaf = "store: Leaf\nactions:\n  go:\n"

    @Test func everyAcceptedNameCompilesWhereverItStands() async throws {
        var names: [String] = []
        var seen: Set<String> = []
        for seed in 1... {
            var grammar = UnicodeNameGrammar(seed: UInt64(seed))
            let name = grammar.name()
            if seen.insert(name).inserted { names.append(name) }
            if names.count == Self.nameCount { break }
        }

        // One schema per name and place.
        var acceptedNames: [String] = []
        var rejected = 0
        for (index, name) in names.enumerated() {
            var verdicts: [Bool] = []
            for (placeIndex, place) in Self.places.enumerated() {
                let file = "N\(index)P\(placeIndex).store.yaml"
                let result = SchemaLoader.load(text: place.schema([name], "N\(index)P\(placeIndex)"), file: file)
                verdicts.append(result.definition != nil)
                let errors = result.diagnostics.filter { $0.severity == .error }
                for error in errors {
                    #expect(error.location?.file == file && (error.location?.line ?? 0) >= 1, "\(error)")
                }
                // Beside follow-on errors (an enum left without cases, a type expression cut short).
                #expect(
                    errors.isEmpty
                        || errors.contains {
                            $0.message.contains("is not a Swift identifier: it") && $0.message.contains("U+")
                        },
                    "\(Self.codePoints(name)) in \(place.name): \(errors.map(\.message))")
            }
            #expect(Set(verdicts).count == 1, "\(Self.codePoints(name)) is accepted in some places only: \(verdicts)")
            if verdicts.allSatisfy({ $0 }) { acceptedNames.append(name) } else { rejected += 1 }
        }

        // The accepted names, many to a schema, one target per compiler run.
        let accepted = acceptedNames
        var schemas: [(file: String, definition: StoreDefinition, names: [String])] = []
        for (placeIndex, place) in Self.places.enumerated() {
            // A store's name goes into every type its code declares, one schema
            // each: a sample of them, spread over the accepted names, keeps the
            // compiler run short.
            let isStore = place.name == "store"
            let chunks =
                isStore ? Self.spread(accepted, count: Self.storeSample).map { [$0] } : Self.chunks(of: accepted)
            for (chunkIndex, chunk) in chunks.enumerated() {
                let store = "C\(placeIndex)_\(chunkIndex)"
                let file = "\(store).store.yaml"
                let result = SchemaLoader.load(text: place.schema(chunk, store), file: file)
                guard let definition = result.definition else {
                    Issue.record(
                        """
                        names accepted one by one are rejected together in \(place.name): \
                        \(result.diagnostics.prefix(3))
                        """)
                    continue
                }
                schemas.append((file, definition, chunk))
            }
        }
        let leaf = try #require(SchemaLoader.load(text: Self.leaf, file: "Leaf.store.yaml").definition)
        let compiler = try SwiftCompiler()
        let generator = CodeGenerator()
        var runs = 0
        var failedRuns = 0
        // A few hundred names' code per compiler run.
        for batch in stride(from: 0, to: schemas.count, by: 8).map({ Array(schemas[$0..<min($0 + 8, schemas.count)]) })
        {
            let definitions = [leaf] + batch.map(\.definition)
            let wide = TargetValidator.diagnostics(
                for: definitions.map { TargetSchema(target: "Names", definition: $0) })
            #expect(wide.isEmpty, "\(wide.prefix(3))")
            var files: [String: String] = [:]
            for definition in definitions {
                files.merge(generator.generateStore(definition).sources) { _, new in new }
                files["\(definition.name)Reducer.swift"] = generator.generateReducerScaffold(definition)
            }
            runs += 1
            do {
                try await compiler.typecheck(files)
            } catch let error as SwiftCompiler.CompilerError {
                failedRuns += 1
                let errors = error.output.split(separator: "\n").filter { $0.contains(": error:") }
                Issue.record("accepted names that do not compile:\n\(errors.prefix(20).joined(separator: "\n"))")
            }
        }
        // Read by scripts/generative-schemas.sh.
        print(
            """
            unicode names: \(names.count) drawn, \(rejected) rejected with the code point named, \
            \(accepted.count) accepted and compiled in \(Self.places.count - 1) places, \
            \(min(accepted.count, Self.storeSample)) of them also as store names, in \(runs) compiler runs, \
            \(failedRuns) failing
            """)
        #expect(names.count == Self.nameCount)
        #expect(acceptedNames.count >= names.count / 5)
        #expect(rejected >= names.count / 5)
    }

    /// How many accepted names are also compiled as store names.
    static let storeSample = 40

    /// `count` of `names`, evenly spread.
    static func spread(_ names: [String], count: Int) -> [String] {
        guard names.count > count else { return names }
        return (0..<count).map { names[$0 * names.count / count] }
    }

    /// Up to 150 names to a schema, names that would collide in one schema
    /// in different ones: the same after capitalizing (`<Store><Name>Props`,
    /// `ab` and `Ab`).
    static func chunks(of names: [String]) -> [[String]] {
        var chunks: [(names: [String], keys: Set<String>)] = []
        for name in names {
            let key = NamingPolicy.capitalized(name)
            if let index = chunks.firstIndex(where: { $0.names.count < 150 && !$0.keys.contains(key) }) {
                chunks[index].names.append(name)
                chunks[index].keys.insert(key)
            } else {
                chunks.append(([name], [key]))
            }
        }
        return chunks.map(\.names)
    }

    static func codePoints(_ name: String) -> String {
        name.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
    }
}
