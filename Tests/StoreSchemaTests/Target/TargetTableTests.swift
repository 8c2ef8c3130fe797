import StoreSchema
import Testing

@Suite struct TargetTableTests {
    @Test(arguments: TargetCases.all)
    func reportsExactlyTheExpectedDiagnostics(_ table: TargetCase) {
        #expect(table.diagnostics() == table.expected)
    }

    @Test func tableCoversAtLeastFortyNamingAndTargetWideCases() {
        #expect(TargetCases.all.count >= 40)
        #expect(Set(TargetCases.all.map(\.name)).count == TargetCases.all.count)
        // Both kinds are there: clashes between schemas, and single-schema names.
        #expect(TargetCases.all.filter { $0.files.count > 1 }.count >= 15)
    }
}
