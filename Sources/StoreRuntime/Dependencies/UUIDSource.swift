import Foundation

/// Makes the UUIDs a handler that uses `uuid` asks for (`let id = uuid()`):
/// random in the app, counting up in a `TestStore`, so a test knows them.
public struct UUIDSource: Sendable {
    private let make: @Sendable () -> UUID

    /// A source that answers `make()` each time a UUID is asked for.
    public init(_ make: @escaping @Sendable () -> UUID) {
        self.make = make
    }

    /// The next UUID.
    public func callAsFunction() -> UUID { make() }

    /// A random UUID each time (`UUID()`).
    public static var random: UUIDSource { UUIDSource { UUID() } }

    /// `00000000-0000-0000-0000-000000000000`, then `…0001`, `…0002`, and so
    /// on: what a `TestStore` uses. Each source counts on its own.
    public static func incrementing() -> UUIDSource {
        let counter = UUIDCounter()
        return UUIDSource { counter.next() }
    }

    /// The same UUID every time.
    public static func constant(_ uuid: UUID) -> UUIDSource {
        UUIDSource { uuid }
    }
}

/// The count behind `UUIDSource.incrementing()`, taken from any thread.
private final class UUIDCounter: @unchecked Sendable {
    private let lock = Lock()
    private var count: UInt64 = 0

    func next() -> UUID {
        let value = lock.withLock {
            defer { count += 1 }
            return count
        }
        let digits = String(value, radix: 16, uppercase: true)
        let last = String(repeating: "0", count: max(0, 12 - digits.count)) + digits
        return UUID(uuidString: "00000000-0000-0000-0000-" + last)!
    }
}
