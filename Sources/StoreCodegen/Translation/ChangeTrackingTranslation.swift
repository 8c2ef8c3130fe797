import StoreSchema

/// The `TrackedState` conformance: which top-level members a dispatch
/// changed, so the store evaluates only the subscribers of those members;
/// and `FieldNaming`, so logs print `cart` rather than the index `#1`.
///
/// The comparisons read both states where they lie: the store calls
/// `changedFields(inPlace:_:)` with the two states it keeps (the runtime
/// turns its pointers into the `inout` arguments), so neither is copied into
/// the call on a dispatch (two 8 KB copies for a state of 1,000 `Int`s: the
/// compiler must copy by-value arguments because inserting into a
/// `FieldSet` may write memory). `inout` writes nothing here; it only passes
/// both states by address. Compared through pointers instead, which are not
/// `Sendable`, Swift 6's isolation checking would cost compiler memory with
/// the square of the state's size, and split into pieces the comparisons
/// would cost a call per piece on every dispatch. The in-place version is
/// `@_spi(Generated)`: only the runtime calls it, so it stays out of the
/// generated API. Each comparison is one line,
/// `changed.insert(i, ifChangedFrom: old.m, to: new.m)`, which the runtime
/// marks `_slowPath`: a dispatch usually changes a few fields out of many, so
/// the unchanged case is the one laid out to fall through. The by-value
/// version, which users may call, forwards to the same comparisons.
///
/// The state's `==` asks the same comparisons whether any member differs,
/// instead of a second body of them that Swift would synthesize, which a
/// large state's file would type-check, lower and compile again.
///
/// Derived values are named in `fieldNames` (at their indices, after the
/// fields and modules) and compared in `changedFields` like the fields: a
/// handler that assigns a whole state (made anew, or kept from an earlier
/// action) brings derived values of its own, which its recomputation from
/// the state's members would find up to date, so only comparing them tells
/// the store they changed. (After writes in place they are the values before
/// the action, equal, and `DerivedState.updateDerivedValues` reports those
/// it recomputed.) `==` is then "no member differs", derived values
/// included, so a derived value that differs although its inputs do not
/// (an impure function) makes two states differ, which the test store shows.
///
/// A state of more than `writeTrackingThreshold` members is a
/// `WriteTrackedState`: its stored members record their writes
/// (`recordWrite`, a `didSet` each), and `changedFields(among:inPlace:_:)`
/// and `copyFields(_:inPlaceFrom:to:)` compare and copy only the members named,
/// each through a `switch` over the members in a local function
/// (`fields.filter(differs)`, `fields.forEachIndex(copy)`); its whole-state
/// comparisons ask the same `differs` about every member.
struct ChangeTrackingTranslation {
    let context: TranslationContext

    /// States of more members than this record their writes
    /// (`WriteTrackedState`): a didSet per member, and a comparison and a
    /// copy of the written members in place of comparing and copying the
    /// whole state. Below it, comparing every member costs about what the
    /// tracking's fixed part does, and the
    /// tracking would add its accessors to every small store's compile
    /// cost (Benchmarks/Results/GeneratorBenchmark.md, "Write tracking").
    static let writeTrackingThreshold = 64

    var declaration: Declaration {
        Declaration(
            .extensionDeclaration(
                ExtensionDeclaration(
                    extendedType: context.stateType,
                    conformances: [
                        .named(context.tracksWrites ? "WriteTrackedState" : "TrackedState"), .named("FieldNaming"),
                    ],
                    requirements: [],
                    members: [
                        Declaration(
                            comment: .documentation("The members' names, indexed as `changedFields` counts them."),
                            .variable(
                                VariableDeclaration(
                                    access: context.access, isStatic: true, name: NamingPolicy.StateMember.fieldNames,
                                    type: .array(.named("String")),
                                    storage: .stored(
                                        isMutable: false, initialValue: fieldNames(of: context.trackedMembers))))),
                        Declaration(
                            comment: .documentation("Equal when no member differs."),
                            .function(
                                FunctionDeclaration(
                                    access: context.access, modifiers: [.static], name: .infixOperator("=="),
                                    parameters: [
                                        .init(label: "lhs", type: context.stateType),
                                        .init(label: "rhs", type: context.stateType),
                                    ],
                                    result: .named("Bool"),
                                    body: [
                                        .return(
                                            .member(
                                                .call(
                                                    .identifier(NamingPolicy.StateMember.changedFields),
                                                    [
                                                        .init("from", .identifier("lhs")),
                                                        .init("to", .identifier("rhs")),
                                                    ]), "isEmpty"))
                                    ]))),
                        Declaration(
                            comment: .documentation(
                                "The indices (schema order, modules last) of the members that differ."),
                            changedFields(labels: ("from", "to"), body: forwardingBody)),
                    ]
                        + (context.tracksWrites
                            ? writeTracking
                            : [
                                Declaration(
                                    comment: .documentation(
                                        """
                                        The comparisons, reading both states where they lie (what the store calls): \
                                        `inout` only so that neither is copied; nothing is written.
                                        """),
                                    attributes: runtimeOnly,
                                    changedFields(
                                        labels: ("inPlace", "_"), isInOut: true,
                                        body: comparisons(of: context.trackedMembers)))
                            ]))))
    }

    /// `@_spi(Generated)` on what only the runtime calls, where the state is
    /// public (an SPI attribute needs a public declaration).
    private var runtimeOnly: [Attribute] {
        context.access == .public ? [.spiGenerated] : []
    }

    /// The `WriteTrackedState` requirements: the comparisons and copies of
    /// the members named, in place.
    private var writeTracking: [Declaration] {
        let inPlace = (TypeName.inOut(context.stateType), TypeName.inOut(context.stateType))
        let changedFields = NamingPolicy.StateMember.changedFields
        let copyFields = NamingPolicy.StateMember.copyFields
        return [
            Declaration(
                comment: .documentation(
                    """
                    Of `fields`, the members that differ, reading both states where they lie: what the store calls \
                    with the members an action wrote.
                    """),
                attributes: runtimeOnly,
                overFields(
                    changedFields, fieldsLabel: "among", labels: ("inPlace", "_"), types: inPlace,
                    result: .named("FieldSet"), body: writtenComparisons(of: context.trackedMembers))),
            Declaration(
                comment: .documentation(
                    "Copies the members in `fields` from `old` to `new`: how the store brings its second copy "
                        + "up to date."
                ),
                attributes: runtimeOnly,
                overFields(
                    copyFields, fieldsLabel: "_", labels: ("inPlaceFrom", "to"), types: inPlace,
                    body: copies(of: context.trackedMembers))),
        ]
    }

    /// `_writes.insert(i)`: what the `didSet` of member `i` runs, so a store
    /// compares and copies only the members an action wrote.
    static func recordWrite(of index: Int) -> Statement {
        .expression(
            .call(.member(.identifier(NamingPolicy.StateMember.writes), "insert"), .literal(.integer(String(index)))))
    }

    /// `changedFields(among:…)` (a comparison: `result` is `FieldSet`) or
    /// `copyFields(_:…)`: a static function of the fields named and two
    /// states in place.
    private func overFields(
        _ name: String, fieldsLabel: String, labels: (String, String),
        types: (TypeName, TypeName), result: TypeName? = nil, body: [Statement]
    ) -> Declaration.Kind {
        .function(
            FunctionDeclaration(
                access: context.access, modifiers: [.static], name: .function(name),
                parameters: [
                    .init(label: fieldsLabel, localName: "fields", type: .named("FieldSet")),
                    .init(label: labels.0, localName: "old", type: types.0),
                    .init(label: labels.1, localName: "new", type: types.1),
                ],
                result: result, body: body))
    }

    /// A local `differs(_ field:)` switching over the members, derived
    /// values included (a whole state assigned brings its own):
    /// `return Self.differs(old.m, new.m)`; then `fields.filter(differs)`. One comparison per member, where
    /// a case that inserted into the
    /// result itself cost a fifth more code (each insertion an access to the
    /// captured result, checked at run time).
    private func writtenComparisons(of members: [StateMember]) -> [Statement] {
        if members.isEmpty { return [.return(.call(.type(.named("FieldSet")), []))] }
        let cases = members.enumerated().map { index, member in
            SwitchCase(.literal(.integer(String(index))), [.return(differs(member))])
        }
        return [
            .localFunction(
                FunctionDeclaration(
                    access: .internal, name: .function("differs"),
                    parameters: [.init(label: "_", localName: "field", type: .named("Int"))],
                    result: .named("Bool"),
                    body: [
                        .switch(
                            .identifier("field"), cases + [SwitchCase(.default, [.return(.literal(.boolean(false)))])])
                    ])),
            .return(.call(.member(.identifier("fields"), "filter"), .identifier("differs"))),
        ]
    }

    /// A local `copy(_ field:)` switching over the members, derived values
    /// included, called for each field in `fields`: `new.m = old.m`.
    private func copies(of members: [StateMember]) -> [Statement] {
        if members.isEmpty { return [] }
        let cases = members.enumerated().map { index, member in
            SwitchCase(
                .literal(.integer(String(index))),
                [
                    .assignment(.member(.identifier("new"), member.name), .member(.identifier("old"), member.name))
                ])
        }
        return eachField("copy", cases: cases)
    }

    /// `func name(_ field: Int) { switch field { cases; default: break } }`
    /// then `fields.forEachIndex(name)`.
    private func eachField(_ name: String, cases: [SwitchCase]) -> [Statement] {
        [
            .localFunction(
                FunctionDeclaration(
                    access: .internal, name: .function(name),
                    parameters: [.init(label: "_", localName: "field", type: .named("Int"))],
                    body: [.switch(.identifier("field"), cases + [SwitchCase(.default, [.break])])])),
            .expression(.call(.member(.identifier("fields"), "forEachIndex"), .identifier(name))),
        ]
    }

    /// The names as an array literal; past `BodyChunking.size` of them, as
    /// one string split at its spaces (a name is a Swift identifier), which
    /// compiles to a few instructions instead of a store per name.
    private func fieldNames(of members: [StateMember]) -> Expression {
        guard members.count > BodyChunking.size else { return .literal(.array(members.map { .string($0.name) })) }
        let list = Expression.call(
            .member(.string(members.map(\.name).joined(separator: " ")), "split"), [.init("separator", .string(" "))])
        return .call(
            .member(list, "map"),
            [.init(nil, .closure([.expression(.call(.type(.named("String")), .closureArgument(0)))]))])
    }

    private func changedFields(labels: (String, String), isInOut: Bool = false, body: [Statement]) -> Declaration.Kind {
        let parameterType = isInOut ? TypeName.inOut(context.stateType) : context.stateType
        return .function(
            FunctionDeclaration(
                access: context.access, modifiers: [.static], name: .function(NamingPolicy.StateMember.changedFields),
                parameters: [
                    .init(label: labels.0, localName: "old", type: parameterType),
                    .init(label: labels.1, localName: "new", type: parameterType),
                ],
                result: .named("FieldSet"), body: body))
    }

    /// `var old = old, new = new` then the comparisons over `&old`, `&new`.
    private var forwardingBody: [Statement] {
        [
            .binding(isMutable: true, name: "old", value: .identifier("old")),
            .binding(isMutable: true, name: "new", value: .identifier("new")),
            .return(comparing(.inOut(.identifier("old")), .inOut(.identifier("new")))),
        ]
    }

    /// Every member compared, in place: `changedFields(inPlace: &old, &new)`, or for a
    /// state that tracks writes, its comparisons of the fields named asked
    /// for all of them (`changedFields(among: Self.everyMember, inPlace: &old, &new)`),
    /// so that each member is compared in one place of the
    /// file, not two. Neither is on a dispatch's path: the store asks for
    /// the members an action wrote (all of them itself, through the same
    /// `differs`, when a handler assigned a whole state).
    private func comparing(_ old: Expression, _ new: Expression) -> Expression {
        let changedFields = Expression.identifier(NamingPolicy.StateMember.changedFields)
        guard context.tracksWrites else { return .call(changedFields, [.init("inPlace", old), .init(nil, new)]) }
        let everyMember = Expression.member(.type(.named("Self")), "everyMember")
        return .call(changedFields, [.init("among", everyMember), .init("inPlace", old), .init(nil, new)])
    }

    /// `Self.differs(old.m, new.m)`: the runtime's one generic `differs`
    /// (`TrackedState`), which the type checker resolves at once, where
    /// `!=` has an overload per standard type that it weighs at every
    /// comparison, a cost paid once per field of every store.
    private func differs(_ member: StateMember) -> Expression {
        .call(
            .member(.type(.named("Self")), NamingPolicy.StateMember.differs),
            .member(.identifier("old"), member.name), .member(.identifier("new"), member.name))
    }

    /// `changed.insert(i, ifChangedFrom: old.m, to: new.m)` per member: one
    /// call with one candidate (the runtime compares under `_slowPath`),
    /// where `if _slowPath(Self.differs(old.m, new.m)) { changed.insert(i) }`
    /// gives the type checker two expressions and a statement per member.
    private func comparisons(of members: [StateMember]) -> [Statement] {
        if members.isEmpty { return [.return(.call(.type(.named("FieldSet")), []))] }
        var body: [Statement] = [
            .binding(isMutable: true, name: "changed", value: .call(.type(.named("FieldSet")), []))
        ]
        for (index, member) in members.enumerated() {
            body.append(
                .expression(
                    .call(
                        .member(.identifier("changed"), "insert"),
                        [
                            .init(nil, .literal(.integer(String(index)))),
                            .init("ifChangedFrom", .member(.identifier("old"), member.name)),
                            .init("to", .member(.identifier("new"), member.name)),
                        ])))
        }
        body.append(.return(.identifier("changed")))
        return body
    }
}
