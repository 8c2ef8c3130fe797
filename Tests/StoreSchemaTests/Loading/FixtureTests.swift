import Foundation
import StoreSchema
import Testing

@Suite struct FixtureTests {
    @Test(arguments: Fixtures.files(in: "valid"))
    func validFixtureLoads(_ url: URL) {
        let result = SchemaLoader.load(fileAt: url.path)
        #expect(result.definition != nil)
        #expect(result.diagnostics.map(ExpectedDiagnostic.init).map(\.description) == Fixtures.expectations(of: url))
        #expect(result.definition?.file == url.path)
    }

    @Test(arguments: Fixtures.files(in: "invalid"))
    func invalidFixtureReportsItsExpectedDiagnostics(_ url: URL) {
        let result = SchemaLoader.load(fileAt: url.path)
        #expect(result.definition == nil)
        #expect(result.hasErrors)
        #expect(result.diagnostics.map(ExpectedDiagnostic.init).map(\.description) == Fixtures.expectations(of: url))
        #expect(result.diagnostics.allSatisfy { $0.location?.file == url.path })
    }

    @Test func fixtureFoldersAreNotEmpty() {
        #expect(Fixtures.files(in: "valid").count >= 4)
        #expect(Fixtures.files(in: "invalid").count >= 20)
        #expect(Fixtures.files(in: "invalid").contains { $0.lastPathComponent.hasPrefix("structural-") })
    }

    @Test func missingFileIsADiagnosticNotACrash() {
        let result = SchemaLoader.load(fileAt: "/nonexistent/App.store.yaml")
        #expect(result.definition == nil)
        #expect(result.diagnostics == [.error("cannot read the file /nonexistent/App.store.yaml", at: nil)])
    }
}
