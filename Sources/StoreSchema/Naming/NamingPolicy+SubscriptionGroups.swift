/// Which file each subscription is generated into, and the protocol its
/// store members are declared on.
///
/// Why protocols: Swift checks each member of a type against every other
/// member of that type with the same name, so `subscribe(<name>:)` members
/// all declared on `Store` cost the compiler the square of their number
/// (and the stores of one module share `Store`). Declared in an extension of
/// a protocol that only this store's `Store` conforms to, a member is checked
/// against the few in its group; the call site, `store.subscribe(display:)`,
/// is the same.
extension NamingPolicy {
    /// At most this many subscriptions share one group protocol.
    public static let subscriptionGroupSize = 32

    /// What a group protocol is, in diagnostics about a name that collides with it.
    public static let subscriptionGroupRole = "a generated protocol holding subscription members"

    /// The subscriptions of one part that share a group protocol.
    public struct SubscriptionGroup: Equatable, Sendable {
        /// The part (`GeneratedPart.subscriptions`) whose file declares it.
        public var part: Int
        /// `_<Store>Subscriptions<part>_<n>`, `n` from 1 within the part.
        public var protocolName: String
        /// Their names, in schema order.
        public var subscriptions: [String]
    }

    /// The part (from 1 to `GeneratedPart.subscriptionParts`) of the
    /// subscription named `name`: decided by its name alone (FNV-1a over its
    /// UTF-8 bytes), so adding, removing or reordering subscriptions
    /// regenerates only the files that hold them, and the others keep their
    /// content (and their modification time, so the build does not recompile
    /// them).
    public static func subscriptionPart(of name: String) -> Int {
        var hash: UInt32 = 2_166_136_261
        for byte in name.utf8 {
            hash = (hash ^ UInt32(byte)) &* 16_777_619
        }
        return Int(hash % UInt32(GeneratedPart.subscriptionParts)) + 1
    }

    /// The groups of the subscriptions named `names` (schema order): each
    /// part's subscriptions in runs of `subscriptionGroupSize`, by part.
    public func subscriptionGroups(_ names: [String]) -> [SubscriptionGroup] {
        (1...GeneratedPart.subscriptionParts).flatMap { part in
            let inPart = names.filter { Self.subscriptionPart(of: $0) == part }
            return stride(from: 0, to: inPart.count, by: Self.subscriptionGroupSize).enumerated().map { number, start in
                SubscriptionGroup(
                    part: part,
                    protocolName: "_\(storeName)Subscriptions\(part)_\(number + 1)",
                    subscriptions: Array(inPart[start..<min(start + Self.subscriptionGroupSize, inPart.count)]))
            }
        }
    }
}
