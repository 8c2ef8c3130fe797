import StoreRuntime

// Dispatches a few actions to a Counter store and prints what its two
// subscribers saw. Everything runs on the main thread, where the store
// delivers main-actor subscriptions synchronously.

let store = CounterStore()

let display = store.subscribe(display: { props in
    print("display: count = \(props.count)")
})
let audit = store.subscribe(audit: { event in
    print("audit: \(event)")
})

store.dispatch(.increment)
store.dispatch(.add(amount: 10))
store.dispatch(.setStep(step: 5))  // the display does not change: no print
store.dispatch(.decrement)
store.dispatch(.reset)

display.cancel()
store.dispatch(.increment)  // cancelled: the display sees nothing more
audit.cancel()

print("final count: \(store.state.count)")
