/// The identity of one child feature inside its parent, which its effects
/// are scoped under (see `Effect.scoped(under:)`): the field's name, and the
/// element's id for a list row or stack screen, or the case for a one-of child.
struct ChildOwner: Hashable, Sendable, CustomStringConvertible {
    let field: String
    let key: EffectID?

    /// `voiceMemos[3]`, or `destination` for a child without a key: how test
    /// failures name the child.
    var description: String {
        key.map { "\(field)[\($0.description)]" } ?? field
    }
}

extension Effect {
    /// The same work as the child at `field` (and `key`)'s: see `scoped(under:path:)`.
    @usableFromInline
    func owned(byField field: String, key: (any Hashable & Sendable)?, path: String) -> Effect {
        scoped(under: ChildOwner(field: field, key: key.map(EffectID.init)), path: path)
    }

    /// Cancels what the child at `field` (and `key`) owns.
    @usableFromInline
    static func cancelling(field: String, key: (any Hashable & Sendable)?) -> Effect {
        cancel(owner: ChildOwner(field: field, key: key.map(EffectID.init)))
    }
}

extension EffectRunner {
    /// Whether the child at `field` (with `key`, or with any key when `nil`:
    /// any case of a one-of child) owns an effect that is running and not
    /// cancelled: what a `TestStore` asks of a child that went away.
    package func isRunning(ownedByChild field: String, key: (any Hashable & Sendable)? = nil) -> Bool {
        let owner = key.map { EffectID(ChildOwner(field: field, key: EffectID($0))) }
        return registry.isRunning { identity in
            if let owner { return identity == owner }
            return (identity.base as? ChildOwner)?.field == field
        }
    }
}

/// An effect identity seen from outside the child that uses it: a row's
/// `SearchID()` is the row's own, so cancelling it in one row leaves the
/// others' searches running.
struct ScopedEffectID: Hashable, Sendable, CustomStringConvertible {
    let owner: EffectID
    let id: EffectID

    /// `PlayID() in voiceMemos[3]`: the identity the child gave, in the child.
    var description: String { "\(id.description) in \(owner.description)" }
}

extension Effect {
    /// The same work as a child's: identities are made the child's own, and
    /// every run is owned by `owner`, so `Effect.cancel(owner:)` (what the
    /// parent's reducer returns when the child goes away) cancels it, and
    /// what it sent but the store has not applied yet is dropped.
    func scoped(under child: ChildOwner, path: String) -> Effect {
        if isNone { return self }
        let owner = EffectID(child)
        return Effect(
            works.map { work in
                switch work {
                case .run(var operation):
                    let id = operation.id.map { EffectID(ScopedEffectID(owner: owner, id: $0)) }
                    operation = Operation(
                        id: id,
                        owners: [owner] + operation.owners.map { EffectID(ScopedEffectID(owner: owner, id: $0)) },
                        cancelInFlight: operation.cancelInFlight, body: operation.body,
                        errorAction: operation.errorAction)
                    return .run(operation)
                case .cancel(let id):
                    return .cancel(EffectID(ScopedEffectID(owner: owner, id: id)))
                case .send:
                    return work
                case .report(let dropped):
                    return .report(dropped.inside(path))
                case .dismiss(let addressed):
                    // The child's own request, now addressed to its parent (see `Effect+Dismiss`).
                    return .dismiss(addressed ?? owner)
                }
            })
    }

    /// Cancels every effect the child `owner` started (and those of its own children).
    static func cancel(owner: ChildOwner) -> Effect {
        Effect([.cancel(EffectID(owner))])
    }

    /// The same work, reporting dropped actions as seen from a parent that
    /// holds this child at `path` (an always-present module's).
    func inside(_ path: String) -> Effect {
        guard works.contains(where: { if case .report = $0 { true } else { false } }) else { return self }
        return Effect(
            works.map { work in
                if case .report(let dropped) = work { return .report(dropped.inside(path)) }
                return work
            })
    }
}
