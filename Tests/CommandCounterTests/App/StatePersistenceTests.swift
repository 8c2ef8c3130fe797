import Foundation
import StoreRuntime
import Testing

@testable import CommandCounter

@Suite struct StatePersistenceTests {
    @Test func theDefaultFileIsNamedAfterTheStore() {
        #expect(CommandCounterState.persistence().url.lastPathComponent == "CommandCounter.json")
    }

    @Test func onlyTheCountIsSaved() throws {
        let data = try JSONEncoder().encode(CommandCounterState(count: 3, loading: true, lastError: "x"))
        #expect(String(decoding: data, as: UTF8.self) == #"{"count":3}"#)
        #expect(try JSONDecoder().decode(CommandCounterState.self, from: data) == CommandCounterState(count: 3))
    }
}
