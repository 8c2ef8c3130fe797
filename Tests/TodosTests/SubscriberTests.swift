import ArgumentParser
import Foundation
import StoreRuntime
import Testing

@testable import Todos

/// What the app is known for: the list shows the derived visible todos, and
/// the filter button reacts to which action happened — only a filter change.
@MainActor
@Suite struct SubscriberTests {
    @Test func onlyAFilterChangeUpdatesTheFilterButtonTitle() throws {
        var titles: [String] = []
        let app = TodosApp(drawList: { _ in }, drawFilterButton: { titles.append($0) })
        #expect(app.filterButton.title == "Show: All")

        try app.perform(.add("Buy milk"))
        try app.perform(.add("Write report"))
        try app.perform(.toggle(1))
        #expect(titles.isEmpty)

        try app.perform(.show(.active))
        try app.perform(.remove(1))
        try app.perform(.clearCompleted)
        try app.perform(.show(.completed))
        try app.perform(.show(.completed))  // the action happened again: the button hears it again

        #expect(titles == ["Show: Active", "Show: Completed", "Show: Completed"])
        #expect(app.filterButton.updateCount == 3)
    }

    @Test func theListRedrawsWithTheVisibleTodosAndCommandsUseItsNumbers() throws {
        var screens: [String] = []
        let app = TodosApp(
            dependencies: StoreDependencies(uuid: .incrementing()), drawList: { screens.append($0.text) },
            drawFilterButton: { _ in })

        try app.perform(.add("Buy milk"))
        try app.perform(.add("Write report"))
        try app.perform(.show(.active))
        try app.perform(.toggle(1))  // "Buy milk", the first row shown
        try app.perform(.toggle(1))  // now "Write report": the first row shown after the change

        #expect(screens.last == "(nothing to show)\n0 items left · showing active")
        #expect(app.store.state.todos.map(\.completed) == [true, true])
        #expect(screens.count == 6)
    }

    @Test func aNumberNotShownIsAnErrorAndDispatchesNothing() throws {
        let app = TodosApp(drawList: { _ in }, drawFilterButton: { _ in })
        try app.perform(.add("Buy milk"))

        #expect(throws: TodoRouter.NoSuchRow(number: 2, shown: 1)) { try app.perform(.toggle(2)) }
        #expect(TodoRouter.NoSuchRow(number: 2, shown: 1).description == "there is no todo 2 (only 1 is shown)")
        #expect(TodoRouter.NoSuchRow(number: 1, shown: 0).description == "there is no todo 1 (none is shown)")
        #expect(TodoRouter.NoSuchRow(number: 5, shown: 3).description == "there is no todo 5 (1–3 are shown)")
        #expect(app.store.state.todos.map(\.completed) == [false])
    }

    @Test func commandsParseFromArguments() throws {
        #expect(
            try TodoSteps.parse(["add", "Buy milk", "toggle", "1", "show", "active", "remove", "2", "clear"])
                == [.add("Buy milk"), .toggle(1), .show(.active), .remove(2), .clearCompleted])
        #expect(try TodoSteps.parse(TodosCommand.withoutSwiftRunSeparator(["--", "clear"])) == [.clearCompleted])
    }

    /// Each mistake names the verb and what it expected; the operands' messages are ArgumentParser's.
    @Test(arguments: [
        (
            ["show", "done"],
            "show: The value 'done' is invalid for '<filter>'. Please provide one of 'all', 'active' or 'completed'."
        ),
        (["toggle", "0"], "toggle: The value '0' is invalid for '<row>'"),
        (["add"], "add: Missing expected argument '<title>'"),
        (["add", " "], "add: the title must not be empty"),
        (["frob"], "unknown command \"frob\" (commands: add, toggle, remove, clear, show)"),
    ])
    func badCommandsSayWhatIsWrong(arguments: [String], message: String) {
        #expect {
            _ = try TodosCommand.parse(arguments)
        } throws: { error in
            TodosCommand.message(for: error) == message && TodosCommand.exitCode(for: error) == .validationFailure
        }
    }
}
