import StoreSchema
import Testing

@Suite struct DiagnosticTests {
    @Test func describesInCompilerFormat() {
        let diagnostic = Diagnostic.error(
            "unknown key 'stat'", at: SourceLocation(file: "App.store.yaml", line: 3, column: 1))
        #expect(diagnostic.description == "App.store.yaml:3:1: error: unknown key 'stat'")
    }

    @Test func describesWithoutLocation() {
        #expect(Diagnostic.warning("nothing to do", at: nil).description == "warning: nothing to do")
    }
}
