import Dispatch
import StoreRuntime
import Testing

/// `MainActorThread.isCurrent` answers where the main actor runs, including
/// on Linux after `swift test` handed the main queue to another thread.
@Suite struct MainActorThreadTests {
    @MainActor
    @Test func trueOnTheMainActor() {
        #expect(MainActorThread.isCurrent)
    }

    @Test func trueInABlockOnTheMainQueue() async {
        let onMain = await withCheckedContinuation { continuation in
            DispatchQueue.main.async { continuation.resume(returning: MainActorThread.isCurrent) }
        }
        #expect(onMain)
    }

    @Test func falseInADetachedTask() async {
        let inTask = await Task.detached { MainActorThread.isCurrent }.value
        #expect(!inTask)
    }

    @Test func falseOnAThreadOfItsOwn() async {
        let seen = Recorder<Bool>()
        await onThreads(2) { _ in seen.append(MainActorThread.isCurrent) }
        #expect(seen.values == [false, false])
    }

    @Test func falseOnABackgroundQueue() async {
        let onQueue = await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: MainActorThread.isCurrent) }
        }
        #expect(!onQueue)
    }
}
