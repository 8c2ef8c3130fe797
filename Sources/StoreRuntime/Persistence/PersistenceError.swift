import Foundation

/// Everything that can go wrong while loading or saving a persisted state.
///
/// Each case names the file involved, so a message shown to a user or written
/// to a log says which file to look at. Cases that moved a file aside also say
/// where it went, so the data is never lost silently.
public enum PersistenceError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file's contents could not be decoded (corrupt, truncated, or not a state file).
    case unreadable(file: URL, keptAt: URL, reason: String)
    /// The file was written by a newer version of the app, with a state format this one does not know.
    case newerVersion(file: URL, keptAt: URL, found: Int, supported: Int)
    /// The file has an older format and no `migrate` closure was given.
    case noMigration(file: URL, keptAt: URL, found: Int, current: Int)
    /// The `migrate` closure threw for an older format.
    case migrationFailed(file: URL, keptAt: URL, found: Int, reason: String)
    /// The file exists but could not be read (permissions, I/O). Saving is disabled so it is not overwritten.
    case readFailed(file: URL, reason: String)
    /// An unreadable file could not be moved aside. Saving is disabled so it is not overwritten.
    case moveAsideFailed(file: URL, reason: String)
    /// The state could not be encoded; the file on disk was left unchanged.
    case encodingFailed(file: URL, reason: String)
    /// Writing or replacing the file failed; the previous file (if any) is unchanged.
    case writeFailed(file: URL, reason: String)

    /// The state file the error is about.
    public var file: URL {
        switch self {
        case .unreadable(let file, _, _), .newerVersion(let file, _, _, _), .noMigration(let file, _, _, _),
            .migrationFailed(let file, _, _, _), .readFailed(let file, _), .moveAsideFailed(let file, _),
            .encodingFailed(let file, _), .writeFailed(let file, _):
            return file
        }
    }

    /// Where the unreadable file was moved, when it was.
    public var keptAt: URL? {
        switch self {
        case .unreadable(_, let kept, _), .newerVersion(_, let kept, _, _), .noMigration(_, let kept, _, _),
            .migrationFailed(_, let kept, _, _):
            return kept
        case .readFailed, .moveAsideFailed, .encodingFailed, .writeFailed:
            return nil
        }
    }

    public var description: String {
        switch self {
        case .unreadable(let file, let kept, let reason):
            return """
                \(file.path): cannot decode the saved state (\(reason)); kept it at \(kept.path) and \
                started from the initial state
                """
        case .newerVersion(let file, let kept, let found, let supported):
            return """
                \(file.path): saved state has format version \(found), newer than the \(supported) this app \
                supports; kept it at \(kept.path) and started from the initial state
                """
        case .noMigration(let file, let kept, let found, let current):
            return """
                \(file.path): saved state has format version \(found) but the app uses \(current) and has \
                no migration; kept it at \(kept.path) and started from the initial state
                """
        case .migrationFailed(let file, let kept, let found, let reason):
            return """
                \(file.path): migrating the saved state from format version \(found) failed (\(reason)); \
                kept it at \(kept.path) and started from the initial state
                """
        case .readFailed(let file, let reason):
            return """
                \(file.path): cannot read the saved state (\(reason)); started from the initial state and \
                will not save over the file
                """
        case .moveAsideFailed(let file, let reason):
            return "\(file.path): cannot move the unreadable state file aside (\(reason)); will not save over it"
        case .encodingFailed(let file, let reason):
            return "\(file.path): cannot encode the state (\(reason)); the file was not changed"
        case .writeFailed(let file, let reason):
            return "\(file.path): cannot save the state (\(reason)); the previous file was not changed"
        }
    }
}
