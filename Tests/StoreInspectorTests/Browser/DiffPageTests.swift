import Foundation
import Testing

/// The page's diff points at the path that changed, with the whole value
/// one click away.
@Suite(.serialized) struct DiffPageTests {
    @Test func showsThePathThatChangedAndTheWholeValueOnAClick() async throws {
        let scratch = ScratchFolder()
        let url = scratch.file("todos.inspect.jsonl")
        try TodosRecording.write(to: url)
        let inspector = try await InspectorProcess(recording: url)
        defer { inspector.stop() }
        let browser = try await WebDriver()
        do {
            try await browser.open(inspector.url)
            try await browser.wait(
                for: "the 3 actions", "return document.querySelectorAll('#timeline li').length === 3")
            try await browser.click("#next")
            try await browser.wait(
                for: "toggleTodo's one path",
                """
                return document.getElementById('detail-title').textContent === 'toggleTodo'
                  && \(InspectorPageTests.diffIs(
                    "openCount: 3 -> 2; todos[1].completed: false -> true; visibleTodos[1].completed: false -> true"))
                """)
            // The whole list is folded away, one click from the path.
            let whole = "document.querySelector('#changes tr[data-whole=todos] details.whole')"
            #expect(try await browser.run("return \(whole).open") as? Bool == false)
            try await browser.click("#changes tr[data-whole=todos] details.whole summary")
            #expect(
                try await browser.run(
                    """
                    const whole = \(whole);
                    return whole.open && whole.querySelector('pre.after').textContent.includes('"completed": true')
                    """) as? Bool == true)
            try FileManager.default.createDirectory(at: InspectorPageTests.artifacts, withIntermediateDirectories: true)
            let screenshot = InspectorPageTests.artifacts.appendingPathComponent("inspector-diff.png")
            try await browser.screenshot().write(to: screenshot)

            // Removing the first todo is one removed element, not three changed ones.
            try await browser.click("#next")
            try await browser.wait(
                for: "removeTodo's one path",
                """
                return document.getElementById('detail-title').textContent === 'removeTodo'
                  && document.querySelector('#changes tr[data-path="todos[0]"] .after').textContent === '(none)'
                  && document.querySelectorAll('#changes tr[data-path^="todos"]').length === 1
                """)
        } catch {
            await browser.quit()
            throw error
        }
        await browser.quit()
    }
}
