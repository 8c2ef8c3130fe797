import StoreRuntime

/// (b)'s subscribers: one selector-closure subscriber per field of `store`
/// in `fields` (all of them unless told), each delivery adding one to
/// `delivered`.
func subscribeWide(
    _ store: Store<WideState, WideAction>, _ delivered: Sink, fields: Range<Int> = 0..<WideState.fieldCount
) -> [SubscriptionToken] {
    fields.map { field in
        store.subscribeSynchronously(fields: [StateField(index: field)], select: { $0.value(at: field) }) { _ in
            delivered.value &+= 1
        }
    }
}

/// (b) as it is timed: `count` bumps, one field after another, each
/// delivered to that field's subscriber only.
func dispatchWide(_ count: Int) {
    let store = Store(initialState: WideState(), reducer: wideReducer())
    let delivered = Sink()
    let tokens = subscribeWide(store, delivered)
    for index in 0..<count { store.dispatch(.bump(field: index % WideState.fieldCount)) }
    // Cancelled here, so they live until here: Swift may release a value
    // after its last use, and `tokens.removeAll()` does not read them.
    for token in tokens { token.cancel() }
    precondition(delivered.value == WideState.fieldCount + count, "a dispatch ran other fields' subscribers")
}

/// The fields (b') bumps: those with a generated subscription in Wide.store.yaml.
let generatedFieldCount = 8

/// One subscriber per field of `store`: the first `generatedFieldCount`
/// through their generated subscriptions (main actor; dispatched on the main
/// thread, they are called synchronously), the others through selector
/// closures as in (b). Each delivery adds one to `delivered`.
func subscribeWideGenerated(_ store: Store<WideState, WideAction>, _ delivered: Sink) -> [SubscriptionToken] {
    let tokens = [
        store.subscribe(field0: { _ in delivered.value &+= 1 }),
        store.subscribe(field1: { _ in delivered.value &+= 1 }),
        store.subscribe(field2: { _ in delivered.value &+= 1 }),
        store.subscribe(field3: { _ in delivered.value &+= 1 }),
        store.subscribe(field4: { _ in delivered.value &+= 1 }),
        store.subscribe(field5: { _ in delivered.value &+= 1 }),
        store.subscribe(field6: { _ in delivered.value &+= 1 }),
        store.subscribe(field7: { _ in delivered.value &+= 1 }),
    ]
    precondition(tokens.count == generatedFieldCount)
    return tokens + subscribeWide(store, delivered, fields: generatedFieldCount..<WideState.fieldCount)
}

func dispatchWideGenerated(_ count: Int) {
    let store = Store(initialState: WideState(), reducer: wideReducer())
    let delivered = Sink()
    let tokens = subscribeWideGenerated(store, delivered)
    for index in 0..<count { store.dispatch(.bump(field: index % generatedFieldCount)) }
    for token in tokens { token.cancel() }
    precondition(delivered.value == WideState.fieldCount + count, "generated subscribers were not called synchronously")
}

/// (g) and (g'): see `WideModels`.
func runWideModels(_ count: Int, tracked: Bool) {
    guard #available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *) else {
        fatalError("(g) needs Observation (macOS 14)")
    }
    MainActor.assumeIsolated { WideModels(tracked: tracked).run(count) }
}

/// (g0) and, with `observed: false`, (g0'): see `ObservationFloor`.
func runObservationFloor(_ count: Int, observed: Bool = true) {
    guard #available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *) else {
        fatalError("(g0) needs Observation (macOS 14)")
    }
    MainActor.assumeIsolated { ObservationFloor(observed: observed).run(count) }
}

/// A store with one selector-closure subscriber per field; the returned
/// run dispatches `wideCount` bumps, one field after another, and checks
/// that each ran exactly one subscriber.
func prepareWide() -> () -> Void {
    let store = Store(initialState: WideState(), reducer: wideReducer())
    let delivered = Sink()
    let tokens = subscribeWide(store, delivered)
    return {
        let before = delivered.value
        for index in 0..<wideCount { store.dispatch(.bump(field: index % WideState.fieldCount)) }
        // One delivery per dispatch: only the changed field's subscriber ran.
        precondition(delivered.value == before + wideCount)
        consume(tokens)
    }
}

// (b') the same 1000 subscribers, but the one that changes is a generated
// subscription, as in an app (props built from the state in place, no
// selector closure): each dispatch bumps one of the fields that have one.
func prepareWideGenerated() -> () -> Void {
    let store = Store(initialState: WideState(), reducer: wideReducer())
    let delivered = Sink()
    let tokens = subscribeWideGenerated(store, delivered)
    return {
        let before = delivered.value
        for index in 0..<wideCount { store.dispatch(.bump(field: index % generatedFieldCount)) }
        precondition(delivered.value == before + wideCount)
        consume(tokens)
    }
}

// (g) 1,000 generated Observation models, one per field, each observed and
// observed anew after each change (see `WideModels`); (g') the same models
// with nobody observing them.
func prepareWideModels(tracked: Bool) -> () -> Void {
    guard #available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *) else { return {} }
    let models = MainActor.assumeIsolated { WideModels(tracked: tracked) }
    return { MainActor.assumeIsolated { models.run(wideCount) } }
}
