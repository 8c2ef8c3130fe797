import Dispatch
import StoreRuntime

/// Returns once every action dispatched before the call is applied
/// (`settled()`) and the deliveries those actions made on `queue` have run:
/// the store hands a subscription's values to its queue (`.main` for
/// main-actor subscribers) while it applies the action, and a serial queue
/// runs its blocks in order, so one queued afterwards runs after them.
func settled<State, Action>(_ store: Store<State, Action>, deliveredOn queue: DispatchQueue) async {
    await store.settled()
    await withCheckedContinuation { (ran: CheckedContinuation<Void, Never>) in queue.async { ran.resume() } }
}

/// Settles `store` until `done` holds: for a chain of actions that the
/// store's callbacks dispatch one after another. `settled()` covers what
/// was dispatched before the call; each link of a chain is queued while the
/// one before it is applied, so the store stays busy until the chain ends
/// and each call returns with the chain further on. `done` reads the state,
/// which the store publishes before the action's subscribers run, so the
/// last call waits for those. (A chain that stops short would return at
/// once, again and again: the suite's time limit cancels the test, which
/// ends the loop.)
func settle<State, Action>(_ store: Store<State, Action>, until done: () -> Bool) async {
    while !done(), !Task.isCancelled { await store.settled() }
    await store.settled()
}
