import Foundation

/// A recording file being inspected: its index, kept up to date as the file
/// grows (`refresh`), and its lines read back by position. Safe to use from
/// any thread (one lock around the index and the file).
final class Recording: @unchecked Sendable {
    let url: URL
    private let lock = NSLock()
    private var index = RecordingIndex()
    private var handle: FileHandle?
    /// The file's identity when indexing began: a new file at the same path
    /// (the app rotated it, or started again) is indexed from the start.
    private var fileID: (device: UInt64, inode: UInt64, size: UInt64)?
    /// How many times the file was replaced while being followed.
    private(set) var restarts = 0
    /// Read this much of the file per step; between steps the lock is free
    /// for a moment, so the page's requests are answered while indexing.
    static let chunkBytes = 1 << 20
    /// The bytes of big reads (indexing steps, search batches) land here,
    /// allocated once: a new buffer of megabytes per step, freed on many
    /// threads, left the allocator holding hundreds of megabytes.
    private let readBuffer = UnsafeMutableRawBufferPointer.allocate(byteCount: ReadBuffer.bytes, alignment: 16)

    deinit { readBuffer.deallocate() }

    init(url: URL) throws(InspectorError) {
        self.url = url
        // Checked before opening: opening a FIFO blocks until a writer comes,
        // and a device such as /dev/zero never ends.
        var info = stat()
        guard stat(url.path, &info) == 0 else {
            throw .unreadable(url.path, String(cString: strerror(errno)))
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw .unreadable(
                url.path,
                "not a regular file (\(Self.kindName(mode: info.st_mode))); a recording is a file the recorder wrote")
        }
        do {
            handle = try FileHandle(forReadingFrom: url)
        } catch {
            throw .unreadable(url.path, error.localizedDescription)
        }
        fileID = Self.identity(of: url)
    }

    /// Indexes what was added to the file since the last call; with `final`,
    /// also a last line without a newline. Returns whether anything changed.
    /// The lock is taken per chunk, so pages are served while a big file is
    /// being indexed.
    @discardableResult
    func refresh(final: Bool) -> Bool {
        var changed = false
        while true {
            let step = lock.withLock { indexNextChunk(final: final) }
            changed = changed || step.changed
            if !step.more { return changed }
            usleep(500)
        }
    }

    private func indexNextChunk(final: Bool) -> (changed: Bool, more: Bool) {
        if let current = Self.identity(of: url), let fileID,
            (current.device, current.inode) != (fileID.device, fileID.inode)
                || current.size < UInt64(index.scannedBytes)
        {
            reopen(current)
        }
        guard let handle else { return (false, false) }
        let count = pread(handle.fileDescriptor, readBuffer.baseAddress, Self.chunkBytes, off_t(index.scannedBytes))
        if count <= 0 { return (false, false) }
        let before = (index.scannedBytes, index.count)
        let last = count < Self.chunkBytes
        index.consume(UnsafeRawBufferPointer(rebasing: readBuffer[..<count]), final: final && last)
        if index.scannedBytes == before.0, !last {
            // One line longer than a chunk: an action or snapshot is indexed
            // from its head and its length, found without keeping the line;
            // any other kind is read in one piece.
            let head = Data(readBuffer[..<min(count, RecordingIndex.headBytes)])
            guard let end = lineEnd(from: before.0 + count) else { return (false, false) }
            let indexed =
                (end.newline || final)
                && head.withUnsafeBytes {
                    index.consumeLong(head: $0, length: end.length - before.0, consumed: end.consumed - before.0)
                }
            if !indexed {
                guard let whole = try? readToNextNewline(from: before.0) else { return (false, false) }
                whole.data.withUnsafeBytes { index.consume($0, final: whole.atEnd && final) }
            }
        }
        let changed = index.count != before.1 || index.scannedBytes != before.0
        return (changed, changed && !last)
    }

    private func reopen(_ identity: (device: UInt64, inode: UInt64, size: UInt64)) {
        try? handle?.close()
        var info = stat()
        // A replacement that is not a regular file is not opened (see `init`).
        let regular = stat(url.path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
        handle = regular ? try? FileHandle(forReadingFrom: url) : nil
        fileID = identity
        index = RecordingIndex()
        restarts += 1
    }

    /// The bytes from `offset` through the next newline (or the end).
    /// Where the line going on at `offset` ends: the offset of its end
    /// without its line break, past its line break, and whether it has
    /// one (`false`: it runs to the end of the file).
    private func lineEnd(from offset: Int) -> (length: Int, consumed: Int, newline: Bool)? {
        guard let handle, let base = readBuffer.baseAddress else { return nil }
        var offset = offset
        var previous: UInt8?
        while true {
            let count = pread(handle.fileDescriptor, base, Self.chunkBytes, off_t(offset))
            if count < 0 { return nil }
            if count == 0 {
                return (previous == UInt8(ascii: "\r") ? offset - 1 : offset, offset, false)
            }
            if let found = memchr(base, Int32(UInt8(ascii: "\n")), count) {
                let newline = base.distance(to: found)
                let before = newline > 0 ? readBuffer[newline - 1] : previous
                let end = offset + newline
                return (before == UInt8(ascii: "\r") ? end - 1 : end, end + 1, true)
            }
            previous = readBuffer[count - 1]
            offset += count
        }
    }

    private func readToNextNewline(from offset: Int) throws -> (data: Data, atEnd: Bool) {
        guard let handle else { return (Data(), true) }
        try handle.seek(toOffset: UInt64(offset))
        var data = Data()
        while let chunk = try handle.read(upToCount: Self.chunkBytes), !chunk.isEmpty {
            if let newline = chunk.firstIndex(of: UInt8(ascii: "\n")) {
                data.append(chunk[..<chunk.index(after: newline)])
                return (data, false)
            }
            data.append(chunk)
        }
        return (data, true)
    }

    /// Runs `body` with the index, under the lock.
    func withIndex<Result>(_ body: (RecordingIndex) throws -> Result) rethrows -> Result {
        try lock.withLock { try body(index) }
    }

    /// How many lines `read` has read: what a request costs, whatever the
    /// recording's length (InspectorScaleTests bound it).
    var linesRead: Int { lock.withLock { reads } }
    private var reads = 0
    /// How many bytes `read` has returned.
    var bytesRead: Int { lock.withLock { readBytes } }
    private var readBytes = 0

    /// The bytes of `length` at `offset` (a line the index located).
    func read(offset: Int, length: Int) -> Data {
        lock.withLock {
            reads += 1
            guard let handle, (try? handle.seek(toOffset: UInt64(offset))) != nil else { return Data() }
            let data = (try? handle.read(upToCount: length)) ?? Data()
            readBytes += data.count
            return data
        }
    }

    /// Runs `body` with the bytes of `length` at `offset` (lines the index
    /// located), in the buffer kept for big reads when they fit.
    func withBytes<Result>(offset: Int, length: Int, _ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        lock.withLock {
            reads += 1
            guard let handle else { return body(UnsafeRawBufferPointer(start: nil, count: 0)) }
            let buffer =
                length <= readBuffer.count
                ? readBuffer : UnsafeMutableRawBufferPointer.allocate(byteCount: length, alignment: 16)
            defer { if buffer.baseAddress != readBuffer.baseAddress { buffer.deallocate() } }
            let count = max(0, pread(handle.fileDescriptor, buffer.baseAddress, length, off_t(offset)))
            readBytes += count
            return body(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// What a path that is not a regular file is, for the error.
    static func kindName(mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "a directory"
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "not a file"
        }
    }

    private static func identity(of url: URL) -> (device: UInt64, inode: UInt64, size: UInt64)? {
        var info = stat()
        guard stat(url.path, &info) == 0 else { return nil }
        return (UInt64(info.st_dev), UInt64(info.st_ino), UInt64(info.st_size))
    }
}

/// The size of the buffer a recording reads big spans into: an indexing
/// step, or a batch of lines searched together.
enum ReadBuffer {
    static let bytes = 8 << 20
}

/// What stops the inspector from starting.
enum InspectorError: Error, CustomStringConvertible {
    case unreadable(String, String)
    case cannotListen(String)
    case noAction(String, Int)

    var description: String {
        switch self {
        case .unreadable(let path, let why): "\(path): error: cannot read the recording: \(why)"
        case .cannotListen(let why): "error: cannot serve on 127.0.0.1: \(why)"
        case .noAction(let path, let seq): "\(path): error: no readable action numbered \(seq) in the recording"
        }
    }
}
