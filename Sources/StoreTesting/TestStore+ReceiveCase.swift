import StoreRuntime

extension TestStore where Action: CaseNamedAction {
    /// Like `receive(_:assert:)`, matching the received action by its case
    /// alone, whatever its payload: `await store.receive(case: .timerUpdated) { $0.elapsed = 1.0 }`.
    /// Every generated `<Store>Action` names its cases (`CaseNamedAction`);
    /// the expected action is `case .timerUpdated` in failure messages.
    /// Exhaustive and not, it behaves as `receive(where:assert:)`.
    nonisolated(nonsending) public func receive(
        case expected: Action.Case,
        assert expect: ((inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async {
        await receive(
            description: "case .\(expected)", matching: { $0.case == expected }, assert: expect,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}
