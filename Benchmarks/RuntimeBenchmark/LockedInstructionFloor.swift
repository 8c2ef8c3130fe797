#if canImport(Synchronization)
import Synchronization
#endif

/// The floor under a dispatch into an idle store: the locked instructions
/// it makes, alone. A dispatch claims the store with a compare-and-swap on
/// its drain state, publishes the state it applied with a plain store of
/// the slot's number (a word of its own, on a cache line of its own), and
/// stops with a second compare-and-swap on the drain state (Docs/Runtime.md,
/// "Where the floor lies"). `run` makes the same, on words on two cache
/// lines as the store keeps them, `count` times; with `publishingByAdd`, the
/// publication is an atomic add, as it was before (three locked
/// instructions); `runOne` makes only the claim's, for the cost of one.
/// Each round is a call the optimiser cannot see into, as the store's
/// dispatch is, so no round is merged with the next.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *)
final class LockedInstructionFloor: Sendable {
    /// One atomic word per object: objects are allocated apart, as the
    /// store's `DrainState` is from its core.
    final class Word: Sendable {
        let value = Atomic<UInt>(0)
    }

    private let drain = Word()
    private let published = Word()

    /// Claim, publish, stop, `count` times.
    func run(_ count: Int, publishingByAdd: Bool = false) {
        if publishingByAdd {
            for _ in 0..<count { dispatchLikeBefore() }
        } else {
            for _ in 0..<count { dispatchLike() }
        }
        precondition(drain.value.load(ordering: .relaxed) == 0)
    }

    /// One compare-and-swap, `count` times.
    func runOne(_ count: Int) {
        for _ in 0..<count { claimLike() }
    }

    @inline(never)
    private func dispatchLike() {
        _ = drain.value.compareExchange(expected: 0, desired: 1, ordering: .acquiringAndReleasing)
        published.value.store(published.value.load(ordering: .relaxed) ^ 1, ordering: .releasing)
        _ = drain.value.compareExchange(expected: 1, desired: 0, ordering: .acquiringAndReleasing)
    }

    @inline(never)
    private func dispatchLikeBefore() {
        _ = drain.value.compareExchange(expected: 0, desired: 1, ordering: .acquiringAndReleasing)
        _ = published.value.wrappingAdd(8, ordering: .acquiringAndReleasing)
        _ = drain.value.compareExchange(expected: 1, desired: 0, ordering: .acquiringAndReleasing)
    }

    @inline(never)
    private func claimLike() {
        _ = drain.value.compareExchange(
            expected: drain.value.load(ordering: .relaxed), desired: 1, ordering: .acquiringAndReleasing)
    }
}
