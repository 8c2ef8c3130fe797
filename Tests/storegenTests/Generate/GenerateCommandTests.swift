import Foundation
import StoreCodegen
import StoreSchema
import Testing

@Suite struct GenerateCommandTests {
    /// By default a schema is laid out as the build plugin lays it out, by its
    /// file's size: one file for a schema of at most 32 KB.
    @Test func writesASmallSchemaAsOneFileNamedAfterItWithTheGeneratorsOutput() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let counter = try directory.write(Schemas.counter, to: "Sources/Counter.store.yaml")
        let timer = try directory.write(Schemas.timer, to: "Sources/Timer.store.yml")

        let result = try await StoreGenCLI.run(["generate", counter, timer, "--output", directory.path("Generated")])

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path("Generated")).sorted()
                == ["Counter.generated.swift", "Timer.generated.swift"])
        let expected = try #require(SchemaLoader.load(fileAt: counter).definition)
        #expect(
            try directory.read("Generated/Counter.generated.swift")
                == CodeGenerator().generateStore(expected, layout: .oneFile)[0].text)
    }

    /// Past 32 KB the default is the parts, but only those that declare
    /// something: Counter's two subscriptions fall in parts 1 and 2, so parts 3
    /// and 4 (which the build plugin, having declared them, gets as comments)
    /// are not written, and one left by an earlier run is removed.
    @Test func writesALargerSchemasPartsExceptThoseThatWouldDeclareNothing() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let padding = String(
            repeating: "# A comment that makes the schema larger than the one-file limit.\n", count: 520)
        let counter = try directory.write(padding + Schemas.counter, to: "Counter.store.yaml")
        #expect(
            try FileManager.default.attributesOfItem(atPath: counter)[.size] as? Int ?? 0
                > NamingPolicy.FileLayout.oneFileLimit)
        #expect(
            try await StoreGenCLI.run(["generate", counter, "-o", directory.path("out"), "--files", "parts"]).status
                == 0)
        #expect(directory.exists("out/Counter.Subscriptions4.generated.swift"))

        let result = try await StoreGenCLI.run(["generate", counter, "-o", directory.path("out")])

        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path("out")).sorted()
                == ["Actions", "State", "Subscriptions1", "Subscriptions2"].map { "Counter.\($0).generated.swift" })
        let definition = try #require(SchemaLoader.load(fileAt: counter).definition)
        let generated = CodeGenerator().generateStore(definition, layout: .parts)
        #expect(
            generated.filter(\.declaresNothing).map(\.name)
                == ["Counter.Subscriptions3.generated.swift", "Counter.Subscriptions4.generated.swift"])
        for file in generated where !file.declaresNothing {
            #expect(try directory.read("out/\(file.name)") == file.text)
        }
    }

    /// `--files one` (what the build plugin asks for a schema of at most
    /// 32 KB) writes the same code as one file, and removes the schema's
    /// parts left by a build before; `--files large` and `--files parts` do
    /// the same for theirs.
    @Test func writesOneFileWhenAskedAndRemovesTheOtherLayoutsFiles() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let counter = try directory.write(Schemas.counter, to: "Counter.store.yaml")
        let timer = try directory.write(Schemas.timer, to: "Timer.store.yaml")
        #expect(
            try await StoreGenCLI.run(["generate", counter, timer, "-o", directory.path("out"), "--files", "parts"])
                .status == 0)

        let one = try await StoreGenCLI.run(["generate", counter, "-o", directory.path("out"), "--files", "one"])
        #expect(one.status == 0, "\(one.stderr)")
        let parts = ["Actions", "State", "Subscriptions1", "Subscriptions2", "Subscriptions3", "Subscriptions4"]
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path("out")).sorted()
                == ["Counter.generated.swift"] + parts.map { "Timer.\($0).generated.swift" })
        let definition = try #require(SchemaLoader.load(fileAt: counter).definition)
        #expect(
            try directory.read("out/Counter.generated.swift")
                == CodeGenerator().generateStore(definition, layout: .oneFile)[0].text)

        // `--files large` (a schema of more than 256 KB): the parts, with the
        // types and the state's coding in files of their own.
        let large = try await StoreGenCLI.run(["generate", counter, "-o", directory.path("out"), "--files", "large"])
        #expect(large.status == 0, "\(large.stderr)")
        let largeParts = [
            "Actions", "State", "StateCoding", "Subscriptions1", "Subscriptions2", "Subscriptions3", "Subscriptions4",
            "Types",
        ]
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path("out")).sorted()
                == largeParts.map { "Counter.\($0).generated.swift" } + parts.map { "Timer.\($0).generated.swift" })
        for file in CodeGenerator().generateStore(definition, layout: .largeParts) {
            #expect(try directory.read("out/\(file.name)") == file.text)
        }

        #expect(
            try await StoreGenCLI.run(["generate", counter, "-o", directory.path("out"), "--files", "parts"]).status
                == 0)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path("out")).sorted()
                == parts.map { "Counter.\($0).generated.swift" } + parts.map { "Timer.\($0).generated.swift" })
    }

    @Test func leavesUnchangedFilesAloneAndRewritesOnlyTheChangedOnes() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let schema = try directory.write(Schemas.counter, to: "Counter.store.yaml")
        #expect(
            try await StoreGenCLI.run(["generate", schema, "-o", directory.path("out"), "--files", "parts"]).status == 0
        )
        let outputs = NamingPolicy.generatedFileNames(ofSchemaAt: schema).map { directory.path("out/\($0)") }
        let state = directory.path("out/Counter.State.generated.swift")
        #expect(outputs.contains(state))

        // An old timestamp that a rewrite would replace with "now".
        let old = Date(timeIntervalSince1970: 1_000_000_000)
        for output in outputs {
            try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: output)
        }
        #expect(
            try await StoreGenCLI.run(["generate", schema, "-o", directory.path("out"), "--files", "parts"]).status == 0
        )
        #expect(try outputs.map(modificationDate) == outputs.map { _ in old })

        // A field's default is in the state's file only: the other files keep
        // their time, so the build does not recompile them.
        try directory.write(
            Schemas.counter.replacingOccurrences(of: "default: 0", with: "default: 7"), to: "Counter.store.yaml")
        #expect(
            try await StoreGenCLI.run(["generate", schema, "-o", directory.path("out"), "--files", "parts"]).status == 0
        )
        #expect(try modificationDate(state) != old)
        #expect(try outputs.filter { $0 != state }.allSatisfy { try modificationDate($0) == old })
        let changed = try #require(SchemaLoader.load(fileAt: schema).definition)
        for file in CodeGenerator().generateStore(changed) {
            #expect(try directory.read("out/\(file.name)") == file.text)
        }
    }

    @Test func anErrorInOneSchemaWritesNoFileForAny() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let good = try directory.write(Schemas.counter, to: "Counter.store.yaml")
        let bad = try directory.write(Schemas.misspeltType, to: "Broken.store.yaml")

        let result = try await StoreGenCLI.run(["generate", good, bad, "--output", directory.path("out")])

        #expect(result.status == 1)
        #expect(result.stderr.contains("\(bad):3:9: error: "), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(!directory.exists("out"))
    }

    @Test func anErrorKeepsTheFilesOfAnEarlierRunAsTheyWere() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let schema = try directory.write(Schemas.counter, to: "Counter.store.yaml")
        #expect(
            try await StoreGenCLI.run(["generate", schema, "-o", directory.path("out"), "--files", "parts"]).status == 0
        )
        let names = NamingPolicy.generatedFileNames(ofSchemaAt: schema)
        let before = try names.map { try directory.read("out/\($0)") }

        try directory.write(Schemas.counter + "bogus: 1\n", to: "Counter.store.yaml")
        let result = try await StoreGenCLI.run(["generate", schema, "-o", directory.path("out"), "--files", "parts"])

        #expect(result.status == 1)
        #expect(result.stderr.contains("\(schema):11:1: error: "), "\(result.stderr)")
        #expect(try names.map { try directory.read("out/\($0)") } == before)
    }

    @Test func warningsArePrintedButDoNotStopGeneration() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        // No actions: valid, but the validator warns that the state can never change.
        let schema = try directory.write(
            "store: Frozen\nstate:\n  value: {type: Int, default: 1}\n", to: "Frozen.store.yaml")

        let result = try await StoreGenCLI.run(["generate", schema, "-o", directory.path("out"), "--files", "parts"])

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("\(schema):1:8: warning: "), "\(result.stderr)")
        #expect(NamingPolicy.generatedFileNames(ofSchemaAt: schema).allSatisfy { directory.exists("out/\($0)") })
    }

    @Test func twoSchemasThatWouldWriteTheSameFileAreRefused() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let first = try directory.write(Schemas.counter, to: "a/Counter.store.yaml")
        let second = try directory.write(Schemas.counter, to: "b/Counter.store.yml")

        let result = try await StoreGenCLI.run([
            "generate", first, second, "-o", directory.path("out"), "--files", "parts",
        ])

        #expect(result.status == 1)
        #expect(
            result.stderr == """
                error: \(first) and \(second) would both generate Counter.State.generated.swift; rename one of \
                them\n
                """)
        #expect(!directory.exists("out"))
    }

    @Test func aMissingSchemaIsAnErrorNamingIt() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let missing = directory.path("Nope.store.yaml")

        let result = try await StoreGenCLI.run(["generate", missing, "-o", directory.path("out")])

        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix(missing))
        #expect(result.stderr.contains("error: "))
        #expect(!result.stderr.contains("Stack dump"))
        #expect(!directory.exists("out"))
    }

    private func modificationDate(_ path: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
    }
}
