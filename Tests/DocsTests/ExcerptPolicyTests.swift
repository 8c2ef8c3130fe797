import Testing

/// Every fenced block in README.md and Docs/ says how it is kept true — a
/// check this target runs, a test elsewhere, or why none can — so a new
/// excerpt cannot slip in unchecked without saying so.
@Suite struct ExcerptPolicyTests {
    @Test func everyExcerptCarriesAMarker() throws {
        let unmarked = try DocExcerpt.all().filter { $0.marker == nil }
        #expect(
            unmarked.isEmpty,
            """
            These blocks need a marker on the line above (see DocExcerpt): \
            \(unmarked.map(\.description).joined(separator: ", "))
            """)
    }

    @Test func markersParse() {
        #expect(
            DocExcerpt.Marker(
                comment: "<!-- check: output TimeTracker --at 2026-11-22T09:00:00Z start Book \"Chapter 1\" -->")
                == .output(
                    command: ["TimeTracker", "--at", "2026-11-22T09:00:00Z", "start", "Book", "Chapter 1"], status: 0))
        #expect(
            DocExcerpt.Marker(comment: "<!-- check: output storegen validate Bad.store.yaml (exit status 1) -->")
                == .output(command: ["storegen", "validate", "Bad.store.yaml"], status: 1))
        #expect(
            DocExcerpt.Marker(comment: "<!-- check: session after TimeTracker add Book; TimeTracker add Garden -->")
                == .session(setup: [["TimeTracker", "add", "Book"], ["TimeTracker", "add", "Garden"]]))
        #expect(
            DocExcerpt.Marker(comment: "<!-- check: swift Schemas/Counter.store.yaml -->")
                == .swift(contexts: ["Schemas/Counter.store.yaml"]))
        #expect(
            DocExcerpt.Marker(comment: "<!-- check: generated Schemas/Counter.store.yaml -->")
                == .generated(schema: "Schemas/Counter.store.yaml"))
        #expect(DocExcerpt.Marker(comment: "<!-- unchecked: needs SwiftUI -->") == .unchecked(reason: "needs SwiftUI"))
        #expect(DocExcerpt.Marker(comment: "<!-- check: spelling -->") == nil)
        #expect(DocExcerpt.Marker(comment: "Some text") == nil)
    }
}
