import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Replaces a file so that a reader (or the next launch after a crash or power
/// loss) sees either the old contents or the new ones, never a mix.
///
/// The bytes go to a temporary file in the same directory (so `rename` stays on
/// one file system and is atomic), are flushed to the disk with `fsync` before
/// the rename, and the directory is synced afterwards so the rename itself is
/// durable.
///
/// The writer holds an exclusive `flock` on its temporary file from just after
/// creating it until the rename is done, so a temporary file nobody holds is
/// the leftover of a save that can no longer finish (its process ended), and
/// only such files are removed (`removeLeftovers`): a save in progress, in
/// this process or another (an app and its widget), is left alone. (`flock`
/// rather than `fcntl` locks, which belong to the whole process: another
/// `StatePersistence` in the same process would not see them.)
enum AtomicFileWriter {
    /// Prefix of the temporary files, so leftovers of an interrupted save can be recognised.
    static func temporaryPrefix(for target: URL) -> String {
        "." + target.lastPathComponent + ".saving-"
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func write(_ data: Data, to target: URL) throws {
        let directory = target.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let (temporary, descriptor) = try createLockedTemporaryFile(for: target, in: directory)
        var succeeded = false
        defer {
            if !succeeded { unlink(temporary.path) }
            // Closing releases the lock: only once the file is renamed or gone.
            close(descriptor)
        }
        try writeAll(data, to: descriptor)
        guard fsync(descriptor) == 0 else { throw failure("fsync failed") }
        guard rename(temporary.path, target.path) == 0 else { throw failure("rename failed") }
        succeeded = true
        syncDirectory(directory)
    }

    /// A new temporary file next to `target`, open for writing and locked. A
    /// reader may remove it between its creation and the lock (it saw an
    /// unlocked file); then it has no name any more, and another is made.
    private static func createLockedTemporaryFile(for target: URL, in directory: URL) throws -> (URL, Int32) {
        while true {
            let temporary = directory.appendingPathComponent(temporaryPrefix(for: target) + UUID().uuidString)
            let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { throw failure("cannot create \(temporary.lastPathComponent)") }
            guard lockExclusively(descriptor, wait: true) else {
                let error = failure("cannot lock \(temporary.lastPathComponent)")
                close(descriptor)
                unlink(temporary.path)
                throw error
            }
            var status = stat()
            if fstat(descriptor, &status) == 0, status.st_nlink == 0 {
                close(descriptor)
                continue
            }
            return (temporary, descriptor)
        }
    }

    /// Removes the temporary files of saves of `target` that can no longer
    /// finish: those no writer holds locked. Files it cannot open or lock
    /// are left.
    static func removeLeftovers(of target: URL) {
        let directory = target.deletingLastPathComponent()
        let prefix = temporaryPrefix(for: target)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        for name in names where name.hasPrefix(prefix) {
            let path = directory.appendingPathComponent(name).path
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { continue }
            // Removed while locked, so a writer that created the file just
            // now finds it gone once it gets the lock, and starts another.
            if lockExclusively(descriptor, wait: false) { unlink(path) }
            close(descriptor)
        }
    }

    private static func lockExclusively(_ descriptor: Int32, wait: Bool) -> Bool {
        while flock(descriptor, LOCK_EX | (wait ? 0 : LOCK_NB)) != 0 {
            if errno != EINTR { return false }
        }
        return true
    }

    private static func writeAll(_ data: Data, to descriptor: Int32) throws {
        try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            guard var pointer = buffer.baseAddress else { return }
            var remaining = buffer.count
            while remaining > 0 {
                let written = Foundation.write(descriptor, pointer, remaining)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw failure("write failed")
                }
                remaining -= written
                pointer += written
            }
        }
    }

    /// Best effort: some file systems do not allow opening or syncing a directory.
    private static func syncDirectory(_ directory: URL) {
        let descriptor = open(directory.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }

    private static func failure(_ what: String) -> Failure {
        Failure(description: "\(what): \(String(cString: strerror(errno)))")
    }
}
