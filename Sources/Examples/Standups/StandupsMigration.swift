import Foundation

extension StandupsState {
    /// The state of a file saved at an older version: what `persistence`
    /// asks for (`migrations: [1]`). Version 1 held the list's fields, the
    /// standups and the length of a new one, at the root; version 2 holds them
    /// in the `list` module.
    public static func migrate(_ data: Data, from version: Int) throws -> StandupsState {
        let saved = try JSONSerialization.jsonObject(with: data)
        let state = ["list": saved]
        return try JSONDecoder().decode(StandupsState.self, from: JSONSerialization.data(withJSONObject: state))
    }
}
