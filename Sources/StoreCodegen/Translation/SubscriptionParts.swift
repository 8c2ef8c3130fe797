import StoreSchema

/// Which of the `NamingPolicy.GeneratedPart.subscriptionParts` files a
/// subscription is generated into: decided by its name alone (FNV-1a over its
/// UTF-8 bytes), so adding, removing or reordering subscriptions regenerates
/// only the files that hold them, and the others keep their content (and
/// their modification time, so the build does not recompile them).
enum SubscriptionParts {
    /// From 1 to `subscriptionParts`.
    static func part(of subscription: String) -> Int {
        var hash: UInt32 = 2_166_136_261
        for byte in subscription.utf8 {
            hash = (hash ^ UInt32(byte)) &* 16_777_619
        }
        return Int(hash % UInt32(NamingPolicy.GeneratedPart.subscriptionParts)) + 1
    }
}
