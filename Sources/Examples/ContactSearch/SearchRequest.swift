/// The identity of the search under way: a new search cancels the one with
/// this identity, and `cancelSearch` cancels it by it.
public struct SearchRequest: Hashable, Sendable {
    /// How long a search waits for more typing before it asks the server.
    public static let pause: Duration = .milliseconds(300)

    public init() {}
}
