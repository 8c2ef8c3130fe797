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
public protocol StoreDependency: Sendable {
    static var defaultValue: Self { get }
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
