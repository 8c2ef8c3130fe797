/// Turns cents into the text a customer reads: `$49.99`.
///
/// Prices are kept in cents so that sums are exact; the formatting is fixed
/// (not the machine's locale) so the transcript and tests read the same
/// everywhere.
struct PriceFormatter: Sendable {
    var currencySymbol = "$"

    func string(cents: Int) -> String {
        let sign = cents < 0 ? "-" : ""
        let magnitude = cents.magnitude
        let fraction = magnitude % 100
        return "\(sign)\(currencySymbol)\(magnitude / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
