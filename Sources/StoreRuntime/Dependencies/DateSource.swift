import Foundation

/// The date a handler that uses `now` sees: the system's in the app, one a
/// test fixes (or moves with its clock) in a `TestStore`.
public struct DateSource: Sendable {
    private let read: @Sendable () -> Date

    /// A source that answers `read()` each time a date is asked for.
    public init(_ read: @escaping @Sendable () -> Date) {
        self.read = read
    }

    /// The date now.
    public var now: Date { read() }

    /// The system's date (`Date()`).
    public static var system: DateSource { DateSource { Date() } }

    /// The same date every time.
    public static func constant(_ date: Date) -> DateSource {
        DateSource { date }
    }
}
