import Foundation

// How inspector recordings are written, file by file: the middleware (here)
// numbers each applied action and queues it with the state after it on an
// `InspectorRecordQueue`, which a background thread empties: it turns each
// into one JSON line with `InspectorRecordEncoder` and hands it to an
// `InspectorRecordFile`, which buffers, flushes and rotates. Docs/Inspector.md
// spells the format out; `storegen inspect` reads it.

/// Recording of a store's actions, the fields each changed and periodic
/// state snapshots, in the versioned JSON Lines format `storegen inspect`
/// reads (Docs/Inspector.md).
///
/// ```swift
/// let store = CounterStore(middleware: [try .inspectorRecording(to: url)])
/// // then: swift run storegen inspect counter.inspect.jsonl
/// ```
public enum InspectorRecording {
    /// The format version written in every file's header line. A reader
    /// accepts every version up to its own.
    public static let formatVersion = 1

    /// The `format` value of every header line.
    public static let formatName = "storegen-inspector-recording"

    /// How a recording is written.
    public struct Configuration: Sendable {
        /// A full snapshot of the state is written before the first action and
        /// after every `snapshotInterval`th one, so any point can be rebuilt
        /// from the snapshot before it and at most this many actions.
        public var snapshotInterval: Int
        /// A file that reaches this size is renamed to `NAME.1.EXT` (replacing
        /// an older one) and a new file starts, with its own header and
        /// snapshot: the disk holds at most about twice this.
        public var maxFileBytes: Int
        /// Applied actions wait to be encoded, off the thread applying them,
        /// each with the state after it; when this many wait, that thread
        /// encodes them itself, so memory stays bounded however fast actions
        /// come. (1: every action is encoded as it is applied.)
        public var maxQueuedActions: Int
        /// Encoded records wait in memory until this many bytes are pending…
        public var bufferBytes: Int
        /// …or this long has passed since the first of them, whichever is first.
        public var flushDelay: Duration
        /// The store's name in the header (default: the state's type name
        /// without its `State` suffix).
        public var storeName: String?
        /// The clock for timestamps (tests inject a fixed one).
        public var now: @Sendable () -> Date

        /// A configuration; each parameter sets the property of the same name.
        public init(
            snapshotInterval: Int = 1000,
            maxFileBytes: Int = 64 << 20,
            maxQueuedActions: Int = 1000,
            bufferBytes: Int = 64 << 10,
            flushDelay: Duration = .milliseconds(250),
            storeName: String? = nil,
            now: @escaping @Sendable () -> Date = { Date() }
        ) {
            self.snapshotInterval = max(1, snapshotInterval)
            self.maxFileBytes = max(1, maxFileBytes)
            self.maxQueuedActions = max(1, maxQueuedActions)
            self.bufferBytes = max(0, bufferBytes)
            self.flushDelay = flushDelay
            self.storeName = storeName
            self.now = now
        }
    }

    /// Where a rotated-out file goes: `NAME.EXT` -> `NAME.1.EXT`.
    public static func previousFile(of url: URL) -> URL {
        let ext = url.pathExtension
        let base = url.deletingPathExtension()
        return ext.isEmpty
            ? base.appendingPathExtension("1") : base.appendingPathExtension("1").appendingPathExtension(ext)
    }
}

extension Middleware where Action: Encodable {
    /// Writes an inspector recording of every applied action (dropped ones
    /// are not) to `url`, which is created or emptied. The thread applying
    /// actions only queues each with the state after it; a background thread
    /// encodes them (see `Configuration.maxQueuedActions`). The file is
    /// written when the buffer fills or its flush delay has passed, and
    /// closed with an `end` line when the store (and so this middleware) is
    /// released: what is still queued is written first.
    ///
    /// Write errors go to `onError` (default: standard error); recording then
    /// goes on with the next record.
    public static func inspectorRecording(
        to url: URL,
        configuration: InspectorRecording.Configuration = .init(),
        onError: @escaping @Sendable (any Error) -> Void = { error in
            FileHandle.standardError.write(Data("StoreRuntime: inspector recording failed: \(error)\n".utf8))
        }
    ) throws -> Middleware {
        let storeName = configuration.storeName ?? InspectorRecordEncoder<State, Action>.defaultStoreName
        let encoder = InspectorRecordEncoder<State, Action>(storeName: storeName, now: configuration.now)
        let file = try InspectorRecordFile(
            url: url, configuration: configuration, header: { part in encoder.header(part: part) },
            end: { seq in encoder.end(seq: seq) }, onError: onError)
        let recorder = InspectorRecorder(
            queue: InspectorRecordQueue<State, Action>(
                encoder: encoder, file: file, snapshotInterval: configuration.snapshotInterval,
                maxQueuedActions: configuration.maxQueuedActions))
        return Middleware(after: { action, old, new, changed in
            recorder.record(action, old: old, new: new, changed: changed)
        })
    }
}

/// Numbers the actions as they are applied and queues them; called only on
/// the thread applying actions, one action at a time. Its release (with the
/// store's) closes the recording.
final class InspectorRecorder<State: Sendable, Action: Sendable & Encodable>: @unchecked Sendable {
    let queue: InspectorRecordQueue<State, Action>
    private var seq = 0

    init(queue: InspectorRecordQueue<State, Action>) {
        self.queue = queue
    }

    deinit {
        queue.close()
    }

    func record(_ action: Action, old: State, new: State, changed: FieldSet) {
        seq += 1
        queue.add(
            InspectorRecordQueue.Entry(
                action: action, seq: seq, t: queue.encoder.timestamp(), changed: changed, state: new,
                before: seq == 1 ? old : nil))
    }
}
