/// An app's own dependency that handlers can use: a type named in a schema's
/// `dependencies:` (`permissions: Permissions`), which a handler declaring
/// `uses: [permissions]` receives as a parameter. A store uses the value it
/// was given (`StoreDependencies.with`, or the settable subscript), else
/// `defaultValue`: what the app does when nobody says otherwise.
///
/// ```swift
/// struct Permissions: StoreDependency {
///     var status: @Sendable () -> PermissionStatus
///     static let defaultValue = Permissions(status: { SystemPermissions.current })
/// }
/// ```
///
/// A `TestStore` uses `testValue` instead, unless the test sets the
/// dependency. Make its endpoints unimplemented there, so a test that reaches
/// one it did not set fails, naming it, instead of touching the real system:
///
/// ```swift
/// extension Permissions {
///     static let testValue = Permissions(
///         status: unimplementedEndpoint("Permissions.status", placeholder: .denied))
/// }
/// ```
public protocol StoreDependency: Sendable {
    /// What the app uses when nobody says otherwise.
    static var defaultValue: Self { get }
    /// What a `TestStore` uses when the test does not set it: `defaultValue`
    /// unless the type says otherwise.
    static var testValue: Self { get }
}

extension StoreDependency {
    public static var testValue: Self { defaultValue }
}

/// A state whose generated reducer reads `StoreDependencies.current`: its
/// handlers use dependencies, or it embeds stores that may. A store binds its
/// dependencies around each action of such a state (and skips the binding for
/// any other state, so stores without dependencies pay nothing for them).
public protocol DependentState: ReducibleState {}

extension DependentState {
    @inlinable
    public static var readsDependencies: Bool { true }
}
