import Foundation

/// A recurring meeting: who attends, how long it lasts, and the meetings
/// held so far. The list, the detail screen and the meeting screen all show
/// it; `StandupsState.standups` holds it.
public struct Standup: Equatable, Sendable, Codable, Identifiable {
    public var id: UUID
    public var title: String
    public var minutes: Int
    public var attendees: [String]
    /// Newest first.
    public var meetings: [Meeting]

    public init(id: UUID, title: String = "", minutes: Int = 5, attendees: [String] = [], meetings: [Meeting] = []) {
        self.id = id
        self.title = title
        self.minutes = minutes
        self.attendees = attendees
        self.meetings = meetings
    }
}

/// One meeting of a standup, recorded when it ends.
public struct Meeting: Equatable, Sendable, Codable, Identifiable {
    public var id: UUID
    public var date: Date

    public init(id: UUID, date: Date) {
        self.id = id
        self.date = date
    }
}
