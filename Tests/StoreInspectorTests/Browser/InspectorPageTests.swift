import Foundation
import StoreGenTestSupport
import StoreRuntime
import Testing

@testable import CommandCounter

/// The inspector's page in a real browser (headless Chromium via
/// chromedriver), over recordings the CommandCounter app wrote.
@Suite(.serialized) struct InspectorPageTests {
    /// Where screenshots go: a test artifact, never committed.
    static let artifacts = RepositoryFile.url(".build/test-artifacts")

    /// `CommandCounter --record … inc inc fetch dec reset inc`: the app's
    /// own run, with its fake server answering 7.
    static func recordCommandCounter(in scratch: ScratchFolder) async throws -> URL {
        let recording = scratch.file("counter.inspect.jsonl")
        let app = try BuiltExecutable.url(named: "CommandCounter")
        let run = try await ChildProcess.run(
            app,
            [
                "--store", scratch.file("counter.json").path, "--record", recording.path, "inc", "inc", "fetch", "dec",
                "reset", "inc",
            ])
        #expect(run.status == 0, "\(run.stderr)")
        return recording
    }

    /// The rows of the changes table as `path: before -> after`.
    static let shownChanges = """
        return [...document.querySelectorAll('#changes tbody tr[data-path]')].map((row) =>
          `${row.dataset.path}: ${row.querySelector('.before').textContent} -> \
        ${row.querySelector('.after').textContent}`).join('; ')
        """

    @Test func filtersSelectsShowsTheDiffScrubsAndShowsTheState() async throws {
        let scratch = ScratchFolder()
        let recording = try await Self.recordCommandCounter(in: scratch)
        let inspector = try await InspectorProcess(recording: recording)
        defer { inspector.stop() }
        let browser = try await WebDriver()
        do {
            try await browser.open(inspector.url)
            try await browser.wait(
                for: "the 7 actions", "return document.querySelectorAll('#timeline li').length === 7")
            try await browser.wait(
                for: "the recording's end",
                "return document.getElementById('status').textContent.includes('stopped at action 7')")

            // Filter by name, select the action, check its diff.
            try await browser.click("#filter-name option[value='fetchFinished']")
            try await browser.wait(
                for: "only fetchFinished",
                """
                const names = [...document.querySelectorAll('#timeline li .name')].map((n) => n.textContent);
                return names.length === 1 && names[0] === 'fetchFinished'
                """)
            try await browser.click("#timeline li")
            try await browser.wait(
                for: "fetchFinished's diff",
                """
                return document.getElementById('detail-title').textContent === 'fetchFinished' && \
                \(Self.diffIs("count: 2 -> 7; loading: true -> false"))
                """)
            #expect(
                try await browser.run("return document.getElementById('params').textContent") as? String
                    == #"{"count":7}"#)

            // Search by parameter: nothing but fetchFinished has a 7 in it.
            try await browser.click("#filter-name option[value='']")
            try await browser.type("7", into: "#search")
            try await browser.wait(
                for: "the search's one match",
                """
                const items = [...document.querySelectorAll('#timeline li .name')];
                return items.length === 1 && items[0].textContent === 'fetchFinished'
                """)
            try await browser.run(
                """
                const search = document.getElementById('search'); search.value = ''; \
                search.dispatchEvent(new Event('input'))
                """)
            try await browser.wait(
                for: "the whole timeline again", "return document.querySelectorAll('#timeline li').length === 7")

            // Scrub to the 5th action (decrement) and read the state tree.
            try await browser.run(
                "const s = document.getElementById('scrubber'); s.value = 4; s.dispatchEvent(new Event('input'))")
            try await browser.wait(
                for: "decrement's state",
                """
                return document.getElementById('detail-title').textContent === 'decrement'
                  && [...document.querySelectorAll('#state .leaf')].map((l) => l.textContent).join(', ') \
                === 'count: 6, lastError: null, loading: false'
                """)
            #expect(try await browser.run("return \(Self.shownChangesExpression)") as? String == "count: 7 -> 6")
            // Next and previous step through time.
            try await browser.click("#next")
            try await browser.wait(
                for: "reset",
                """
                return document.getElementById('detail-title').textContent === 'reset' && \
                \(Self.diffIs("count: 6 -> 0"))
                """)
            try await browser.click("#prev")
            try await browser.click("#prev")
            try await browser.wait(
                for: "fetchFinished again",
                "return document.getElementById('detail-title').textContent === 'fetchFinished'")
            // Collapsing the tree hides its fields.
            try await browser.click("#state summary")
            #expect(try await browser.run("return document.querySelector('#state details').open") as? Bool == false)

            try FileManager.default.createDirectory(at: Self.artifacts, withIntermediateDirectories: true)
            try await browser.click("#state summary")
            try await browser.click("#next")
            try await browser.wait(
                for: "decrement", "return document.getElementById('detail-title').textContent === 'decrement'")
            try await browser.screenshot().write(to: Self.artifacts.appendingPathComponent("inspector.png"))
        } catch {
            await browser.quit()
            throw error
        }
        await browser.quit()
    }

    @Test func followsALiveRecordingAndSaysWhenItStopped() async throws {
        let scratch = ScratchFolder()
        let url = scratch.file("live.inspect.jsonl")
        var store: CommandCounterStore? = CommandCounterStore(
            initialState: CommandCounterState(),
            middleware: [
                try .inspectorRecording(to: url)
            ])
        store?.dispatch(.increment)
        store?.dispatch(.increment)
        let inspector = try await InspectorProcess(recording: url, follow: true)
        defer { inspector.stop() }
        let browser = try await WebDriver()
        do {
            try await browser.open(inspector.url)
            try await browser.wait(
                for: "the first two actions", "return document.querySelectorAll('#timeline li').length === 2")
            #expect(
                try await browser.run("return document.getElementById('status').textContent") as? String
                    == "2 actions — following the live recording")

            // The app goes on: the page shows the new actions and moves to the newest.
            store?.dispatch(.fetchStarted)
            store?.dispatch(.fetchFinished(count: 40))
            try await browser.wait(
                for: "the new actions, newest selected",
                """
                return document.querySelectorAll('#timeline li').length === 4
                  && document.getElementById('detail-title').textContent === 'fetchFinished'
                  && \(Self.diffIs("count: 2 -> 40; loading: true -> false"))
                """)

            // The app releases its store: the recording ends, and the page says so.
            store = nil
            try await browser.wait(
                for: "that the recording stopped",
                "return document.getElementById('status').textContent.includes('the recording stopped at action 4')")
        } catch {
            await browser.quit()
            throw error
        }
        await browser.quit()
    }

    @Test func hostileStringsAreShownAsTextAndNeverRun() async throws {
        let scratch = ScratchFolder()
        var lines = HostileRecordingTests.hostileLines()
        lines[2] = Data(
            #"""
            {"kind":"action","seq":1,"t":1,"name":"<img src=x onerror=\"window.pwned=1\">",\#
            "action":{"x":{"html":"<script>window.pwned=2</script>"}},\#
            "changed":{"title":"<img src=y onerror=\"window.pwned=3\">"}}
            """#.utf8)
        let url = try scratch.write("hostile.jsonl", lines: lines, truncateLast: true)
        let inspector = try await InspectorProcess(recording: url)
        defer { inspector.stop() }
        let browser = try await WebDriver()
        do {
            try await browser.open(inspector.url)
            let titleDiff = #""<img src=x onerror=alert(1)>" -> "<img src=y onerror=\"window.pwned=3\">""#
            try await browser.wait(
                for: "the hostile action's diff",
                """
                return document.querySelectorAll('#timeline li').length === 5
                  && document.getElementById('detail-title').textContent === '<img src=x onerror="window.pwned=1">'
                  && \(Self.diffIs(titleDiff, field: "title"))
                """)
            try await browser.click("#next")
            try await browser.wait(
                for: "the clipped 10 MB value",
                "return document.querySelector('#changes .after').textContent.includes('more bytes not shown')")
            try await browser.click("#next")
            try await browser.wait(
                for: "invalid UTF-8 as text",
                "return document.getElementById('params').textContent.startsWith('This line is not a readable record')")
            #expect(
                try await browser.run(
                    """
                    return document.querySelectorAll('img, script:not([src])').length + (window.pwned === \
                    undefined ? 0 : 100)
                    """) as? Int == 0)
        } catch {
            await browser.quit()
            throw error
        }
        await browser.quit()
    }

    static let shownChangesExpression = "(() => { \(shownChanges) })()"

    /// A script expression: whether the changes table shows exactly `diff`.
    static func diffIs(_ diff: String, field: String? = nil) -> String {
        let expected = field.map { "\($0): \(diff)" } ?? diff
        let literal = String(
            decoding: try! JSONSerialization.data(withJSONObject: expected, options: .fragmentsAllowed), as: UTF8.self)
        return "\(shownChangesExpression) === \(literal)"
    }
}

/// Values a Date or JSON cannot hold reach the page as text and never stop
/// it from showing the rest.
@Suite(.serialized) struct OutOfRangeValuePageTests {
    static func lines() -> [Data] {
        [
            #"""
            {"kind":"header","format":"storegen-inspector-recording","version":1,\#
            "store":"Odd","part":0,"t":1,"fields":["count"]}
            """#,
            #"{"kind":"snapshot","seq":0,"t":1,"state":{"count":0}}"#,
            #"""
            {"kind":"action","seq":1,"t":1e20,"name":"farFuture","action":{"farFuture":{}},\#
            "changed":{"count":1}}
            """#,
            #"""
            {"kind":"action","seq":"two","t":"yesterday","name":"oddValues",\#
            "action":{"oddValues":{"n":1e300}},"changed":{"count":-1e300}}
            """#,
            // Beyond what JSON numbers parse to: listed and shown as its text.
            #"""
            {"kind":"action","seq":4,"t":4,"name":"huge","action":{"huge":{"n":1e400}},\#
            "changed":{"count":1e400}}
            """#,
            #"{"kind":"action","seq":3,"t":3,"name":"fine","action":{"fine":{}},"changed":{"count":3}}"#,
            #"{"kind":"end","seq":4,"t":-1e300}"#,
        ].map { Data($0.utf8) }
    }

    @Test func theAPIAnswersEveryWindowAndAction() throws {
        let scratch = ScratchFolder()
        let api = try DirectAPI(try scratch.write("odd.jsonl", lines: Self.lines()))
        let entries = try api.entries()
        #expect(entries.map { $0["name"] as? String } == ["farFuture", "oddValues", "huge", "fine"])
        for position in 0..<4 { _ = try api.changes(at: position) }
        _ = try api.json("/api/info")
    }

    @Test func thePageShowsThemAsSuch() async throws {
        let scratch = ScratchFolder()
        let url = try scratch.write("odd.jsonl", lines: Self.lines())
        let inspector = try await InspectorProcess(recording: url)
        defer { inspector.stop() }
        let browser = try await WebDriver()
        do {
            try await browser.open(inspector.url)
            try await browser.wait(
                for: "the four lines and the far-future time",
                """
                return document.querySelectorAll('#timeline li').length === 4
                  && document.getElementById('detail-meta').textContent === 'action #1 · time out of range: \
                100000000000000000000'
                """)
            try await browser.click("#next")
            try await browser.wait(
                for: "the odd values",
                """
                return document.getElementById('detail-title').textContent === 'oddValues'
                  && document.getElementById('detail-meta').textContent === 'action #two · not a time: "yesterday"'
                """)
            #expect(
                try await browser.run("return document.getElementById('status').textContent") as? String
                    == "4 actions — the recording stopped at action 4 (time out of range: -1e+300)")
        } catch {
            await browser.quit()
            throw error
        }
        await browser.quit()
    }
}
