import Testing

@testable import StoreSchema

/// "did you mean": edits within the limit are found (a transposition is one
/// edit), anything further is not, whatever the comparison's narrow band.
@Suite struct SuggestionTests {
    @Test(arguments: [
        ("stat", ["store", "state", "actions"], "state"),
        ("sttae", ["state"], "state"),
        ("subscripitons", ["subscriptions"], "subscriptions"),
        ("fieldnmae2", ["field_name_2", "fieldname2"], "fieldname2"),
        ("abc", ["abd", "abx"], "abd"),
        ("STATE", ["state"], "state"),
    ])
    func findsTheClosestWithinTheLimit(_ name: String, _ candidates: [String], _ expected: String) {
        #expect(Suggestion.closest(to: name, in: candidates) == expected)
    }

    @Test(arguments: [
        ("abc", ["xyz", "abcdef"]),
        ("state", ["stxxe1"]),
        ("subscriptions", ["descriptions"]),
        ("", ["a"]),
    ])
    func offersNothingFurther(_ name: String, _ candidates: [String]) {
        #expect(Suggestion.closest(to: name, in: candidates) == nil)
    }

    @Test func stopsWhenTheBudgetIsSpent() {
        let budget = Suggestion.Budget()
        let names = (0..<1_000).map { "name\($0)" }
        let found = Suggestion.$budget.withValue(budget) {
            (0..<300).map { Suggestion.closest(to: "nmae\($0)", in: names) }
        }
        #expect(found.prefix(200).allSatisfy { $0 != nil })
        #expect(found.dropFirst(200).allSatisfy { $0 == nil })
        #expect(budget.comparisons == 200_000)
    }
}
