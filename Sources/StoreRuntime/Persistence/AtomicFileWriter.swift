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
        let temporary = directory.appendingPathComponent(temporaryPrefix(for: target) + UUID().uuidString)

        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure("cannot create \(temporary.lastPathComponent)") }
        var succeeded = false
        defer {
            if !succeeded { unlink(temporary.path) }
        }
        do {
            defer { close(descriptor) }
            try writeAll(data, to: descriptor)
            guard fsync(descriptor) == 0 else { throw failure("fsync failed") }
        }
        guard rename(temporary.path, target.path) == 0 else { throw failure("rename failed") }
        succeeded = true
        syncDirectory(directory)
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
