/// A subscription: a view's props selected from state, or a stream of actions.
public struct Subscription: Sendable, Equatable {
    public enum Delivery: String, Sendable, Equatable {
        case main
        case background
    }

    public enum Kind: Sendable, Equatable {
        /// `select:` — top-level state fields (including module fields and derived values), in schema order.
        case state(fields: [String], delivery: Delivery)
        /// `actions:` — the named actions (module names allowed), in schema order.
        case actions(names: [String], delivery: Delivery)
    }

    public var name: String
    public var doc: String?
    public var kind: Kind
    public var location: SourceLocation

    public init(name: String, doc: String? = nil, kind: Kind, location: SourceLocation) {
        self.name = name
        self.doc = doc
        self.kind = kind
        self.location = location
    }
}
