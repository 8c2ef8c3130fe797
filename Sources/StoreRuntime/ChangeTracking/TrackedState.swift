// How change tracking works, file by file: a `TrackedState` (here; generated
// states conform) reports which top-level fields an action changed as a
// `FieldSet` of indices. A subscription names the fields its selector reads as
// `StateFields` of named `StateField`s, which the store turns into the same
// indices and files in its field index: a dispatch runs only the selectors of
// the fields that changed.

/// A state that can say which of its top-level fields an action changed.
///
/// Generated states conform, so the store evaluates only the subscribers of
/// fields that changed: with 1000 subscribers of which one cares, a dispatch
/// costs one selector instead of a thousand. Hand-written states need not
/// conform; the store then evaluates every subscriber (`FieldSet.all`).
public protocol TrackedState: Sendable, Equatable {
    /// The top-level fields whose values differ between `old` and `new`.
    static func changedFields(from old: Self, to new: Self) -> FieldSet

    /// The same, reading both states where they are, for a hand-written
    /// state (the store reaches it through `changedFields(inPlace:_:)`).
    /// The default copies both into `changedFields(from:to:)`; for a large
    /// state (1000 `Int`s: two 8 KB copies per dispatch) implement this one,
    /// comparing fields through the pointers. The compiler must make those
    /// copies whenever the value version may write memory, which inserting
    /// an index of 64 or more into a `FieldSet` (it may allocate) does.
    /// Generated states implement `changedFields(inPlace:_:)` instead.
    static func changedFields(from old: UnsafePointer<Self>, to new: UnsafePointer<Self>) -> FieldSet

    /// The same, reading both states where they are, as plain Swift: what
    /// the store calls, and what generated states implement (hiding it from
    /// their own API with `@_spi(Generated)`). `inout` only so that neither
    /// state is copied; nothing is written. The default asks the pointer
    /// version, so a hand-written state implements at most that one.
    static func changedFields(inPlace old: inout Self, _ new: inout Self) -> FieldSet
}

extension TrackedState {
    @inlinable
    public static func changedFields(from old: UnsafePointer<Self>, to new: UnsafePointer<Self>) -> FieldSet {
        changedFields(from: old.pointee, to: new.pointee)
    }

    @inlinable
    public static func changedFields(inPlace old: inout Self, _ new: inout Self) -> FieldSet {
        withUnsafePointer(to: &old) { old in
            withUnsafePointer(to: &new) { new in changedFields(from: old, to: new) }
        }
    }

    /// What the store calls with the two states it keeps: the in-place
    /// comparisons over the memory the pointers point at, so that neither
    /// state is copied into the call on a dispatch. (Internal, not SPI: the
    /// store's inlinable code calls it, which cannot name SPI.)
    @inlinable @inline(__always)
    static func changedFields(at old: UnsafePointer<Self>, _ new: UnsafePointer<Self>) -> FieldSet {
        changedFields(
            inPlace: &UnsafeMutablePointer(mutating: old).pointee, &UnsafeMutablePointer(mutating: new).pointee)
    }
}

extension TrackedState {
    /// Whether `old` and `new` differ: how generated `changedFields`
    /// compares each member (`Self.differs(old.count, new.count)`). One
    /// generic function, which the type checker resolves at once, where
    /// `!=` has an overload per standard type that it weighs at every
    /// comparison.
    @inlinable @inline(__always)
    public static func differs<Value: Equatable>(_ old: Value, _ new: Value) -> Bool {
        old != new
    }
}

/// A state that names its top-level fields (index `i` is `fieldNames[i]`), so
/// logging can print `count` instead of `#0`. Generated states may conform.
public protocol FieldNaming {
    /// The top-level fields' names, in field-index order.
    static var fieldNames: [String] { get }
}
