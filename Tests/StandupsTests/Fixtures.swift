import Foundation
import Standups
import Testing

/// The ids a `TestStore` makes, counting from 0.
func id(_ number: Int) -> UUID {
    UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", number))!
}

/// A one-minute standup of two, as the tests start from.
let design = Standup(
    id: UUID(uuidString: "DE516000-0000-0000-0000-000000000000")!, title: "Design", minutes: 1,
    attendees: ["Ada", "Grace"])

func message(of issue: Issue) -> String {
    issue.comments.map(\.rawValue).joined(separator: "\n")
}
