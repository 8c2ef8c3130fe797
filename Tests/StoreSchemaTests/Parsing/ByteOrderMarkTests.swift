import Foundation
import StoreSchema
import Testing

/// Editors on Windows start UTF-8 files with a byte-order mark (EF BB BF).
/// It is not part of the schema: whatever follows it reads exactly as it
/// would without it, and locations on the first line count from the first
/// character after it, as an editor shows them.
@Suite struct ByteOrderMarkTests {
    static let bom = "\u{FEFF}"
    static let body = "store: App\nstate:\n  count: {type: Int, default: 0}\nactions:\n  tick:\n"

    @Test(arguments: [
        body,
        "# a comment first\n" + body,
        "---\n" + body,
        "%YAML 1.2\n---\n" + body,
        "{store: App, state: {count: {type: Int, default: 0}}, actions: {tick: null}}\n",
    ])
    func aLeadingMarkIsIgnoredWhateverFollowsIt(_ text: String) throws {
        let plain = SchemaLoader.load(text: text, file: "App.store.yaml")
        let marked = SchemaLoader.load(text: Self.bom + text, file: "App.store.yaml")
        #expect(plain.diagnostics == [])
        #expect(marked.diagnostics == [])
        #expect(marked.definition != nil)
        #expect(marked.definition == plain.definition)
    }

    @Test func aMarkedFileOnDiskLoads() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bom-\(UUID().uuidString).store.yaml")
        try (Data([0xEF, 0xBB, 0xBF]) + Data(Self.body.utf8)).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }

        let result = SchemaLoader.load(fileAt: url.path)

        #expect(result.diagnostics == [])
        #expect(result.definition?.name == "App")
        #expect(result.definition?.location == SourceLocation(file: url.path, line: 1, column: 8))
    }

    @Test func aYAMLErrorOnTheFirstLineIsLocatedAfterTheMark() {
        #expect(
            diagnostics(of: Self.bom + "store: [App\n") == [
                .error(
                    1, 8,
                    """
                    this '[' starts a list that is not closed: YAML found no ',' or ']' before line 2, column \
                    1; add the missing ']' (or ',')
                    """)
            ])
    }

    @Test func aMarkAloneIsAnEmptySchema() {
        #expect(diagnostics(of: Self.bom) == [.error(1, 1, "the schema is empty; it needs at least a 'store' key")])
    }
}
