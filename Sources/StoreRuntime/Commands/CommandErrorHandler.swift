import Foundation

/// Where errors thrown by commands go when the command has no handler of its
/// own, and actions no child was there to receive (`DroppedChildAction`):
/// the store's handler if one is set, else standard error (never lost).
@usableFromInline
final class CommandErrorHandler: @unchecked Sendable {
    private let lock = Lock()
    private var handler: (@Sendable (any Error) -> Void)?

    @usableFromInline init() {}

    var current: (@Sendable (any Error) -> Void)? {
        get { lock.withLock { handler } }
        set { lock.withLock { handler = newValue } }
    }

    func report(_ error: any Error) {
        if let handler = current {
            handler(error)
        } else if let dropped = error as? DroppedChildAction {
            FileHandle.standardError.write(Data("StoreRuntime: \(dropped)\n".utf8))
        } else {
            FileHandle.standardError.write(Data("StoreRuntime: a command failed: \(error)\n".utf8))
        }
    }
}
