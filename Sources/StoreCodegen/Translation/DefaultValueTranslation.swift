import StoreSchema

/// Turns a schema default into the Swift expression of that value, typed by
/// the field it belongs to. `Date` and `Data` fields have no defaults (the
/// validator's `BuiltinDefaultChecker` rejects them), so they have no form here.
struct DefaultValueTranslation {
    let context: TranslationContext

    /// What a state or struct field, or an enum payload value, starts at:
    /// its schema default, else `nil` when it is optional; nothing when it
    /// must be given.
    func initialValue(of field: Field) -> Expression? {
        if let value = field.defaultValue {
            return expression(value, for: field.type)
        }
        return field.type.isOptional ? .literal(.nil) : nil
    }

    func expression(_ value: Value, for type: TypeReference) -> Expression {
        switch type {
        case .optional(let wrapped):
            if case .null = value { return .literal(.nil) }
            return expression(value, for: wrapped)
        case .result:
            return fallback(value)  // the validator gives a Result no default
        case .array(let element), .set(let element):
            guard case .array(let elements) = value else { return fallback(value) }
            return .literal(.array(elements.map { expression($0, for: element) }))
        case .dictionary(let keyType, let valueType):
            guard case .dictionary(let entries) = value else { return fallback(value) }
            // A duplicate key in a dictionary literal traps at run time: keep the last.
            var unique: [DictionaryEntry] = []
            for entry in entries {
                if let index = unique.firstIndex(where: { $0.key == entry.key }) {
                    unique[index].value = entry.value
                } else {
                    unique.append(entry)
                }
            }
            return .literal(
                .dictionary(
                    unique.map {
                        .init(key: expression($0.key, for: keyType), value: expression($0.value, for: valueType))
                    }))
        case .named(let name):
            if let builtin = BuiltinType(rawValue: name) {
                return builtinExpression(value, builtin)
            }
            if let schemaType = context.schemaType(named: name) {
                return schemaTypeExpression(value, schemaType)
            }
            return fallback(value)
        }
    }

    private func builtinExpression(_ value: Value, _ type: BuiltinType) -> Expression {
        switch (type, value) {
        case (.url, .string(let text)):
            return .forceUnwrap(.call(.type(.named("URL")), [.init("string", .string(text))]))
        case (.uuid, .string(let text)):
            return .forceUnwrap(.call(.type(.named("UUID")), [.init("uuidString", .string(text))]))
        case (.duration, .float(let seconds)):
            return Self.duration(seconds)
        case (.decimal, .float(let number)):
            // A Decimal literal would pass through Double; the string is exact.
            return .forceUnwrap(.call(.type(.named("Decimal")), [.init("string", .string(Self.text(number)))]))
        default:
            return fallback(value)
        }
    }

    private func schemaTypeExpression(_ value: Value, _ type: TypeDefinition) -> Expression {
        switch (type.kind, value) {
        case (.enumeration(let cases), .enumCase(let name, let payload)):
            guard let enumCase = cases.first(where: { $0.name == name }), !enumCase.payload.isEmpty else {
                return .member(nil, name)
            }
            return .call(.member(nil, name), arguments(payload, fields: enumCase.payload))
        case (.structure(let fields), .structure(let values)):
            return .call(.type(.named(type.name)), arguments(values, fields: fields))
        default:
            return fallback(value)
        }
    }

    /// Labelled arguments in declaration order; fields without a value keep their default.
    private func arguments(_ values: [FieldValue], fields: [Field]) -> [Expression.Argument] {
        fields.compactMap { field in
            guard let value = values.last(where: { $0.name == field.name }) else { return nil }
            return .init(field.name, expression(value.value, for: field.type))
        }
    }

    /// A value whose form needs no type context (numbers, strings, booleans).
    private func fallback(_ value: Value) -> Expression {
        switch value {
        case .null: .literal(.nil)
        case .bool(let flag): .literal(.boolean(flag))
        case .integer(let text): .literal(.integer(text))
        case .float(let number): .literal(.float(Self.text(number)))
        case .string(let text): .string(text)
        case .array(let elements): .literal(.array(elements.map(fallback)))
        case .dictionary(let entries):
            .literal(.dictionary(entries.map { .init(key: fallback($0.key), value: fallback($0.value)) }))
        case .enumCase(let name, _): .member(nil, name)
        case .structure: .literal(.nil)
        }
    }

    /// `.seconds(300)`, `.milliseconds(250)` for a part of a second, else
    /// `.seconds(1.0e-05)`: a `Duration` of `seconds` as a person writes it.
    private static func duration(_ seconds: Double) -> Expression {
        let exact = { (amount: Double) in amount.rounded() == amount && abs(amount) < 1e15 }
        if exact(seconds) {
            return .call(.member(nil, "seconds"), [.init(nil, .literal(.integer(String(Int64(seconds)))))])
        }
        if exact(seconds * 1_000) {
            return .call(.member(nil, "milliseconds"), [.init(nil, .literal(.integer(String(Int64(seconds * 1_000)))))])
        }
        return .call(.member(nil, "seconds"), [.init(nil, .literal(.float(text(seconds))))])
    }

    /// The shortest text that reads back as `number`, always with a `.` or exponent.
    static func text(_ number: Double) -> String {
        let text = "\(number)"
        return text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) ? text : text + ".0"
    }
}
