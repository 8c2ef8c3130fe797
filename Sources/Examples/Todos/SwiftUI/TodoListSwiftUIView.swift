#if canImport(SwiftUI)
import SwiftUI

/// The list in SwiftUI (Apple platforms only; not built on Linux), on the
/// generated `todoList` model: the body reads the model's properties through
/// `TodoListPresenter.screen(of:)`, so it is redrawn when one of them changes,
/// once per action. The picker is bound to `visibility` through the
/// `setVisibility` action, and a tap on a row sends `toggleTodo`.
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
struct TodoListSwiftUIView: View {
    @State private var model: TodosTodoListModel

    init(store: TodosStore) {
        _model = State(initialValue: TodosTodoListModel(store))
    }

    var body: some View {
        let screen = TodoListPresenter.screen(of: model)
        VStack {
            Picker("Show", selection: model.binding(\.visibility, sending: TodosAction.setVisibility(visibility:))) {
                ForEach(Visibility.allCases, id: \.self) { visibility in
                    Text(visibility.rawValue).tag(visibility)
                }
            }
            List(screen.rows, id: \.id) { row in
                Button("\(row.completed ? "☑" : "☐") \(row.title)") { model.send(.toggleTodo(id: row.id)) }
            }
            Text(screen.footer)
        }
    }
}
#endif
