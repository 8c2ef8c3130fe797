import CasePaths
import Clocks
import CombineSchedulers
import CustomDump
import Dependencies
import Foundation
import IdentifiedCollections
import StoreGenTestSupport
import StoreRuntime
import StoreTesting
import Testing

/// Apps import StoreGen's modules beside the packages below. Every name here
/// is written unqualified, as such an app writes it, so a public name of
/// StoreRuntime or StoreTesting that takes one of theirs fails this target's
/// build; and the last test compares the public names themselves.
@Suite struct CoexistenceTests {
    struct Item: Identifiable, Equatable {
        let id: UUID
    }

    @Test func theirNamesStayUnqualified() async throws {
        let uuid: UUIDGenerator = .incrementing
        let date = DateGenerator.constant(Date(timeIntervalSinceReferenceDate: 0))
        let ids = withDependencies {
            $0.uuid = uuid
            $0.date = date
        } operation: {
            @Dependency(\.uuid) var makeID
            return [makeID(), makeID()]
        }
        #expect(ids[1] == UUID(uuidString: "00000000-0000-0000-0000-000000000001"))
        let items: IdentifiedArrayOf<Item> = IdentifiedArray(uniqueElements: ids.map(Item.init))
        #expect(items.count == 2)
        let clock = TestClock()
        let start = clock.now
        let immediate = ImmediateClock()
        try await immediate.sleep(for: .seconds(1))
        await clock.advance(by: .seconds(1))
        #expect(start.duration(to: clock.now) == .seconds(1))
        var dumped = ""
        customDump(items.ids.count, to: &dumped)
        #expect(dumped == "2")
    }

    @Test func ourNamesStayUnqualified() {
        let source: UUIDSource = .incrementing()
        let dates = DateSource.constant(Date(timeIntervalSinceReferenceDate: 0))
        var dependencies = StoreDependencies(uuid: source, date: dates)
        dependencies.uuid = .incrementing()
        let clock = ManualClock()
        clock.advance(by: .seconds(1))
        #expect(clock.now.offset == .seconds(1))
        #expect(dependencies.uuid() == UUID(uuidString: "00000000-0000-0000-0000-000000000000"))
    }

    /// The packages compared, as SwiftPM checks them out (folder names).
    static let packages = [
        "swift-dependencies", "swift-clocks", "swift-case-paths", "swift-identified-collections",
        "combine-schedulers", "swift-custom-dump", "xctest-dynamic-overlay", "swift-concurrency-extras",
    ]

    @Test func noPublicTypeOrFunctionNameIsShared() throws {
        let ours = try Self.publicNames(in: ["Sources/StoreRuntime", "Sources/StoreTesting"].map(RepositoryFile.url))
        #expect(ours.contains("TestStore") && ours.contains("UUIDSource"), "the public names were not read")
        let checkouts = try Self.checkouts()
        for package in Self.packages {
            let folder = checkouts.appendingPathComponent(package).appendingPathComponent("Sources")
            let theirs = try Self.publicNames(in: [folder])
            #expect(!theirs.isEmpty, "no public names read in \(folder.path)")
            let shared = ours.intersection(theirs).sorted()
            #expect(shared.isEmpty, "StoreRuntime or StoreTesting shares public names with \(package): \(shared)")
        }
    }

    /// The folder SwiftPM checked the packages out to for this build.
    static func checkouts() throws -> URL {
        let root = RepositoryFile.root
        let folders = try FileManager.default.contentsOfDirectory(atPath: root.path)
            .filter { $0 == ".build" || $0.hasPrefix(".build-") || $0.hasPrefix(".build_") }
            .map { root.appendingPathComponent($0).appendingPathComponent("checkouts") }
            .filter { FileManager.default.fileExists(atPath: $0.appendingPathComponent("swift-dependencies").path) }
        return try #require(folders.first, "no SwiftPM checkouts of swift-dependencies under \(root.path)")
    }

    /// The names of the top-level public types, protocols, type aliases
    /// and functions declared in the Swift files under `folders` (at brace
    /// depth 0, so that declarations inside `#if` blocks count too).
    static func publicNames(in folders: [URL]) throws -> Set<String> {
        // A multi-line literal: extended syntax, its line breaks and indentation are not part of it.
        let declaration =
            #/
            ^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*
            public\s+(?:final\s+)?(?:struct|class|enum|protocol|typealias|actor|func)\s+(\w+)
            /#
        var names: Set<String> = []
        for folder in folders {
            guard let files = FileManager.default.enumerator(atPath: folder.path) else { continue }
            for case let file as String in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                var depth = 0
                for line in text.split(separator: "\n") {
                    if line.trimmingCharacters(in: .whitespaces).hasPrefix("//") { continue }
                    if depth == 0, let match = line.firstMatch(of: declaration) { names.insert(String(match.1)) }
                    depth += line.count { $0 == "{" } - line.count { $0 == "}" }
                    depth = max(depth, 0)
                }
            }
        }
        return names
    }
}
