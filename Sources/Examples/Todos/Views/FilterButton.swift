/// The filter button. Its title names the current filter; it listens to the
/// `filterButton` action subscription, so only choosing a filter updates it —
/// adding or toggling todos never touches it.
@MainActor
final class FilterButton {
    private let draw: @MainActor (String) -> Void
    private(set) var title: String
    /// How many times the title was set after the first.
    private(set) var updateCount = 0

    init(visibility: Visibility, draw: @escaping @MainActor (String) -> Void) {
        title = Self.title(for: visibility)
        self.draw = draw
    }

    func handle(_ event: TodosFilterButtonEvent) {
        switch event {
        case .setVisibility(let visibility):
            title = Self.title(for: visibility)
            updateCount += 1
            draw(title)
        }
    }

    static func title(for visibility: Visibility) -> String {
        switch visibility {
        case .all: "Show: All"
        case .active: "Show: Active"
        case .completed: "Show: Completed"
        }
    }
}
