import Foundation
import StoreSchema

/// The reference schemas in the repository's `Schemas/` folder, loaded
/// through the real validator, named by a path relative to the repository
/// so generated output does not depend on where the checkout lives.
enum ReferenceSchemaFile: String, CaseIterable, CustomStringConvertible, Sendable {
    case counter = "Counter"
    case timeTracker = "TimeTracker"
    case reports = "Reports"
    case everything = "Everything"
    case shelf = "Shelf"
    case shelfItem = "ShelfItem"
    case itemForm = "ItemForm"
    case catalog = "Catalog"
    case productDetail = "ProductDetail"
    case ledger = "Ledger"

    var description: String { rawValue }

    static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    var relativePath: String { "Schemas/\(rawValue).store.yaml" }

    struct LoadError: Error, CustomStringConvertible {
        var description: String
    }

    func load() throws -> StoreDefinition {
        let url = Self.repositoryRoot.appendingPathComponent(relativePath)
        let text = try String(contentsOf: url, encoding: .utf8)
        let result = SchemaLoader.load(text: text, file: relativePath)
        guard let definition = result.definition else {
            throw LoadError(description: result.diagnostics.map(\.description).joined(separator: "\n"))
        }
        return definition
    }

    /// The app-side declarations of the external types each schema names.
    static let externalDeclarations: [ReferenceSchemaFile: String] = [
        .timeTracker: """
        public struct Color: Equatable, Sendable, Codable {
            public var hex: String
            public init(hex: String) { self.hex = hex }
        }
        """,
        .everything: """
        import StoreRuntime

        package struct Permissions: StoreDependency {
            package var allowsLocation: @Sendable () -> Bool
            package static let defaultValue = Permissions(allowsLocation: { false })
        }
        package struct Tag: Hashable, Sendable, Codable {
            package var name: String
        }
        package struct Coordinate: Equatable, Sendable, Codable {
            package var latitude: Double
            package var longitude: Double
        }
        package struct Ticket: Equatable, Sendable, Codable {
            package var number: Int
        }
        """,
    ]
}
