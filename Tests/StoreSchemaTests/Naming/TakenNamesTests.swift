import Foundation
import StoreGenTestSupport
import Testing

@testable import StoreSchema

/// A schema type named like a public type of StoreRuntime or StoreTesting
/// would hide it from the generated code and the app's code in the module.
/// The naming policy lists those types by hand; this reads the two modules'
/// sources so that a new public type cannot be left off the list.
@Suite struct TakenNamesTests {
    @Test(arguments: [("Sources/StoreRuntime", TakenNames.Owner.runtime), ("Sources/StoreTesting", .testing)])
    func everyPublicTypeOfTheRuntimeIsTaken(folder: String, owner: TakenNames.Owner) throws {
        let declared = try Self.topLevelPublicTypes(in: folder)
        #expect(!declared.isEmpty, "no public types found in \(folder)")
        // `Store` is spelled by generated code, so taken as such.
        let untaken = declared.filter { $0 != "Store" && TakenNames.typeNames[$0] != owner }
        #expect(
            untaken.isEmpty,
            "public types of \(folder) the naming policy does not take as \(owner): \(untaken.sorted())")
    }

    /// `public struct Name`, `public final class Name`, … at the start of a
    /// line (not nested in another type) in every Swift file of `folder`.
    static func topLevelPublicTypes(in folder: String) throws -> Set<String> {
        let root = RepositoryFile.url(folder)
        guard let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        let kinds: Set<Substring> = ["struct", "enum", "class", "protocol", "typealias", "actor"]
        var names: Set<String> = []
        for case let file as URL in files where file.pathExtension == "swift" {
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
            where line.hasPrefix("public ") {
                let words = line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
                if let kind = words.firstIndex(where: { kinds.contains($0) }), kind + 1 < words.count {
                    names.insert(String(words[kind + 1]))
                }
            }
        }
        return names
    }
}
