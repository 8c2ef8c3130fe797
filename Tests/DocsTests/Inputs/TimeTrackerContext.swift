// What the time tracker's schema (Schemas/TimeTracker.store.yaml) leaves to
// the app, and what Docs/PersistenceAndTesting.md's TestStore excerpt assumes.
import Foundation

/// The app's own type the schema names for a project's colour.
public enum Color: String, Codable, Hashable, Sendable {
    case red, green, blue
}

/// The id the excerpt's reducer is expected to give a new project.
let fixedID = UUID(uuidString: "00000000-0000-0000-0000-00000000B00C")!
