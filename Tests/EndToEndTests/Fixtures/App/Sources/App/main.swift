import StoreRuntime

// Drives both generated stores on the main thread (where main-actor
// subscriptions are delivered synchronously) and prints what subscribers saw;
// the end-to-end test compares this output line by line.

let counter = CounterStore()
let display = counter.subscribe(display: { props in print("counter display: \(props.count)") })
let audit = counter.subscribe(audit: { event in print("counter audit: \(event)") })
counter.dispatch(.increment)
counter.dispatch(.add(amount: 41))
counter.dispatch(.increment)

let todos = TodoListStore()
let openCount = todos.subscribe(openCount: { props in
    print("todos open: \(props.todos.filter { !$0.done }.count) of \(props.todos.count)")
})
let changes = todos.subscribe(changes: { event in print("todos change: \(event)") })
todos.dispatch(.add(title: "write schema"))
todos.dispatch(.add(title: "run swift build"))
todos.dispatch(.toggle(id: 1))
todos.dispatch(.setFilter(filter: .done))
todos.dispatch(.clearDone)

print("counter: \(counter.state.count)")
print("todos: \(todos.state.todos.map(\.title)), filter: \(todos.state.filter)")
for token in [display, audit, openCount, changes] {
    token.cancel()
}
