// MARK: (a) one subscriber, (b) 1000 subscribers: the single-thread cases
//
// Timed in rounds, each round running every case once (see `Cases`).

import Foundation
import StoreRuntime

#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// Dispatches per run of the counter cases.
let oneSubscriberCount = 2_000_000
/// Dispatches per run of (a) with the recorder: fewer, as each writes a line.
let recordedCount = 200_000
/// Dispatches per run of the 1,000-field cases.
let wideCount = 200_000

/// CPU nanoseconds per dispatch of each single-thread case (see `Cases`).
struct SingleThreadTimes {
    var counterFloor = 0.0
    var lockedInstructions = 0.0
    var lockedInstructionsBefore = 0.0
    var lockedInstruction = 0.0
    var oneSubscriber = 0.0
    var untrackedOneSubscriber = 0.0
    var recordedOneSubscriber = 0.0
    var reducing = 0.0
    var dependent = 0.0
    var mainActorSubscriber = 0.0
    var generatedMainActor = 0.0
    var moduleDispatch = 0.0
    var wideFloor = 0.0
    var wide = 0.0
    var wideGenerated = 0.0
    var wideModels = 0.0
    var observationFloor = 0.0
    var wideUnobservedModels = 0.0
    var recordedInBursts = (dispatching: 0.0, allThreads: 0.0)
}

/// Times every single-thread case together, in rounds (see `Cases`).
func timeSingleThreadCases() -> SingleThreadTimes {
    var singleThreadCases = Cases()
    let lockedFloorCase = singleThreadCases.add(operations: oneSubscriberCount) { runLockedFloor(oneSubscriberCount) }
    let lockedBeforeCase = singleThreadCases.add(operations: oneSubscriberCount) {
        runLockedFloor(oneSubscriberCount, publishingByAdd: true)
    }
    let lockedOneCase = singleThreadCases.add(operations: oneSubscriberCount) {
        runLockedFloor(oneSubscriberCount, onlyOne: true)
    }

    let counterFloorCase = singleThreadCases.add(operations: oneSubscriberCount) {
        let reduce = counterReducer()
        var state = Counter()
        for _ in 0..<oneSubscriberCount { reduce(&state, .increment) }
        consume(state)
    }

    let oneSubscriberCase = singleThreadCases.add(operations: oneSubscriberCount) {
        let store = Store(initialState: Counter(), reducer: counterReducer())
        let delivered = Sink()
        let token = store.subscribeSynchronously(fields: [.count], select: \.count) { delivered.value = $0 }
        for _ in 0..<oneSubscriberCount { store.dispatch(.increment) }
        token.cancel()
        precondition(store.state.count == oneSubscriberCount)
        consume(delivered.value)
    }

    // (a) with the inspector's recorder (Middleware.inspectorRecording, default
    // settings: encoded by a background thread, written in 64 KB blocks). This
    // tight loop outruns the encoder, so the dispatching thread mostly finds
    // 1,000 actions queued and encodes them itself: the recorder's whole cost.
    // Fewer dispatches: each writes a line.
    let recordedOneSubscriberCase = singleThreadCases.add(operations: recordedCount) {
        let store = recordedOneSubscriberStore()
        let delivered = Sink()
        let token = store.subscribeSynchronously(fields: [.count], select: \.count) { delivered.value = $0 }
        for _ in 0..<recordedCount { store.dispatch(.increment) }
        token.cancel()
        consume(delivered.value)
    }

    // (a-r) (a) with a state that applies its own actions, as generated ones
    // do; (a-deps) the same state declaring dependencies, which the store binds
    // around every action.
    let reducingCase = singleThreadCases.add(operations: oneSubscriberCount) {
        dispatchReducing(oneSubscriberCount) { Store(initialState: ReducingCounter()) }
    }
    let dependentCase = singleThreadCases.add(operations: oneSubscriberCount) {
        dispatchReducing(oneSubscriberCount) {
            Store(initialState: DependentCounter(), dependencies: StoreDependencies())
        }
    }

    let untrackedOneSubscriberCase = singleThreadCases.add(operations: oneSubscriberCount) {
        let store = Store(initialState: Counter(), changes: nil, reducer: counterReducer())
        let delivered = Sink()
        let token = store.subscribeSynchronously(select: \.count) { delivered.value = $0 }
        for _ in 0..<oneSubscriberCount { store.dispatch(.increment) }
        token.cancel()
        consume(delivered.value)
    }

    // (a'') one main-actor subscriber, dispatching on the main actor. Top-level
    // code runs on the main thread, so delivery is synchronous (the
    // precondition checks it).
    let mainActorSubscriberCase = singleThreadCases.add(operations: oneSubscriberCount) {
        MainActor.assumeIsolated {
            let store = Store(initialState: Counter(), reducer: counterReducer())
            let delivered = Sink()
            let token = store.subscribe(fields: [.count], select: \.count) { delivered.value = $0 }
            for _ in 0..<oneSubscriberCount { store.dispatch(.increment) }
            token.cancel()
            precondition(delivered.value == oneSubscriberCount, "main-actor delivery was not synchronous")
        }
    }

    // (a-gen) and (m): see `dispatchGeneratedMainActor` and `dispatchToModule`.
    let generatedMainActorCase = singleThreadCases.add(operations: oneSubscriberCount) {
        dispatchGeneratedMainActor(oneSubscriberCount)
    }
    let moduleCase = singleThreadCases.add(operations: oneSubscriberCount) { dispatchToModule(oneSubscriberCount) }

    // (b) 1000 subscribers on their own fields, one field changes per dispatch.
    let wideFloorCase = singleThreadCases.add(operations: wideCount) {
        let reduce = wideReducer()
        var state = WideState()
        for index in 0..<wideCount { reduce(&state, .bump(field: index % WideState.fieldCount)) }
        consume(state)
    }
    let wideCase = singleThreadCases.addPrepared(operations: wideCount, prepareWide)
    let wideGeneratedCase = singleThreadCases.addPrepared(operations: wideCount, prepareWideGenerated)
    let wideModelsCase = singleThreadCases.addPrepared(operations: wideCount) { prepareWideModels(tracked: true) }
    let observationFloorCase = singleThreadCases.addPrepared(operations: wideCount) {
        guard #available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *) else { return {} }
        let floor = MainActor.assumeIsolated { ObservationFloor() }
        return { MainActor.assumeIsolated { floor.run(wideCount) } }
    }
    let wideUnobservedModelsCase = singleThreadCases.addPrepared(operations: wideCount) {
        prepareWideModels(tracked: false)
    }

    var results = SingleThreadTimes()
    let times = singleThreadCases.timed()
    results.counterFloor = times[counterFloorCase]
    results.lockedInstructions = times[lockedFloorCase]
    results.lockedInstructionsBefore = times[lockedBeforeCase]
    results.lockedInstruction = times[lockedOneCase]
    results.oneSubscriber = times[oneSubscriberCase]
    results.untrackedOneSubscriber = times[untrackedOneSubscriberCase]
    results.recordedOneSubscriber = times[recordedOneSubscriberCase]
    results.recordedInBursts = timeRecordedInBursts()
    results.reducing = times[reducingCase]
    results.dependent = times[dependentCase]
    try? FileManager.default.removeItem(at: recordingURL)
    try? FileManager.default.removeItem(at: InspectorRecording.previousFile(of: recordingURL))
    results.mainActorSubscriber = times[mainActorSubscriberCase]
    results.generatedMainActor = times[generatedMainActorCase]
    results.moduleDispatch = times[moduleCase]
    results.wideFloor = times[wideFloorCase]
    results.wide = times[wideCase]
    results.wideGenerated = times[wideGeneratedCase]
    results.wideModels = times[wideModelsCase]
    results.observationFloor = times[observationFloorCase]
    results.wideUnobservedModels = times[wideUnobservedModelsCase]
    return results
}
