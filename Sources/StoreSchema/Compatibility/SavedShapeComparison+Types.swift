/// Type expressions and schema types, compared for what a saved value of the
/// older type reads as in the newer one.
extension SavedShapeComparison {
    /// `subject` names what holds the value ("persisted state field 'end'");
    /// `location` is where the newer type is written.
    mutating func compare(_ old: TypeReference, _ new: TypeReference, subject: String, at location: SourceLocation) {
        switch (old, new) {
        case (.optional(let oldWrapped), .optional(let newWrapped)):
            compare(oldWrapped, newWrapped, subject: subject, at: location)
        case (_, .optional(let newWrapped)):
            report(.compatible, "\(subject) is optional now: saved values still load", at: location)
            compare(old, newWrapped, subject: subject, at: location)
        case (.optional(let oldWrapped), _):
            report(
                .breaking, "\(subject) is no longer optional: a saved nil (or a value left out) does not load",
                at: location)
            compare(oldWrapped, new, subject: subject, at: location)
        case (.array(let oldElement), .array(let newElement)), (.set(let oldElement), .set(let newElement)):
            compare(oldElement, newElement, subject: subject, at: location)
        case (.array(let oldElement), .set(let newElement)), (.set(let oldElement), .array(let newElement)):
            report(
                .compatible,
                """
                \(subject) changed from \(old.swiftSpelling) to \(new.swiftSpelling), which are saved as \
                the same JSON list
                """, at: location)
            compare(oldElement, newElement, subject: subject, at: location)
        case (.dictionary(let oldKey, let oldValue), .dictionary(let newKey, let newValue)):
            compare(oldKey, newKey, subject: subject, at: location)
            compare(oldValue, newValue, subject: subject, at: location)
        case (.named(let oldName), .named(let newName)):
            if let oldType = oldType(named: oldName), let newType = newType(named: newName) {
                compare(oldType, newType, at: location)
            } else if oldName != newName || (oldType(named: oldName) == nil) != (newType(named: newName) == nil) {
                retyped(old, new, subject: subject, at: location)
            }
        default:
            retyped(old, new, subject: subject, at: location)
        }
    }

    private mutating func retyped(
        _ old: TypeReference, _ new: TypeReference, subject: String, at location: SourceLocation
    ) {
        report(
            .breaking,
            """
            \(subject) changed type from \(old.swiftSpelling) to \(new.swiftSpelling): saved values do not \
            load as \(new.swiftSpelling)
            """, at: location)
    }

    /// Two schema types in the same place; a change inside is reported at
    /// the newer type, once for every place that uses it.
    private mutating func compare(_ old: TypeDefinition, _ new: TypeDefinition, at use: SourceLocation) {
        guard firstComparison(of: old, with: new) else { return }
        switch (old.kind, new.kind) {
        case (.structure(let oldFields), .structure(let newFields)):
            compareValues(oldFields, newFields, owner: "\(Quoting.quote(new.name))", what: "field", at: new.location)
        case (.enumeration(let oldCases), .enumeration(let newCases)):
            compareCases(oldCases, newCases, of: new)
        case (.structure, .enumeration), (.enumeration, .structure):
            let kind: (TypeDefinition) -> String = { if case .structure = $0.kind { "a struct" } else { "an enum" } }
            report(
                .breaking,
                "\(Quoting.quote(new.name)) was \(kind(old)) and is \(kind(new)) now: saved values do not load", at: use
            )
        }
    }

    /// The fields of a struct or the values of an enum case: `owner` names
    /// it in messages, `location` is where removals are reported.
    private mutating func compareValues(
        _ old: [Field], _ new: [Field], owner: String, what: String, at location: SourceLocation
    ) {
        let newByName = Dictionary(new.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let oldNames = Set(old.map(\.name))
        var added = new.filter { !oldNames.contains($0.name) }
        for field in old {
            let subject = "\(what) \(Quoting.quote(field.name)) of \(owner)"
            guard let match = newByName[field.name] else {
                let renamed = Self.takeRenameCandidate(for: field, from: &added)
                report(
                    .breaking,
                    """
                    \(subject) (\(field.location)) was removed\(Self.renameGuess(renamed?.name)): its saved \
                    values would be lost
                    """,
                    at: renamed?.location ?? location)
                continue
            }
            compare(field.type, match.type, subject: subject, at: match.typeLocation)
        }
        // Saved values are read field by field without defaults: only an
        // optional may be missing.
        for field in added where !field.type.isOptional {
            report(
                .breaking,
                """
                \(what) \(Quoting.quote(field.name)) of \(owner) was added and is not optional: saved \
                values have no \(Quoting.quote(field.name)), and defaults are not read from files
                """,
                at: field.location)
        }
    }

    private mutating func compareCases(_ old: [EnumCase], _ new: [EnumCase], of type: TypeDefinition) {
        let enumName = Quoting.quote(type.name)
        let oldPlain = old.allSatisfy(\.payload.isEmpty)
        let newPlain = new.allSatisfy(\.payload.isEmpty)
        if oldPlain != newPlain {
            let change = newPlain ? "no case has values now" : "a case has values now"
            report(
                .breaking,
                """
                enum \(enumName) changes how every case is saved, because \(change) (a plain name or an \
                object with values)
                """, at: type.location)
        }
        let newByName = Dictionary(new.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let oldNames = Set(old.map(\.name))
        var added = new.filter { !oldNames.contains($0.name) }
        for enumCase in old {
            let subject = "case \(Quoting.quote(enumCase.name)) of enum \(enumName)"
            guard let match = newByName[enumCase.name] else {
                let renamed = Self.takeRenameCandidate(for: enumCase, from: &added)
                report(
                    .breaking,
                    """
                    \(subject) (\(enumCase.location)) was removed\(Self.renameGuess(renamed?.name)): a \
                    saved \(Quoting.quote(enumCase.name)) does not load
                    """,
                    at: renamed?.location ?? type.location)
                continue
            }
            compareValues(enumCase.payload, match.payload, owner: subject, what: "value", at: match.location)
        }
    }
}
