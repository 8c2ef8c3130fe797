/// The list on a terminal: draws the derived screen each time its props
/// change (adding, toggling, removing, filtering).
@MainActor
final class TodoListView {
    private let draw: @MainActor (TodoListScreen) -> Void
    /// The screen last drawn; the router resolves numbers against it.
    private(set) var screen = TodoListScreen(rows: [], footer: "")

    init(draw: @escaping @MainActor (TodoListScreen) -> Void) {
        self.draw = draw
    }

    func show(_ props: TodosTodoListProps) {
        screen = TodoListPresenter.screen(for: props)
        draw(screen)
    }
}
