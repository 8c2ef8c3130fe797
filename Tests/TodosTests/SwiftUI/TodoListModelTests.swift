import Foundation
import StoreGenTestSupport
import StoreRuntime
import Testing

@testable import Todos

/// The SwiftUI list on Linux: `ObservingView` renders what
/// `TodoListSwiftUIView`'s body reads (`TodoListPresenter.screen(of:)`, every
/// property of the generated `todoList` model) under Observation's
/// tracking, and counts what SwiftUI would redraw.
@MainActor
@Suite struct TodoListModelTests {
    static let milk = Todo(id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!, title: "Buy milk")
    static let report = Todo(
        id: UUID(uuidString: "00000000-0000-0000-0000-000000000002")!, title: "Write report", completed: true)

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func anActionChangingThreeFieldsTheViewReadsInvalidatesItOnce() async {
        let store = TodosStore(initialState: TodosState(visibility: .completed))
        let model = TodosTodoListModel(store)
        let view = ObservingView { TodoListPresenter.screen(of: model).text }
        // `loadTodos` changes `visibleTodos`, `openCount` and `visibility`.
        store.dispatch(.loadTodos(todos: [Self.milk, Self.report]))
        await drainMainQueue()
        #expect(view.invalidations == 1)
        #expect(
            view.renders == [
                "(nothing to show)\n0 items left · showing completed",
                "1. [ ] Buy milk\n2. [x] Write report\n1 item left · showing all",
            ])
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func aChangeOfAFieldTheViewDoesNotReadInvalidatesNothing() async {
        let store = TodosStore()
        let model = TodosTodoListModel(store)
        let footer = ObservingView { model.openCount }
        // Choosing a filter changes `visibility` and `visibleTodos`, not `openCount`.
        store.dispatch(.setVisibility(visibility: .active))
        await drainMainQueue()
        #expect(footer.invalidations == 0)
        #expect(model.visibility == .active)
    }

    /// `openCount` is derived from `todos`: a change of `todos` that leaves
    /// the count as it was (removing a completed todo) does not invalidate
    /// a view of it; one that changes it does.
    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func aDerivedValueInvalidatesOnlyWhenItChanged() async {
        let store = TodosStore(initialState: TodosState(todos: [Self.milk, Self.report]))
        let model = TodosTodoListModel(store)
        let footer = ObservingView { model.openCount }
        store.dispatch(.removeTodo(id: Self.report.id))
        await drainMainQueue()
        #expect(footer.invalidations == 0)
        #expect(model.visibleTodos == [Self.milk])
        store.dispatch(.toggleTodo(id: Self.milk.id))
        await drainMainQueue()
        #expect(footer.invalidations == 1)
        #expect(footer.renders == [1, 0])
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func sendDispatchesAndAReleasedModelIsFreed() {
        let store = TodosStore()
        weak var released: TodosTodoListModel?
        do {
            let model = TodosTodoListModel(store)
            released = model
            model.send(.addTodo(title: "Buy milk"))
            #expect(model.openCount == 1)
        }
        #expect(released == nil)
        store.dispatch(.toggleTodo(id: store.state.todos[0].id))
        #expect(store.state.openCount == 0)
    }
}
