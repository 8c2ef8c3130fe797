/// The store's subscriptions, indexed by field so that a dispatch visits only
/// the subscribers of the fields that changed.
///
/// Owned by the thread applying actions; subscribing and cancelling reach it
/// through the store's queue, so it is never changed while being iterated.
///
/// `owners` holds the subscriptions. The index holds unretained references to
/// them in manually managed buffers (plain memory: walking it costs no
/// reference counting). It is flat — all field lists in one buffer,
/// `fieldStarts[i] ..< fieldStarts[i + 1]` being field `i`'s — and rebuilt
/// lazily, once, after subscriptions were added or removed. A removed
/// subscription may be freed while the stale index still names it; that is
/// fine because the index is rebuilt before it is next read.
@usableFromInline
struct SubscriptionRegistry {
    @usableFromInline typealias Entry = Unmanaged<Subscription>

    /// State subscriptions in registration order; they keep them alive.
    @usableFromInline var owners: [Subscription] = []
    @usableFromInline var actionObservers: [Subscription] = []

    @usableFromInline var isIndexStale = false
    /// The `order` the next added subscription gets.
    @usableFromInline var nextOrder: UInt64 = 0
    /// Every state subscription in registration order (what an untracked state visits).
    @usableFromInline var all = UnsafeMutableBufferPointer<Entry>(start: nil, count: 0)
    /// State subscriptions with `fields: .all`: visited whenever anything changed.
    @usableFromInline var everyField = UnsafeMutableBufferPointer<Entry>(start: nil, count: 0)
    /// `fieldCount + 1` offsets into `fieldEntries`.
    @usableFromInline var fieldStarts = UnsafeMutableBufferPointer<Int>(start: nil, count: 0)
    @usableFromInline var fieldEntries = UnsafeMutableBufferPointer<Entry>(start: nil, count: 0)
    /// The only state subscription, when there is one and its fields are
    /// all below 64: a change of such fields reaches it without looking up
    /// the field's entries in the index, the common case of one screen.
    /// `onlyFields` holds its fields' bits.
    @usableFromInline var only: Entry?
    @usableFromInline var onlyFields: UInt64 = 0

    @usableFromInline init() {}

    @usableFromInline
    mutating func add(_ subscription: Subscription) {
        nextOrder &+= 1
        subscription.order = nextOrder
        if subscription.observesActions {
            actionObservers.append(subscription)
        } else {
            owners.append(subscription)
            isIndexStale = true
        }
    }

    @usableFromInline
    mutating func remove(_ subscription: Subscription) {
        if subscription.observesActions {
            actionObservers.removeAll { $0 === subscription }
        } else {
            owners.removeAll { $0 === subscription }
            isIndexStale = true
        }
    }

    @inlinable
    mutating func refreshIndexIfNeeded() {
        if _slowPath(isIndexStale) { rebuildIndex() }
    }

    /// Frees the index (the store calls it when it goes away).
    @usableFromInline
    mutating func deallocateIndex() {
        all.deallocate()
        everyField.deallocate()
        fieldStarts.deallocate()
        fieldEntries.deallocate()
        all = .init(start: nil, count: 0)
        everyField = .init(start: nil, count: 0)
        fieldStarts = .init(start: nil, count: 0)
        fieldEntries = .init(start: nil, count: 0)
    }

    @usableFromInline
    mutating func rebuildIndex() {
        deallocateIndex()
        isIndexStale = false
        let tracked = owners.filter { !$0.fields.isAll }
        all = Self.buffer(owners.map { Entry.passUnretained($0) })
        everyField = Self.buffer(owners.filter { $0.fields.isAll }.map { Entry.passUnretained($0) })

        var fieldCount = 0
        for owner in tracked {
            owner.fields.forEachIndex { fieldCount = max(fieldCount, $0 + 1) }
        }
        var starts = [Int](repeating: 0, count: fieldCount + 1)
        for owner in tracked {
            owner.fields.forEachIndex { starts[$0 + 1] += 1 }
        }
        for field in 0..<fieldCount { starts[field + 1] += starts[field] }
        var next = starts
        let entries = UnsafeMutableBufferPointer<Entry>.allocate(capacity: starts[fieldCount])
        for owner in tracked {
            owner.fields.forEachIndex { field in
                entries.initializeElement(at: next[field], to: Entry.passUnretained(owner))
                next[field] += 1
            }
        }
        fieldStarts = Self.buffer(starts)
        fieldEntries = entries
        only = nil
        onlyFields = 0
        if owners.count == 1, let owner = owners.first, !owner.fields.isAll, !owner.fields.hasHighIndices {
            only = Entry.passUnretained(owner)
            onlyFields = owner.fields.low
        }
    }

    private static func buffer<Element>(_ elements: [Element]) -> UnsafeMutableBufferPointer<Element> {
        let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: elements.count)
        _ = buffer.initialize(from: elements)
        return buffer
    }
}
