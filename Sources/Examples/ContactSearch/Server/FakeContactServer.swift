/// A server that answers from a list at once, or fails when offline: enough
/// to show effects' answers and failures arriving as actions.
public struct FakeContactServer: ContactServer {
    public var contacts: [Contact]
    /// Whether every request fails.
    public var isOffline: Bool
    /// Contacts whose favourite the server refuses to change.
    public var lockedContacts: Set<Int>

    public init(contacts: [Contact], isOffline: Bool = false, lockedContacts: Set<Int> = []) {
        self.contacts = contacts
        self.isOffline = isOffline
        self.lockedContacts = lockedContacts
    }

    public func search(_ query: String) async throws -> [Contact] {
        if isOffline { throw ContactServerError.offline }
        return contacts.filter { $0.name.lowercased().contains(query.lowercased()) }
    }

    public func setFavorite(_ isFavorite: Bool, contact id: Int) async throws {
        if isOffline { throw ContactServerError.offline }
        if lockedContacts.contains(id) { throw ContactServerError.refused(id: id) }
    }
}

/// What a contact server can fail with, in words a user can read.
public enum ContactServerError: Error, Equatable, CustomStringConvertible {
    case offline
    case refused(id: Int)

    public var description: String {
        switch self {
        case .offline: "the contact server is offline"
        case .refused(let id): "the server refused to change contact \(id)"
        }
    }
}
