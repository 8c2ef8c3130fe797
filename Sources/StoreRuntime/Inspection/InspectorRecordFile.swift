import Dispatch
import Foundation

/// The file an inspector recording is written to: records wait in a bounded
/// buffer and are written when it fills or its flush delay has passed; a
/// file that reaches its size cap is rotated (see
/// `InspectorRecording.Configuration`); an `end` line closes it on release.
///
/// Memory: at most `bufferBytes` plus one record. Disk: the current file
/// (up to `maxFileBytes` plus one record) and one previous part.
final class InspectorRecordFile: @unchecked Sendable {
    let url: URL
    private let configuration: InspectorRecording.Configuration
    private let header: (Int) -> [UInt8]
    private let end: (Int) -> [UInt8]
    private let onError: @Sendable (any Error) -> Void

    /// Guards everything below: records are appended on the thread applying
    /// actions, flushed there or on a timer.
    private let lock = Lock()
    private var handle: FileHandle?
    private var pending: [UInt8] = []
    private var fileBytes = 0
    private var flushScheduled = false
    private var part = 0
    private var lastSeq = 0
    private var isClosed = false

    init(
        url: URL, configuration: InspectorRecording.Configuration,
        header: @escaping (Int) -> [UInt8], end: @escaping (Int) -> [UInt8],
        onError: @escaping @Sendable (any Error) -> Void
    ) throws {
        self.url = url
        self.configuration = configuration
        self.header = header
        self.end = end
        self.onError = onError
        handle = try Self.create(url)
        // The header goes out at once, so a follower sees whose recording it is.
        pending = header(0)
        flush()
    }

    deinit {
        close()
    }

    /// Writes the `end` line and what is pending, and closes the file (once).
    func close() {
        let isOpen = lock.withLock {
            guard !isClosed else { return false }
            isClosed = true
            pending.append(contentsOf: end(lastSeq))
            return true
        }
        guard isOpen else { return }
        flush()
        lock.withLock {
            try? handle?.close()
            handle = nil
        }
    }

    /// Whether the next record should start a new part.
    var needsRotation: Bool {
        lock.withLock { fileBytes + pending.count >= configuration.maxFileBytes }
    }

    /// Moves the full file aside and starts a new one with its header.
    func startPartIfNeeded() {
        guard needsRotation else { return }
        flush()
        lock.withLock {
            try? handle?.close()
            handle = nil
            do {
                let previous = InspectorRecording.previousFile(of: url)
                try? FileManager.default.removeItem(at: previous)
                try FileManager.default.moveItem(at: url, to: previous)
                handle = try Self.create(url)
            } catch {
                onError(error)
            }
            fileBytes = 0
            part += 1
            pending.append(contentsOf: header(part))
        }
    }

    func append(_ record: [UInt8], seq: Int? = nil) {
        let full = lock.withLock {
            pending.append(contentsOf: record)
            if let seq { lastSeq = seq }
            return pending.count >= configuration.bufferBytes
        }
        if full {
            flush()
        } else {
            scheduleFlush()
        }
    }

    /// Writes what is pending.
    func flush() {
        lock.withLock {
            flushScheduled = false
            guard !pending.isEmpty else { return }
            defer { pending.removeAll(keepingCapacity: pending.count <= configuration.bufferBytes) }
            guard let handle else { return }
            do {
                try handle.write(contentsOf: pending)
                fileBytes += pending.count
            } catch {
                onError(error)
            }
        }
    }

    private func scheduleFlush() {
        let schedule = lock.withLock {
            if flushScheduled { return false }
            flushScheduled = true
            return true
        }
        guard schedule else { return }
        let (seconds, attoseconds) = configuration.flushDelay.components
        let delay = DispatchTimeInterval.nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
        DispatchQueue.global(qos: .utility).asyncAfter(deadline: .now() + delay) { [weak self] in
            self?.flush()
        }
    }

    private static func create(_ url: URL) throws -> FileHandle {
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
        return try FileHandle(forWritingTo: url)
    }
}
