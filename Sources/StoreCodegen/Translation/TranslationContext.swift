import StoreSchema

/// What every translation step needs to know about the schema: generated
/// names, how schema types map to Swift types, and which state members exist.
struct TranslationContext {
    let definition: StoreDefinition
    let access: AccessModifier
    private let typesByName: [String: TypeDefinition]
    private let externalsByName: [String: ExternalType]
    private let hashableTypes: Set<String>
    /// How recursive schema types are broken up into storable Swift.
    let recursion: RecursionAnalysis
    /// The top-level state in schema order: fields, then modules. A member's
    /// position is its index in `FieldSet`.
    private(set) var stateMembers: [StateMember] = []
    private var memberIndices: [String: Int] = [:]
    private let actionsByName: [String: Action]
    private let modulesByName: [String: Module]

    init(_ definition: StoreDefinition) {
        self.definition = definition
        switch definition.access {
        case .public: access = .public
        case .package: access = .package
        case .internal: access = .internal
        }
        typesByName = Dictionary(definition.types.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        externalsByName = Dictionary(
            definition.externalTypes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        hashableTypes = Self.hashableSchemaTypes(definition, externals: externalsByName)
        recursion = RecursionAnalysis(definition.types)
        actionsByName = Dictionary(definition.actions.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        modulesByName = Dictionary(definition.modules.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        stateMembers = makeStateMembers()
        memberIndices = Dictionary(
            stateMembers.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    func action(named name: String) -> Action? { actionsByName[name] }
    func module(named name: String) -> Module? { modulesByName[name] }
    func stateMember(named name: String) -> StateMember? { memberIndices[name].map { stateMembers[$0] } }

    // MARK: Generated names

    var stateName: String { definition.name + "State" }
    var actionName: String { definition.name + "Action" }
    var reducerName: String { definition.name + "Reducer" }
    var storeName: String { definition.name + "Store" }

    var stateType: TypeName { .named(stateName) }
    var actionType: TypeName { .named(actionName) }

    /// `<Store><Name>Props` for a state subscription.
    func propsName(_ subscription: Subscription) -> String {
        definition.name + Self.capitalized(subscription.name) + "Props"
    }

    /// `<Store><Name>Event` for an action subscription.
    func eventName(_ subscription: Subscription) -> String {
        definition.name + Self.capitalized(subscription.name) + "Event"
    }

    static func capitalized(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }

    /// The schema file's name without its directories, for the header.
    var fileName: String {
        let path = definition.file
        guard let slash = path.lastIndex(where: { $0 == "/" || $0 == "\\" }) else { return path }
        return String(path[path.index(after: slash)...])
    }

    // MARK: Locations

    func line(_ location: SourceLocation) -> SchemaLine {
        SchemaLine(file: location.file, line: location.line)
    }

    // MARK: Types

    func typeName(_ reference: TypeReference) -> TypeName {
        switch reference {
        case .named(let name): .named(name)
        case .optional(let wrapped): .optional(typeName(wrapped))
        case .array(let element): .array(typeName(element))
        case .dictionary(let key, let value): .dictionary(key: typeName(key), value: typeName(value))
        case .set(let element): .set(typeName(element))
        }
    }

    func schemaType(named name: String) -> TypeDefinition? { typesByName[name] }

    /// Whether values of `reference` can be hashed: builtins can, schema types
    /// when all their members can, external types when declared `hashable`.
    func isHashable(_ reference: TypeReference) -> Bool {
        switch reference {
        case .named(let name):
            if BuiltinType(rawValue: name) != nil { return true }
            if typesByName[name] != nil { return hashableTypes.contains(name) }
            return externalsByName[name]?.isHashable ?? false
        case .optional(let inner), .array(let inner), .set(let inner):
            return isHashable(inner)
        case .dictionary(let key, let value):
            return isHashable(key) && isHashable(value)
        }
    }

    /// The largest set of schema types that are hashable assuming each other
    /// are (so recursive types through collections still qualify).
    private static func hashableSchemaTypes(
        _ definition: StoreDefinition, externals: [String: ExternalType]
    ) -> Set<String> {
        let declared = Set(definition.types.map(\.name))
        var hashable = declared
        func check(_ reference: TypeReference) -> Bool {
            switch reference {
            case .named(let name):
                if BuiltinType(rawValue: name) != nil { return true }
                if declared.contains(name) { return hashable.contains(name) }
                return externals[name]?.isHashable ?? false
            case .optional(let inner), .array(let inner), .set(let inner):
                return check(inner)
            case .dictionary(let key, let value):
                return check(key) && check(value)
            }
        }
        var changed = true
        while changed {
            changed = false
            for type in definition.types where hashable.contains(type.name) {
                let fields: [Field]
                switch type.kind {
                case .structure(let structFields): fields = structFields
                case .enumeration(let cases): fields = cases.flatMap(\.payload)
                }
                if !fields.allSatisfy({ check($0.type) }) {
                    hashable.remove(type.name)
                    changed = true
                }
            }
        }
        return hashable
    }

    /// Whether any type the schema mentions needs `import Foundation`.
    var needsFoundation: Bool {
        func uses(_ reference: TypeReference) -> Bool {
            switch reference {
            case .named(let name): BuiltinType(rawValue: name)?.needsFoundation ?? false
            case .optional(let inner), .array(let inner), .set(let inner): uses(inner)
            case .dictionary(let key, let value): uses(key) || uses(value)
            }
        }
        var fields = definition.state + definition.actions.flatMap(\.params)
        for type in definition.types {
            switch type.kind {
            case .structure(let structFields): fields += structFields
            case .enumeration(let cases): fields += cases.flatMap(\.payload)
            }
        }
        // The persistence helper's `migrate` takes `Data`.
        return definition.persist || fields.contains { uses($0.type) }
    }

    /// Whether any action parameter needs `import Foundation` (for the scaffold).
    var actionsNeedFoundation: Bool {
        func uses(_ reference: TypeReference) -> Bool {
            switch reference {
            case .named(let name): BuiltinType(rawValue: name)?.needsFoundation ?? false
            case .optional(let inner), .array(let inner), .set(let inner): uses(inner)
            case .dictionary(let key, let value): uses(key) || uses(value)
            }
        }
        return definition.actions.flatMap(\.params).contains { uses($0.type) }
    }

    // MARK: State members

    private func makeStateMembers() -> [StateMember] {
        var members = definition.state.map { field in
            StateMember(
                name: field.name, type: typeName(field.type), reference: field.type,
                defaultValue: field.defaultValue.map { DefaultValueTranslation(context: self).expression($0, for: field.type) }
                    ?? (field.type.isOptional ? .literal(.nil) : nil),
                doc: field.doc, persist: field.persist, location: line(field.typeLocation), module: nil)
        }
        for module in definition.modules {
            let moduleState = TypeName.named(module.store + "State")
            members.append(StateMember(
                name: module.name, type: moduleState, reference: nil,
                defaultValue: .call(.type(moduleState), []),
                doc: module.doc ?? "The state of the embedded `\(module.name)` module (`\(module.store)` store).",
                persist: false, location: line(module.location), module: module))
        }
        return members
    }

    /// The index of the top-level member `name`, as `FieldSet` counts.
    func fieldIndex(of name: String) -> Int? {
        memberIndices[name]
    }

    /// A `FieldSet` literal for the given top-level members.
    func fieldSet(_ names: [String]) -> Expression {
        let indices = Set(names.compactMap(fieldIndex(of:))).sorted()
        return .literal(.array(indices.map { .literal(.integer(String($0))) }))
    }
}

/// A top-level member of the generated state: a schema field or a module's state.
struct StateMember {
    var name: String
    var type: TypeName
    /// The schema type; `nil` for a module's state.
    var reference: TypeReference?
    var defaultValue: Expression?
    var doc: String?
    var persist: Bool
    var location: SchemaLine
    var module: Module?
}
