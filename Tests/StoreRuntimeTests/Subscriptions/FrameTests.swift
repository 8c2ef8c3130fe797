import Dispatch
import Foundation
import StoreGenTestSupport
import StoreRuntime
import Testing

/// One change, one frame: the subscribers of a change are called in the order
/// they subscribed, and every main-actor delivery of it runs in one
/// main-actor job, between the frame boundaries.
@MainActor
@Suite struct FrameTests {
    @Test func subscribersOfOneChangeAreCalledInTheOrderTheySubscribed() {
        let store = makePairStore()
        let log = Recorder<String>()
        // Field `b` (index 1) first, then field `a` (index 0), then every field.
        let tokens = [
            store.subscribe(fields: [.b], select: \.b) { _ in log.append("b") },
            store.subscribe(fields: [.a], select: \.a) { _ in log.append("a") },
            store.subscribe(select: { $0 }) { _ in log.append("all") },
            store.subscribeSynchronously(fields: [.a, .b], select: { [$0.a, $0.b] }) { _ in log.append("a and b") },
        ]
        let first = log.count
        store.dispatch(.setBoth(1))
        #expect(Array(log.values[first...]) == ["b", "a", "all", "a and b"])
        withExtendedLifetime(tokens) {}
    }

    @Test func aFrameHoldsEveryMainActorDeliveryOfOneChange() {
        let store = makePairStore()
        let log = Recorder<String>()
        let tokens = [
            store.subscribeToFrames(willDeliver: { log.append("begin") }, didDeliver: { log.append("end") }),
            store.subscribe(fields: [.a], select: \.a) { log.append("a \($0)") },
            store.subscribe(actions: { $0 }) { log.append("action \($0)") },
            store.subscribe(fields: [.b], select: \.b) { log.append("b \($0)") },
        ]
        #expect(log.values == ["begin", "a 0", "end", "begin", "b 0", "end"])
        let first = log.count
        store.dispatch(.setBoth(1))
        store.dispatch(.addName("x"))
        #expect(
            Array(log.values[first...]) == [
                "begin", "a 1", "b 1", "action setBoth(1)", "end",
                "begin", "action addName(\"x\")", "end",
            ])
        withExtendedLifetime(tokens) {}
    }

    @Test func aSubscriptionMadeInAFrameGetsItsFirstValueInThatFrame() {
        let store = makePairStore()
        let log = Recorder<String>()
        var inner: SubscriptionToken?
        let tokens = [
            store.subscribeToFrames(willDeliver: { log.append("begin") }, didDeliver: { log.append("end") }),
            store.subscribe(fields: [.a], select: \.a) { a in
                log.append("a \(a)")
                if a == 1 { inner = store.subscribe(fields: [.b], select: \.b) { log.append("new b \($0)") } }
            },
        ]
        let first = log.count
        store.dispatch(.setBoth(1))
        #expect(Array(log.values[first...]) == ["begin", "a 1", "new b 1", "end"])
        withExtendedLifetime((tokens, inner)) {}
    }

    /// Applied off the main thread, a change's deliveries reach the main
    /// actor as one job: a synchronous subscriber between two main-actor
    /// ones waits until the main queue has run what was posted so far, and
    /// a main-queue block the first handler posts runs after the frame.
    /// (With a main-queue block per subscriber, the first handler, and
    /// the block it posts, would run before the second.)
    @Test func offTheMainThreadOneChangeIsOneMainActorJob() async {
        let store = makePairStore()
        let log = Recorder<String>()
        let tokens = [
            store.subscribeToFrames(willDeliver: { log.append("begin") }, didDeliver: { log.append("end") }),
            store.subscribe(fields: [.a], select: \.a) { a in
                log.append("a \(a)")
                DispatchQueue.main.async { log.append("another job") }
            },
            store.subscribeSynchronously(fields: [.a], select: \.a) { a in
                if a == 1 { DispatchQueue.main.sync {} }
            },
            store.subscribe(fields: [.b], select: \.b) { log.append("b \($0)") },
        ]
        await drainMainQueue()
        let first = log.count
        await Task.detached { store.dispatch(.setBoth(1)) }.value
        await drainMainQueue()
        await drainMainQueue()
        #expect(Array(log.values[first...]) == ["begin", "a 1", "b 1", "end", "another job"])
        withExtendedLifetime(tokens) {}
    }

    /// A change applied off the main thread leaves its frame waiting for
    /// the main queue; a change applied on the main actor before the queue
    /// ran it must run that frame first (the main actor decides at once,
    /// without the frames' lock, when nothing waits; this checks it sees
    /// a frame that does).
    @Test func aFrameLeftWaitingRunsBeforeTheNextOneOnTheMainActor() async {
        let store = makeCounterStore()
        let log = Recorder<Int>()
        let token = store.subscribe(select: \.count) { log.append($0) }
        let applied = DispatchSemaphore(value: 0)
        Thread {
            store.dispatch(.increment)
            applied.signal()
        }.start()
        // The main actor stays busy meanwhile, so the main queue cannot run
        // the frame the other thread left.
        applied.wait()
        store.dispatch(.increment)
        #expect(log.values == [0, 1, 2])
        await drainMainQueue()
        #expect(log.values == [0, 1, 2])
        withExtendedLifetime(token) {}
    }

    @Test func aCancelledBoundaryIsNoLongerCalled() {
        let store = makePairStore()
        let log = Recorder<String>()
        let frames = store.subscribeToFrames(didDeliver: { log.append("end") })
        let token = store.subscribe(fields: [.a], select: \.a) { _ in }
        frames.cancel()
        store.dispatch(.setA(1))
        #expect(log.values == ["end"])
        withExtendedLifetime(token) {}
    }
}
