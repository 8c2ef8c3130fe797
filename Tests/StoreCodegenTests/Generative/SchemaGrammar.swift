/// Draws schema text from a grammar of the whole schema language: access,
/// persistence, external types, struct and enum types (with payloads),
/// state with defaults, actions with parameters (the second of a schema's
/// actions starting effects, in the long form), state and action
/// subscriptions on either delivery, derived values (reading fields and
/// each other), and type expressions nesting
/// optionals, arrays, sets and dictionaries. Names come from ordinary
/// words and adversarial ones: Swift keywords, standard library,
/// Foundation and StoreRuntime names, generated-member names, names that
/// differ only in case, and non-ASCII letters.
struct SchemaGrammar {
    var random: SeededRandom
    /// Distinguishes this schema's ordinary store and type names.
    private let suffix: String

    static let ordinaryMembers = [
        "count", "items", "title", "total", "flag", "name", "level", "score", "draft", "done",
        "limit", "tags", "mode", "selection", "history", "note",
    ]
    static let adversarialMembers = [
        "default", "class", "where", "in", "func", "let", "var", "init", "Self", "self", "Type", "_", "inout",
        "fieldNames", "stateVersion", "changedFields", "persistence", "reduce", "FieldSet", "Int", "String",
        "state", "dispatch", "observe", "subscribe", "values", "scope", "handler", "owner", "action", "value",
        "select", "fields", "transform", "delivery", "key", "type", "container", "decoder", "encoder",
        "old", "new", "changed", "migrate", "onError", "url", "fileName", "middleware", "CodingKeys",
        "none", "some", "hashValue", "description", "encode", "Value", "Task", "Count", "COUNT",
        "café", "naïve", "ñandú", "Ωmega", "x1", "_hidden", "_storeGenSubscribe", "Props", "Owner",
        "reduceWithEffects", "embedding",
    ]
    static let ordinaryActions = [
        "add", "remove", "toggle", "reset", "rename", "load", "save", "clear", "refresh", "move", "undo", "start",
    ]
    static let ordinaryTypes = ["Item", "Node", "Mode", "Tree", "Box", "Entry", "Status", "Point", "Tag", "Shape"]
    static let adversarialTypes = [
        "Task", "Result", "Command", "Subscription", "FieldSet", "State", "Store", "Value", "Event", "Self",
        "Type", "Any", "CodingKeys", "Props", "Owner", "Data", "Decoder", "Codable", "Hashable", "Error",
        "_StoreGenBox", "TestStore", "Middleware", "Sequence", "item", "ITEM", "Café", "Ñandú", "default",
        "Optional", "Never", "Effect", "EffectfulState",
    ]
    static let storeNames = [
        "Shop", "Todos", "Counter", "Timer", "Task", "Result", "Command", "FieldSet", "Self", "default",
        "Ümlaut", "shop", "Store", "App",
    ]
    static let builtins = [
        "Int", "String", "Bool", "Double", "Int8", "UInt64", "Float", "Date", "UUID", "URL", "Data", "Decimal",
    ]

    init(seed: UInt64) {
        random = SeededRandom(seed: seed)
        suffix = String(seed)
    }

    private mutating func memberName() -> String {
        random.chance(0.85) ? random.pick(Self.ordinaryMembers) : random.pick(Self.adversarialMembers)
    }

    private mutating func actionName() -> String {
        random.chance(0.85) ? random.pick(Self.ordinaryActions) : random.pick(Self.adversarialMembers)
    }

    /// Ordinary type names usually carry the schema's number, so schemas
    /// can share a compiler run (one module) without clashing.
    private mutating func typeName() -> String {
        guard random.chance(0.8) else { return random.pick(Self.adversarialTypes) }
        return random.pick(Self.ordinaryTypes) + (random.chance(0.85) ? suffix : "")
    }

    /// Distinct draws (a schema repeats a name only when the grammar wants a duplicate).
    private mutating func distinct(_ count: Int, _ draw: (inout SchemaGrammar) -> String) -> [String] {
        var names: [String] = []
        for _ in 0..<count * 3 where names.count < count {
            let name = draw(&self)
            if !names.contains(name) || random.chance(0.03) { names.append(name) }
        }
        return names
    }

    /// A type expression over builtins and `named` types, with its default (if any).
    private mutating func typeExpression(named: [String], depth: Int = 0) -> String {
        let base = !named.isEmpty && random.chance(0.35) ? random.pick(named) : random.pick(Self.builtins)
        guard depth < 2, random.chance(0.4) else { return base }
        let inner = typeExpression(named: named, depth: depth + 1)
        switch random.count(0...3) {
        case 0: return inner.hasSuffix("?") && random.chance(0.8) ? "[\(inner)]" : inner + "?"
        case 1: return "[\(inner)]"
        case 2: return "Set<\(inner)>"
        default: return "[\(random.pick(["String", "Int", "UUID"] + named)): \(inner)]"
        }
    }

    private func defaultValue(for type: String, enums: [String: String]) -> String? {
        if type.hasSuffix("?") { return "null" }
        if type.hasPrefix("[") && type.contains(":") { return "{}" }
        if type.hasPrefix("[") || type.hasPrefix("Set<") { return "[]" }
        switch type {
        case "Int", "Int8", "UInt64", "Double", "Float", "Decimal": return "0"
        case "String": return "\"\""
        case "Bool": return "false"
        case "UUID": return "\"00000000-0000-0000-0000-000000000001\""
        case "URL": return "\"https://example.com\""
        default: return enums[type]
        }
    }

    /// `name: {type: "T", default: D}` lines for fields, at `indent`.
    private mutating func fields(
        _ names: [String], named: [String], enums: [String: String], indent: String, defaults: Bool
    ) -> String {
        names.map { name in
            let type = typeExpression(named: named)
            var entry = "type: \"\(type)\""
            if defaults, let value = defaultValue(for: type, enums: enums), random.chance(0.85) {
                entry += ", default: \(value)"
            }
            return "\(indent)\(yamlKey(name)): {\(entry)}\n"
        }.joined()
    }

    /// Keys YAML would read as something else are quoted, as a user would.
    private func yamlKey(_ name: String) -> String {
        ["null", "true", "false", "~"].contains(name) || name.isEmpty ? "\"\(name)\"" : name
    }

    /// One schema's text.
    mutating func schema() -> String {
        let store =
            random.chance(0.85)
            ? random.pick(Self.storeNames.prefix(4).map { $0 }) + suffix : random.pick(Self.storeNames)
        var yaml = "store: \(store)\n"
        if random.chance(0.3) { yaml += "access: \(random.pick(["public", "package", "internal"]))\n" }
        let persist = random.chance(0.3)
        if persist { yaml += "persist: true\n" }

        var externals: [String] = []
        if random.chance(0.25) {
            externals = distinct(random.count(1...2)) { $0.typeName() }.map { "Ext" + $0 }
            if random.chance(0.2) { externals[0] = random.pick(Self.adversarialTypes) }
            yaml += "external:\n" + externals.map { "  \(yamlKey($0)): {hashable: \(random.chance(0.5))}\n" }.joined()
        }

        let typeNames = random.chance(0.6) ? distinct(random.count(1...4)) { $0.typeName() } : []
        var enums: [String: String] = [:]
        var typesText = ""
        for (index, type) in typeNames.enumerated() {
            // Later types may use earlier ones (and, rarely, themselves or later ones).
            let visible = Array(typeNames.prefix(random.chance(0.1) ? typeNames.count : index)) + externals
            if random.chance(0.45) {
                let cases = distinct(random.count(1...4)) { $0.memberName() }
                enums[type] = cases.first.map { yamlKey($0) }
                if random.chance(0.5) {
                    typesText +=
                        "  \(yamlKey(type)):\n    enum: [\(cases.map { yamlKey($0) }.joined(separator: ", "))]\n"
                } else {
                    typesText += "  \(yamlKey(type)):\n    enum:\n"
                    for name in cases {
                        let payload = random.chance(0.5) ? distinct(random.count(1...2)) { $0.memberName() } : []
                        if payload.isEmpty {
                            typesText += "      \(yamlKey(name)):\n"
                        } else {
                            let text = payload.map { "\(yamlKey($0)): \"\(typeExpression(named: visible))\"" }.joined(
                                separator: ", ")
                            typesText += "      \(yamlKey(name)): {\(text)}\n"
                        }
                    }
                }
            } else {
                let names = distinct(random.count(1...4)) { $0.memberName() }
                typesText += "  \(yamlKey(type)):\n    fields:\n"
                typesText += fields(names, named: visible, enums: enums, indent: "      ", defaults: random.chance(0.5))
            }
        }
        if !typesText.isEmpty { yaml += "types:\n" + typesText }

        let named = typeNames + externals
        let stateNames = distinct(random.count(1...5)) { $0.memberName() }
        yaml += "state:\n" + fields(stateNames, named: named, enums: enums, indent: "  ", defaults: true)

        let actionNames = distinct(random.count(1...4)) { $0.actionName() }
        yaml += "actions:\n"
        for (index, action) in actionNames.enumerated() {
            let params = random.chance(0.6) ? distinct(random.count(1...3)) { $0.memberName() } : []
            // Chosen by position, not drawn, so the other draws stay as they were.
            let startsEffects = index == 1
            if params.isEmpty {
                yaml += "  \(yamlKey(action)):" + (startsEffects ? " {effects: true}\n" : "\n")
            } else {
                let text = params.map { "\(yamlKey($0)): \"\(typeExpression(named: named))\"" }.joined(separator: ", ")
                yaml +=
                    "  \(yamlKey(action)): " + (startsEffects ? "{params: {\(text)}, effects: true}\n" : "{\(text)}\n")
            }
        }

        if random.chance(0.7) {
            yaml += "subscriptions:\n"
            let names = distinct(random.count(1...3)) { $0.memberName() }
            for name in names {
                let delivery = random.chance(0.3) ? ", on: background" : ""
                if random.chance(0.65) {
                    let selected = distinct(random.count(1...min(3, stateNames.count))) { $0.random.pick(stateNames) }
                    yaml +=
                        "  \(yamlKey(name)): {select: [\(selected.map(yamlKey).joined(separator: ", "))]\(delivery)}\n"
                } else {
                    let selected = distinct(random.count(1...min(3, actionNames.count))) { $0.random.pick(actionNames) }
                    yaml +=
                        "  \(yamlKey(name)): {actions: [\(selected.map(yamlKey).joined(separator: ", "))]\(delivery)}\n"
                }
            }
        }

        // Drawn last, so the draws above are what they were for every seed.
        if random.chance(0.4) {
            yaml += "derived:\n"
            var readable = stateNames
            for name in distinct(random.count(1...3), { $0.memberName() }) {
                let inputs = distinct(random.count(1...min(2, readable.count))) { $0.random.pick(readable) }
                yaml += """
                      \(yamlKey(name)): {type: \"\(typeExpression(named: named))\", from: \
                    [\(inputs.map(yamlKey).joined(separator: ", "))]}\n
                    """
                readable.append(name)
            }
        }
        return yaml
    }
}
