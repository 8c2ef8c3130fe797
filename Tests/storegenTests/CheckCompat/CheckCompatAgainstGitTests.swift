import Foundation
import StoreGenTestSupport
import Testing

/// `--against REV` reads the older schema from git, in a repository the
/// test makes.
@Suite struct CheckCompatAgainstGitTests {
    @Test func comparesWithTheSchemaAtTheRevision() async throws {
        let repository = try GitRepository()
        defer { repository.folder.remove() }
        try repository.folder.write(CheckCompatCommandTests.version1, to: "Sources/App/Shop.store.yaml")
        try await repository.commit("version 1")
        try repository.folder.write(CheckCompatCommandTests.renamed, to: "Sources/App/Shop.store.yaml")

        let changed = try await StoreGenCLI.run(
            ["check-compat", "--against", "HEAD", "Sources/App/Shop.store.yaml"], in: repository.folder.url)
        #expect(changed.status == 1, "\(changed.combined)")
        #expect(
            changed.stdout.hasPrefix(
                """
                Sources/App/Shop.store.yaml:8:7: error: field 'price' of 'Item' \
                (HEAD:Sources/App/Shop.store.yaml:8:7) was removed or renamed to 'cost'
                """),
            "\(changed.stdout)")
        #expect(
            changed.stderr == """
                check-compat: Sources/App/Shop.store.yaml against HEAD:Sources/App/Shop.store.yaml: \
                incompatible, 1 error, 0 warnings\n
                """)

        // From inside the folder, with the change committed: against the commit before.
        try await repository.commit("rename price")
        let fromFolder = try await StoreGenCLI.run(
            ["check-compat", "--against", "HEAD~1", "Shop.store.yaml"],
            in: repository.folder.url.appendingPathComponent("Sources/App"))
        #expect(fromFolder.status == 1, "\(fromFolder.combined)")
        #expect(fromFolder.stdout.contains("(HEAD~1:Sources/App/Shop.store.yaml:8:7)"), "\(fromFolder.stdout)")
        let unchanged = try await StoreGenCLI.run(
            ["check-compat", "--against", "HEAD", "Sources/App/Shop.store.yaml"], in: repository.folder.url)
        #expect(unchanged.status == 0, "\(unchanged.combined)")
        #expect(unchanged.stdout == "")
    }

    /// The children's schemas at the revision are those beside the newer
    /// schema, read from git.
    @Test func aSavedChildIsComparedWithItsSchemaAtTheRevision() async throws {
        let repository = try GitRepository()
        defer { repository.folder.remove() }
        try repository.folder.write(CheckCompatCommandTests.savingShop, to: "Sources/App/Shop.store.yaml")
        try repository.folder.write(CheckCompatCommandTests.savedRow, to: "Sources/App/Row.store.yaml")
        try await repository.commit("version 1")
        try repository.folder.write(CheckCompatCommandTests.renamedRow, to: "Sources/App/Row.store.yaml")
        let result = try await StoreGenCLI.run(
            ["check-compat", "--against", "HEAD", "Sources/App/Shop.store.yaml"], in: repository.folder.url)
        #expect(result.status == 1, "\(result.combined)")
        #expect(
            result.stdout.hasPrefix(
                """
                Sources/App/Row.store.yaml:5:3: error: saved by store 'Shop' in module 'rows': persisted \
                state field 'title' (HEAD:Sources/App/Row.store.yaml:5:3) was removed or renamed to 'label'
                """),
            "\(result.stdout)")
    }

    /// The older schemas are read from the revision together, as one target:
    /// the shelf names the room's type and the sheet shares from the shelf.
    @Test func theRevisionsSchemasAreReadWithTheOthersOfTheirTarget() async throws {
        let repository = try GitRepository()
        defer { repository.folder.remove() }
        try repository.folder.write(CheckCompatCommandTests.room, to: "Sources/App/Room.store.yaml")
        try repository.folder.write(CheckCompatCommandTests.shelf, to: "Sources/App/Shelf.store.yaml")
        try repository.folder.write(CheckCompatCommandTests.bookDetail, to: "Sources/App/BookDetail.store.yaml")
        try await repository.commit("version 1")
        try repository.folder.write(
            CheckCompatCommandTests.room.replacingOccurrences(of: "title: String", with: "name: String"),
            to: "Sources/App/Room.store.yaml")
        let result = try await StoreGenCLI.run(
            ["check-compat", "--against", "HEAD", "Sources/App/Room.store.yaml"], in: repository.folder.url)
        #expect(result.status == 1, "\(result.combined)")
        #expect(
            result.stdout.hasPrefix(
                """
                Sources/App/Room.store.yaml:5:28: error: saved by store 'Room' in module 'shelf': field 'title' \
                of 'Book' (HEAD:Sources/App/Room.store.yaml:5:28) was removed or renamed to 'name'
                """),
            "\(result.stdout)")
    }

    @Test func aSchemaTheRevisionDoesNotHaveIsNew() async throws {
        let repository = try GitRepository()
        defer { repository.folder.remove() }
        try repository.folder.write("first\n", to: "README")
        try await repository.commit("start")
        try repository.folder.write(CheckCompatCommandTests.version1, to: "Shop.store.yaml")
        let result = try await StoreGenCLI.run(
            ["check-compat", "--against", "HEAD", "Shop.store.yaml"], in: repository.folder.url)
        #expect(result.status == 0, "\(result.combined)")
        #expect(
            result.stdout == """
                Shop.store.yaml:1:8: note: HEAD:Shop.store.yaml does not exist, so this schema is new: there is \
                no saved state to check\n
                """)
    }

    @Test func anUnknownRevisionIsAUsageProblem() async throws {
        let repository = try GitRepository()
        defer { repository.folder.remove() }
        try repository.folder.write(CheckCompatCommandTests.version1, to: "Shop.store.yaml")
        try await repository.commit("version 1")
        let result = try await StoreGenCLI.run(
            ["check-compat", "--against", "origin/nope", "Shop.store.yaml"], in: repository.folder.url)
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr == "storegen check-compat: error: unknown git revision 'origin/nope'\n")
    }

    @Test func anInvalidSchemaAtTheRevisionIsReportedWithItsRevision() async throws {
        let repository = try GitRepository()
        defer { repository.folder.remove() }
        try repository.folder.write("store: Shop\nstat: {}\nactions:\n  tick:\n", to: "Shop.store.yaml")
        try await repository.commit("broken")
        try repository.folder.write(CheckCompatCommandTests.version1, to: "Shop.store.yaml")
        let result = try await StoreGenCLI.run(
            ["check-compat", "--against", "HEAD", "Shop.store.yaml"], in: repository.folder.url)
        // Nothing in the change can fix the older schema: not "incompatible" (1) but "could not compare" (2).
        #expect(result.status == 2)
        #expect(
            result.stdout
                == "HEAD:Shop.store.yaml:2:1: error: unknown key 'stat' in the schema; did you mean 'state'?\n")
        #expect(
            result.stderr == """
                check-compat: the older schema HEAD:Shop.store.yaml is not a valid schema, so nothing was \
                compared; compare against a revision, or an older file, whose schema this storegen accepts\n
                """)
    }
}

/// A git repository in a temporary folder, with a committer set locally.
struct GitRepository {
    let folder: TemporaryDirectory

    init() throws {
        folder = try TemporaryDirectory()
        for arguments in [
            ["init", "-q"], ["config", "user.name", "StoreGen Tests"],
            ["config", "user.email", "tests@example.invalid"],
        ] {
            try Self.gitBlocking(arguments, in: folder.url)
        }
    }

    func commit(_ message: String) async throws {
        try Self.gitBlocking(["add", "-A"], in: folder.url)
        try Self.gitBlocking(["commit", "-q", "-m", message], in: folder.url)
    }

    private static func gitBlocking(_ arguments: [String], in folder: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder.path] + arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw GitFailure(description: "git \(arguments.joined(separator: " ")) exited \(process.terminationStatus)")
        }
    }

    struct GitFailure: Error, CustomStringConvertible {
        var description: String
    }
}
