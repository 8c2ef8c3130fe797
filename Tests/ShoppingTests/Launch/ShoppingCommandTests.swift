import Testing

@testable import Shopping

@Suite struct ShoppingCommandTests {
    @Test func playsTheDemoUnlessAskedToReadStandardInput() throws {
        #expect(try !ShoppingCommand.parse([]).stdin)
        #expect(try ShoppingCommand.parse(["--stdin"]).stdin)
        #expect(try ShoppingCommand.parse(ShoppingCommand.withoutSwiftRunSeparator(["--", "--stdin"])).stdin)
    }

    @Test func anythingElseIsAUsageError() {
        #expect {
            _ = try ShoppingCommand.parse(["open", "p1"])
        } throws: { error in
            ShoppingCommand.message(for: error) == "2 unexpected arguments: 'open', 'p1'"
                && ShoppingCommand.exitCode(for: error) == .validationFailure
        }
    }
}
