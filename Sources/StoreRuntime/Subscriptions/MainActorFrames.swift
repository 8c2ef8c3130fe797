import Dispatch

/// Groups the main-actor deliveries of one store into frames: a frame is
/// every main-actor delivery one published state causes (its state
/// subscribers in the order they subscribed, then its action subscribers),
/// run in one main-actor job, between the store's frame boundaries (see
/// `subscribeToFrames`).
///
/// The thread applying actions decides at a change's first main-actor
/// delivery how the frame runs. On the main thread, with no earlier frame
/// still waiting, it runs at once: each handler is called as it is reached,
/// with no hop and no allocation (earlier frames still waiting are run
/// first). Elsewhere, or while the main actor is running a frame (a handler
/// dispatched on an idle store), the deliveries are collected and the frame
/// waits here; one main-queue block runs the waiting frames in order, each
/// whole. Frames therefore run in the order the store published their
/// states, and never inside one another.
@usableFromInline
final class MainActorFrames: @unchecked Sendable {
    /// How the change being delivered runs its frame.
    @usableFromInline
    enum Mode: UInt8, Sendable {
        /// No main-actor delivery yet.
        case undecided
        /// Handlers are called as they are reached, on the main thread.
        case immediate
        /// The same, between boundaries (`running`) that end with the frame.
        case immediateWithBoundaries
        /// Deliveries are collected into `building`.
        case queued

        /// Whether the frame needs nothing done to end it: no delivery, or
        /// immediate ones without boundaries (the two lowest raw values, so
        /// one comparison tells).
        @inlinable @inline(__always)
        var endsAsIs: Bool { rawValue <= Mode.immediate.rawValue }
    }

    /// The two calls around a frame; both run on the main actor.
    @usableFromInline
    struct Boundary: Sendable {
        let id: UInt64
        let begin: @Sendable () -> Void
        let end: @Sendable () -> Void
    }

    @usableFromInline typealias Delivery = @Sendable () -> Void

    // Owned by the thread applying actions.
    @exclusivity(unchecked) @usableFromInline var mode = Mode.undecided
    /// The fields the change being delivered changed (`.all` for a first
    /// value, or when the store cannot tell): what models tell Observation.
    /// It points at the store's own set (`StoreCore.delivered`; copying the
    /// set here cost a retain and a release per change), and at
    /// `everyField` while first values are delivered.
    @exclusivity(unchecked) @usableFromInline var changedFields: UnsafePointer<FieldSet>
    /// `.all`, where `changedFields` points for first values.
    @usableFromInline let everyField: UnsafeMutablePointer<FieldSet>
    #if !canImport(Darwin)
    /// The process's first thread (`ThreadIdentity.word`), once a frame
    /// started on it (until then `UInt.max`, which no thread's word is, nor
    /// the drain state's 0 for none): knowing it, the main-thread check of a
    /// frame on it is one comparison rather than a thread-specific value
    /// behind a lazy key, on every change.
    @exclusivity(unchecked) @usableFromInline var firstThread = UInt.max
    /// The store's drain state, which names the thread applying its
    /// actions: the only thread that starts frames, so comparing that name
    /// with `firstThread` tells where a frame starts without asking the
    /// system (`pthread_self()`) again.
    @usableFromInline let drainState: DrainState
    #endif
    @exclusivity(unchecked) @usableFromInline var building: [Delivery] = []
    /// The boundaries of the immediate frame running, taken when it began.
    @exclusivity(unchecked) @usableFromInline var running: [Boundary] = []

    // Guarded by `lock`.
    @usableFromInline let lock = Lock()
    /// Whether frames are waiting or boundaries are set (`waitingBit`,
    /// `boundariesBit`), written holding `lock`: a change's `start` reads it
    /// with one load and takes `lock` only when it is not zero (most stores,
    /// most of the time, neither has frames waiting nor boundaries). The
    /// thread applying actions sees the frames an earlier one queued: the
    /// queue's lock orders one after the other.
    @usableFromInline let pending = AtomicWord()
    @exclusivity(unchecked) @usableFromInline var waiting: [[Delivery]] = []
    @exclusivity(unchecked) @usableFromInline var isFlushScheduled = false
    @exclusivity(unchecked) @usableFromInline var boundaries: [Boundary] = []
    @exclusivity(unchecked) @usableFromInline var nextBoundaryID: UInt64 = 0

    // Main actor only.
    @exclusivity(unchecked) @usableFromInline var isFlushing = false

    @usableFromInline static var waitingBit: UInt { 1 }
    @usableFromInline static var boundariesBit: UInt { 2 }

    /// The frames of the store `drainState` says who applies the actions of.
    @usableFromInline init(drainState: DrainState) {
        #if !canImport(Darwin)
        self.drainState = drainState
        #endif
        everyField = .allocate(capacity: 1)
        everyField.initialize(to: .all)
        changedFields = UnsafePointer(everyField)
    }

    deinit {
        everyField.deinitialize(count: 1)
        everyField.deallocate()
    }

    /// What `changedFields` points at.
    @inlinable
    var changed: FieldSet { changedFields.pointee }

    /// Whether the thread applying actions runs where the main actor does
    /// (`ThreadIdentity.isMain`), remembering the process's first thread.
    @inlinable @inline(__always)
    var isOnMainActorThread: Bool {
        if isOnKnownMainThread { return true }
        #if canImport(Darwin)
        return false
        #else
        if ProcessMainThread.isCurrent {
            firstThread = ThreadIdentity.current.word
            return true
        }
        return ThreadIdentity.isMain
        #endif
    }

    /// Called by the thread applying actions before a main-actor delivery:
    /// whether to call the handler now (the frame runs immediately) rather
    /// than `enqueue` it.
    @inlinable @inline(__always)
    func deliversImmediately() -> Bool {
        // A change's first delivery (most changes have one) decides with
        // one comparison of the mode.
        if mode == .undecided { return start() }
        return mode != .queued
    }

    /// Decides how the change's frame runs, at its first main-actor
    /// delivery. It runs immediately where the main actor runs, outside a
    /// flush (the main actor is then running a frame), once the frames still
    /// waiting have run (first) and the boundaries have begun; otherwise it
    /// is collected for the main queue. Inlined: the common case, on the
    /// process's first thread with no frame waiting and no boundaries, is
    /// one comparison of threads and two loads.
    @inlinable @inline(__always)
    func start() -> Bool {
        if _fastPath(isOnKnownMainThread && !isFlushing && pending.load() == 0) {
            mode = .immediate
            return true
        }
        return startSlowly()
    }

    /// Whether the caller is the thread the main actor is known to run on
    /// (on Linux, the process's first thread once a frame started there;
    /// `isOnMainActorThread` finds it).
    @inlinable @inline(__always)
    var isOnKnownMainThread: Bool {
        #if canImport(Darwin)
        return ThreadIdentity.isMain
        #else
        return drainState.isApplying(onThread: firstThread)
        #endif
    }

    /// Adds a delivery to the frame being built (`deliversImmediately()` said no).
    @inlinable
    func enqueue(_ delivery: @escaping Delivery) {
        building.append(delivery)
    }

    /// Called by the thread applying actions once a change's deliveries are
    /// made: ends an immediate frame, or hands a collected one to the main queue.
    @inlinable @inline(__always)
    func finish() {
        if _fastPath(mode.endsAsIs) {
            mode = .undecided
            return
        }
        finishFrame()
    }

    /// `start` where the inlined check could not decide: elsewhere than the
    /// known main thread (which it finds on its first frame there), or with
    /// frames waiting or boundaries set. Without boundaries (most stores) no
    /// array is copied: each copy was a retain and a release, a fifth of a
    /// main-actor dispatch.
    @usableFromInline
    func startSlowly() -> Bool {
        guard isOnMainActorThread, !isFlushing else {
            mode = .queued
            return false
        }
        let (behind, boundaries): (Bool, [Boundary]?) =
            pending.load() == 0
            ? (false, nil)
            : lock.withLock {
                (!waiting.isEmpty, self.boundaries.isEmpty ? nil : self.boundaries)
            }
        if behind { flush() }
        guard let boundaries else {
            mode = .immediate
            return true
        }
        mode = .immediateWithBoundaries
        running = boundaries
        for boundary in boundaries { boundary.begin() }
        return true
    }

    @usableFromInline
    func finishFrame() {
        defer { mode = .undecided }
        if mode == .immediateWithBoundaries {
            let boundaries = running
            running = []
            for boundary in boundaries { boundary.end() }
            return
        }
        let frame = building
        building = []
        let schedule: Bool = lock.withLock {
            waiting.append(frame)
            pending.setBits(Self.waitingBit)
            defer { isFlushScheduled = true }
            return !isFlushScheduled
        }
        if schedule {
            DispatchQueue.main.async { self.flush() }
        }
    }

    /// Runs the waiting frames, in order, each between the boundaries. On
    /// the main actor only.
    @usableFromInline
    func flush() {
        isFlushing = true
        defer { isFlushing = false }
        while true {
            let frames: [[Delivery]] = lock.withLock {
                defer { waiting = [] }
                if waiting.isEmpty { isFlushScheduled = false }
                pending.clearBits(Self.waitingBit)
                return waiting
            }
            if frames.isEmpty { return }
            for frame in frames {
                let boundaries = currentBoundaries()
                for boundary in boundaries { boundary.begin() }
                for delivery in frame { delivery() }
                for boundary in boundaries { boundary.end() }
            }
        }
    }

    func currentBoundaries() -> [Boundary] {
        lock.withLock { boundaries }
    }

    /// Adds `begin` and `end` around every later frame; returns what removes them.
    func addBoundary(
        begin: @escaping @MainActor @Sendable () -> Void,
        end: @escaping @MainActor @Sendable () -> Void
    ) -> @Sendable () -> Void {
        // Called only on the main actor (see `deliversImmediately`), so the
        // isolation is dropped, as `MainActorMailbox` does for its handler.
        let boundary: Boundary = lock.withLock {
            nextBoundaryID &+= 1
            let boundary = Boundary(
                id: nextBoundaryID,
                begin: unsafeBitCast(begin, to: (@Sendable () -> Void).self),
                end: unsafeBitCast(end, to: (@Sendable () -> Void).self))
            boundaries.append(boundary)
            pending.setBits(Self.boundariesBit)
            return boundary
        }
        return { [weak self] in
            guard let self else { return }
            lock.withLock {
                boundaries.removeAll { $0.id == boundary.id }
                if boundaries.isEmpty { pending.clearBits(Self.boundariesBit) }
            }
        }
    }
}
