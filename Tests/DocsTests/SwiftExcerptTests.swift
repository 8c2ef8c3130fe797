import Foundation
import StoreGenTestSupport
import Testing

/// The Swift in the docs compiles: each marked block is type-checked as the
/// main file of a program against the modules this `swift build` built, with
/// the declarations it assumes (a context file, or a schema's generated code
/// and reducer stubs).
@Suite struct SwiftExcerptTests {
    static let excerpts = DocExcerpt.marked(.swift)

    /// One `swiftc` at a time: ten at once would crowd a two-core machine
    /// that runs the rest of the suite alongside.
    @Test(.serialized, arguments: excerpts)
    func theExcerptTypeChecks(_ excerpt: DocExcerpt) async throws {
        guard case .swift(let contexts)? = excerpt.marker else { return }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let storegen = try DocExcerpt.storegen()

        var sources: [URL] = []
        let schemas = contexts.filter { $0.hasSuffix(".store.yaml") }.map(RepositoryFile.url)
        let contextFiles = contexts.filter { !$0.hasSuffix(".store.yaml") }.map(RepositoryFile.url)
        let main = folder.url.appendingPathComponent("main.swift")
        let imports = try Self.imports(of: contextFiles) + (schemas.isEmpty ? [] : ["import StoreRuntime"])
        try (imports + [excerpt.body.replacingOccurrences(of: "…", with: "()")]).joined(separator: "\n")
            .write(to: main, atomically: true, encoding: .utf8)
        sources.append(main)
        if !schemas.isEmpty {
            sources += try await Self.generate(from: schemas, into: folder.url, storegen: storegen)
        }
        sources += contextFiles

        let modules = storegen.deletingLastPathComponent().appendingPathComponent("Modules")
        let result = try await ChildProcess.run(
            ChildProcess.env,
            ["swiftc", "-typecheck", "-swift-version", "6", "-module-name", "Excerpt", "-I", modules.path]
                + Self.sqliteModuleMap(near: modules) + sources.map(\.path),
            timeout: .seconds(600))
        #expect(result.status == 0, "\(excerpt) no longer compiles:\n\(result.combined)")
    }

    /// A doc's excerpt leaves out the imports its page already mentioned: it
    /// gets those of its contexts (a schema's generated code: StoreRuntime).
    private static func imports(of contextFiles: [URL]) throws -> [String] {
        try contextFiles.flatMap { file in
            try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
                .filter { $0.hasPrefix("import ") || $0.hasPrefix("@testable import ") }
                .map(String.init)
        }
    }

    /// StoreSQLite's clients load GRDB's C module for SQLite, which SwiftPM
    /// finds through its module map in the package checkouts.
    private static func sqliteModuleMap(near modules: URL) -> [String] {
        var folder = modules
        for _ in 0..<4 {
            folder = folder.deletingLastPathComponent()
            let map = folder.appendingPathComponent("checkouts/GRDB.swift/Sources/GRDBSQLite/module.modulemap")
            if FileManager.default.fileExists(atPath: map.path) { return ["-Xcc", "-fmodule-map-file=" + map.path] }
        }
        return []
    }

    /// The schemas' generated code and their reducer stubs, written into `folder`.
    private static func generate(from schemas: [URL], into folder: URL, storegen: URL) async throws -> [URL] {
        let generated = try await ChildProcess.run(
            storegen, ["generate"] + schemas.map(\.path) + ["--output", folder.path])
        try #require(generated.status == 0, "storegen generate:\n\(generated.combined)")
        var files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".generated.swift") }
            .map { folder.appendingPathComponent($0) }
        for schema in schemas {
            let stubs = try await ChildProcess.run(storegen, ["stubs", schema.path])
            try #require(stubs.status == 0, "storegen stubs \(schema.path):\n\(stubs.combined)")
            let stubsFile = folder.appendingPathComponent(schema.lastPathComponent + ".stubs.swift")
            try stubs.stdout.write(to: stubsFile, atomically: true, encoding: .utf8)
            files.append(stubsFile)
        }
        return files
    }
}
