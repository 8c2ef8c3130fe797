import Dispatch

/// Applied actions waiting to be encoded and written, off the thread that
/// applied them: a background thread empties the queue as it fills. At most
/// `maxQueuedActions` wait; the thread applying actions that finds that many
/// encodes them itself, in order, so memory stays bounded (those actions and
/// the states after them) however fast actions come.
final class InspectorRecordQueue<State: Sendable, Action: Sendable & Encodable>: @unchecked Sendable {
    /// An applied action, as the thread applying it saw it.
    struct Entry: Sendable {
        let action: Action
        let seq: Int
        /// When it was applied (ms since 1970).
        let t: Int64
        let changed: FieldSet
        /// The state after it.
        let state: State
        /// The state before it, for the first action: the snapshot a file starts with.
        let before: State?
    }

    let encoder: InspectorRecordEncoder<State, Action>
    private let file: InspectorRecordFile
    private let snapshotInterval: Int
    private let maxQueuedActions: Int

    /// Guards `waiting` and `isDraining`.
    private let lock = Lock()
    private var waiting: [Entry] = []
    /// Whether a background drain is scheduled or running.
    private var isDraining = false

    /// Held while encoding, so entries are written one batch at a time, in
    /// order; guards everything below.
    private let encoding = Lock()
    /// The state after the last entry written: a new part's first snapshot.
    private var lastState: State?
    private var isClosed = false

    init(
        encoder: InspectorRecordEncoder<State, Action>, file: InspectorRecordFile, snapshotInterval: Int,
        maxQueuedActions: Int
    ) {
        self.encoder = encoder
        self.file = file
        self.snapshotInterval = snapshotInterval
        self.maxQueuedActions = maxQueuedActions
    }

    /// What `add` does after queueing.
    private enum Next { case nothing, drainInBackground, drainHere }

    /// Queues `entry`; starts a background drain if none runs, or writes
    /// what waits on this thread when the queue is full.
    func add(_ entry: Entry) {
        let next: Next = lock.withLock {
            waiting.append(entry)
            if waiting.count >= maxQueuedActions { return .drainHere }
            if isDraining { return .nothing }
            isDraining = true
            return .drainInBackground
        }
        switch next {
        case .nothing: break
        case .drainHere: writeWaiting()
        case .drainInBackground:
            DispatchQueue.global(qos: .utility).async { [self] in
                repeat {
                    writeWaiting()
                } while !lock.withLock({ () -> Bool in
                    isDraining = !waiting.isEmpty
                    return !isDraining
                })
            }
        }
    }

    /// Writes what is still queued, then the `end` line, and closes the file.
    func close() {
        writeWaiting()
        encoding.withLock { isClosed = true }
        file.close()
    }

    /// Encodes and writes every entry waiting, in order.
    private func writeWaiting() {
        encoding.withLock {
            let batch = lock.withLock { () -> [Entry] in
                defer { waiting = [] }
                return waiting
            }
            guard !isClosed else { return }
            for entry in batch { write(entry) }
        }
    }

    private func write(_ entry: Entry) {
        if let before = entry.before ?? (file.needsRotation ? lastState : nil) {
            // The first record of a file is the state the next action meets.
            file.startPartIfNeeded()
            file.append(encoder.snapshot(seq: entry.seq - 1, t: entry.t, of: before))
        }
        file.append(
            encoder.action(entry.action, seq: entry.seq, t: entry.t, changed: entry.changed, in: entry.state),
            seq: entry.seq)
        if entry.seq % snapshotInterval == 0 {
            file.append(encoder.snapshot(seq: entry.seq, t: entry.t, of: entry.state))
        }
        lastState = entry.state
    }
}
