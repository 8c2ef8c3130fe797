import Foundation

/// What the project list displays, already worked out from the state: the
/// view only lays it out.
struct ProjectListScreen: Equatable, Sendable {
    struct ProjectRow: Equatable, Sendable {
        var name: String
        var total: String
        /// `running "Chapter 2" since 10:30`, or nil when nothing runs.
        var status: String?
        var activities: [ActivityRow]
    }

    struct ActivityRow: Equatable, Sendable {
        var name: String
        /// `09:00–10:30`, or `10:30–now` while running.
        var span: String
        var duration: String
    }

    var projects: [ProjectRow]
}
