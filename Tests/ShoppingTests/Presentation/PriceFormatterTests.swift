import Testing

@testable import Shopping

@Suite struct PriceFormatterTests {
    @Test(arguments: [
        (0, "$0.00"), (5, "$0.05"), (50, "$0.50"), (850, "$8.50"), (4_999, "$49.99"), (123_456, "$1234.56"),
        (-250, "-$2.50"),
    ])
    func formatsCentsAsDollarsWithTwoDecimals(cents: Int, expected: String) {
        #expect(PriceFormatter().string(cents: cents) == expected)
    }

    @Test func usesTheGivenCurrencySymbol() {
        #expect(PriceFormatter(currencySymbol: "€").string(cents: 1_999) == "€19.99")
    }
}
