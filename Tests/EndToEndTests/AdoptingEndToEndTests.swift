import Foundation
import StoreGenTestSupport
import Testing

/// Follows Docs/Adopting.md literally on a fresh package, with one
/// substitution: the dependency points at this checkout by path. The
/// manifest and `main.swift` are taken from the document itself, so the
/// document cannot drift from what works.
@Suite(.serialized)
struct AdoptingEndToEndTests {
    @Test(.timeLimit(.minutes(20)))
    func adoptingStepsWorkAsWritten() async throws {
        let doc = try String(
            contentsOf: FixturePackage.storeGenRoot.appendingPathComponent("Docs/Adopting.md"), encoding: .utf8)
        let blocks = Self.swiftBlocks(in: doc)
        let manifestBlock = try #require(blocks.first { $0.contains("let package = Package(") })
        let mainBlock = try #require(blocks.first { $0.contains("TimeTrackerStore()") })

        // 1. The manifest, with the dependency on this checkout.
        let dependency = try #require(manifestBlock.split(separator: "\n").first { $0.contains(".package(url:") })
        #expect(
            dependency.contains(".upToNextMinor(from: \""),
            """
            the documented dependency must pin a release and take only its patches (0.x: a minor \
            version may break): \(dependency)
            """)
        let manifest = manifestBlock.replacingOccurrences(
            of: String(dependency),
            with: "        .package(name: \"StoreGen\", path: \"\(FixturePackage.storeGenRoot.path)\"),")
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent(
            "storegen-adopt-\(UUID().uuidString)")
        let root = temporary.appendingPathComponent("MyApp")
        defer { try? FileManager.default.removeItem(at: temporary) }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Sources/MyApp"), withIntermediateDirectories: true)
        try manifest.write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)

        func swift(_ arguments: [String]) async throws -> ProcessOutput {
            try await ChildProcess.run(ChildProcess.env, ["swift"] + arguments, in: root, timeout: .seconds(900))
        }

        // 2. `swift run storegen init TimeTracker --directory Sources/MyApp`, whose
        //    `$schema` line points at the dependency's JSON Schema.
        let initialized = try await swift(["run", "storegen", "init", "TimeTracker", "--directory", "Sources/MyApp"])
        try #require(initialized.status == 0, "storegen init failed:\n\(initialized.combined)")
        let schemaFile = root.appendingPathComponent("Sources/MyApp/TimeTracker.store.yaml")
        let firstLine =
            try String(contentsOf: schemaFile, encoding: .utf8).split(separator: "\n").first.map(String.init) ?? ""
        let prefix = "# yaml-language-server: $schema="
        #expect(firstLine.hasPrefix(prefix))
        let reference = String(firstLine.dropFirst(prefix.count))
        let resolved = schemaFile.deletingLastPathComponent().appendingPathComponent(reference).standardizedFileURL
        #expect(FileManager.default.fileExists(atPath: resolved.path), "$schema=\(reference) does not exist")

        // 2. A new target needs a Swift file for SwiftPM to see it: main.swift from step 4.
        try mainBlock.write(
            to: root.appendingPathComponent("Sources/MyApp/main.swift"), atomically: true, encoding: .utf8)

        // 4. Scaffold the reducers and fill in the handlers.
        let stubs = try await swift([
            "package", "--allow-writing-to-package-directory", "generate-reducer-stubs", "--target", "MyApp",
        ])
        try #require(stubs.status == 0, "generate-reducer-stubs failed:\n\(stubs.combined)")
        let reducerFile = root.appendingPathComponent("Sources/MyApp/TimeTrackerReducer.swift")
        var reducer = try String(contentsOf: reducerFile, encoding: .utf8)
        for (handler, body) in [
            ("mutating func increment() {", "count += 1"),
            ("mutating func add(amount: Int) {", "count += amount"),
            ("mutating func reset() {", "count = 0"),
        ] {
            #expect(reducer.contains(handler + "\n"), "the scaffold has no \(handler)\n\(reducer)")
            reducer = reducer.replacingOccurrences(of: handler + "\n", with: handler + "\n        " + body + "\n")
        }
        try reducer.write(to: reducerFile, atomically: true, encoding: .utf8)

        // 3. `swift build`, then the app prints what the document says.
        let built = try await swift(["build"])
        try #require(built.status == 0, "swift build failed:\n\(built.combined)")
        let run = try await swift(["run", "MyApp"])
        #expect(run.status == 0, "\(run.combined)")
        #expect(
            run.stdout.split(separator: "\n").suffix(4) == ["count: 0", "count: 1", "count: 42", "final: 42"],
            "\(run.stdout)")

        // 5. Validate in CI.
        let validated = try await swift(["package", "validate-store-schemas", "--target", "MyApp"])
        #expect(validated.status == 0, "\(validated.combined)")
        #expect(validated.combined.contains("checked 1 schema: 0 errors, 0 warnings"), "\(validated.combined)")
    }

    /// The bodies of the ```swift blocks of a Markdown document.
    static func swiftBlocks(in markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```swift" {
                current = []
            } else if current != nil, line == "```" {
                blocks.append(current!.joined(separator: "\n") + "\n")
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }
}
