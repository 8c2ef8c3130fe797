/// What the logging middleware reports for each applied action.
public struct ActionLogEntry<Action: Sendable>: Sendable, CustomStringConvertible {
    /// The action that was applied.
    public let action: Action
    /// The top-level fields the action changed; `.all` when the state has no
    /// change tracking (the store cannot tell).
    public let changedFields: FieldSet
    /// `changedFields` as names (`#3` where no name is known); empty for `.all`.
    public let changedFieldNames: [String]

    /// `add(amount: 2) changed count, total`, `… changed nothing`, or
    /// `… (untracked state)`.
    public var description: String {
        let action = String(describing: self.action)
        if changedFields.isAll { return "\(action) (untracked state)" }
        if changedFieldNames.isEmpty { return "\(action) changed nothing" }
        return "\(action) changed \(changedFieldNames.joined(separator: ", "))"
    }
}

extension Middleware {
    /// Reports every applied action (dropped ones are not) and the fields it
    /// changed to `handler`, on the thread applying actions.
    ///
    /// Field names come from `fieldNames` (index `i` is `fieldNames[i]`), else
    /// from the state's `FieldNaming` conformance, else `#i`.
    ///
    /// ```swift
    /// let store = Store(initialState: CounterState(), middleware: [.logging { print($0) }])
    /// // prints: increment changed count
    /// ```
    public static func logging(
        fieldNames: [String]? = nil,
        _ handler: @escaping @Sendable (ActionLogEntry<Action>) -> Void
    ) -> Middleware {
        let names = fieldNames ?? (State.self as? any FieldNaming.Type)?.fieldNames ?? []
        return Middleware(after: { action, _, _, changed in
            let changedNames = changed.indices.map { $0 < names.count ? names[$0] : "#\($0)" }
            handler(ActionLogEntry(action: action, changedFields: changed, changedFieldNames: changedNames))
        })
    }
}
