/// What the ContactSearch store's effects ask; the app gives its own to the
/// store (`StoreDependencies().with(server as any ContactServer)`), tests a
/// `FakeContactServer`.
public protocol ContactServer: Sendable {
    /// The contacts whose name contains `query`.
    func search(_ query: String) async throws -> [Contact]
    /// Records whether the contact is a favourite.
    func setFavorite(_ isFavorite: Bool, contact id: Int) async throws
}
