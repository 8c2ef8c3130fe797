import Foundation
import StoreGenTestSupport

/// A private copy of `Fixtures/App` in a temporary directory, with its path
/// dependency on StoreGen made absolute and its own build folder.
struct FixturePackage {
    /// This package's root: the fixture's dependency.
    static let storeGenRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // EndToEndTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    let temporaryDirectory: URL
    let root: URL
    let scratch: URL

    static func copy() throws -> FixturePackage {
        let temporary = FileManager.default.temporaryDirectory
            .appendingPathComponent("storegen-e2e-\(UUID().uuidString)")
        let root = temporary.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let source = storeGenRoot.appendingPathComponent("Tests/EndToEndTests/Fixtures/App")
        try FileManager.default.copyItem(at: source, to: root)
        for leftover in [".build", ".swiftpm", "Package.resolved"] {
            try? FileManager.default.removeItem(at: root.appendingPathComponent(leftover))
        }

        let manifestURL = root.appendingPathComponent("Package.swift")
        let manifest = try String(contentsOf: manifestURL, encoding: .utf8)
        let relative = "path: \"../../../..\""
        guard manifest.contains(relative) else {
            throw FixtureError("Fixtures/App/Package.swift no longer depends on StoreGen through \(relative)")
        }
        try manifest
            .replacingOccurrences(of: relative, with: "path: \"\(storeGenRoot.path)\"")
            .write(to: manifestURL, atomically: true, encoding: .utf8)

        return FixturePackage(
            temporaryDirectory: temporary, root: root, scratch: temporary.appendingPathComponent("build"))
    }

    func remove() {
        try? FileManager.default.removeItem(at: temporaryDirectory)
    }

    /// A build takes minutes: the timeout only catches a hung one.
    func build() async throws -> ProcessOutput {
        try await ChildProcess.run(
            ChildProcess.env, ["swift", "build", "--package-path", root.path, "--scratch-path", scratch.path],
            timeout: .seconds(900))
    }

    /// `swift package` on the fixture with the same build folder, so the
    /// command plugins reuse the generator the builds made.
    func package(_ arguments: [String]) async throws -> ProcessOutput {
        try await ChildProcess.run(
            ChildProcess.env,
            ["swift", "package", "--package-path", root.path, "--scratch-path", scratch.path] + arguments,
            timeout: .seconds(900))
    }

    var executable: URL { scratch.appendingPathComponent("debug/App") }

    /// `git` in the fixture's folder (which the copy makes no repository of
    /// until a test runs `init`); throws when it fails.
    func git(_ arguments: [String]) async throws {
        let result = try await ChildProcess.run(ChildProcess.env, ["git", "-C", root.path] + arguments)
        guard result.status == 0 else {
            throw FixtureError("git \(arguments.joined(separator: " ")) failed:\n\(result.combined)")
        }
    }

    /// Commits every file of the fixture as it is now.
    func commitAll(_ message: String) async throws {
        try await git(["add", "-A"])
        try await git(["commit", "-q", "-m", message])
    }

    /// The plugin's outputs for a schema (its `<base>.<Part>.generated.swift`
    /// files), wherever this SwiftPM version puts plugin outputs, sorted.
    func generatedFiles(_ base: String) throws -> [URL] {
        let outputs = scratch.appendingPathComponent("plugins/outputs")
        let enumerator = FileManager.default.enumerator(at: outputs, includingPropertiesForKeys: nil)
        var found: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            let name = url.lastPathComponent
            if name.hasPrefix("\(base).") && name.hasSuffix(".generated.swift") { found.append(url) }
        }
        guard !found.isEmpty else { throw FixtureError("no \(base).*.generated.swift under \(outputs.path)") }
        return found.sorted { $0.path < $1.path }
    }

    private func source(_ name: String) -> URL {
        root.appendingPathComponent("Sources/App").appendingPathComponent(name)
    }

    func delete(_ name: String) throws {
        try FileManager.default.removeItem(at: source(name))
    }

    func read(_ name: String) throws -> String {
        try String(contentsOf: source(name), encoding: .utf8)
    }

    func write(_ text: String, to name: String) throws {
        try text.write(to: source(name), atomically: false, encoding: .utf8)
    }

    /// Moves a file's modification time forward, as `touch` (or saving it
    /// unchanged in an editor) does, without waiting for the clock.
    func touch(_ name: String) throws {
        let url = source(name)
        let later = try Self.modificationDate(url).addingTimeInterval(10)
        try FileManager.default.setAttributes([.modificationDate: later], ofItemAtPath: url.path)
    }

    static func modificationDate(_ url: URL) throws -> Date {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        guard let date = attributes[.modificationDate] as? Date else {
            throw FixtureError("no modification date for \(url.path)")
        }
        return date
    }

    /// The schemas the build ran the generator for, from the plugin
    /// command's display name (`Generating Swift from X.store.yaml`) in the
    /// build log, sorted.
    static func generatorRuns(in log: String) -> [String] {
        log.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: "Generating Swift from ") else { return nil }
            let rest = line[range.upperBound...]
            guard let end = rest.range(of: ".store.yaml") else { return nil }
            return String(rest[..<end.lowerBound])
        }.sorted()
    }
}

struct FixtureError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
