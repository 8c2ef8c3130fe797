import Foundation

/// Builds the lines of an inspector recording as UTF-8 bytes (each ends in a
/// newline; see Docs/Inspector.md for the fields). `t` is each record's
/// moment, read with `timestamp()` when its action was applied.
///
/// Field values are read with `Mirror`, so every top-level field appears —
/// also those a persisted state leaves out of its `Codable` — and each is
/// written with its own `Encodable` conformance; a value that is not
/// `Encodable`, or whose encoding fails, is written as
/// `{"$unencodable": "<its description>"}`. Field names come from the state's
/// `FieldNaming` conformance (generated states have one), else from the
/// stored properties' names.
final class InspectorRecordEncoder<State, Action: Encodable>: @unchecked Sendable {
    let storeName: String
    let now: @Sendable () -> Date
    /// Index `i` of a `FieldSet` is `fieldNames[i]`; `nil` until the first
    /// state is seen when the state does not name its fields.
    private var fieldNames: [String]?
    private let json = JSONEncoder()

    init(storeName: String, now: @escaping @Sendable () -> Date) {
        self.storeName = storeName
        self.now = now
        fieldNames = (State.self as? any FieldNaming.Type)?.fieldNames
        json.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    }

    /// `CounterState` -> `Counter`.
    static var defaultStoreName: String {
        let name = String(describing: State.self)
        return name.hasSuffix("State") && name.count > 5 ? String(name.dropLast(5)) : name
    }

    /// The first line of each file: what it is, its version, whose it is.
    func header(part: Int) -> [UInt8] {
        var line = Array(#"{"kind":"header","format":"#.utf8)
        line.appendJSONString(InspectorRecording.formatName)
        line.append(contentsOf: #","version":\#(InspectorRecording.formatVersion),"store":"#.utf8)
        line.appendJSONString(storeName)
        line.append(
            contentsOf: #","part":\#(part),"pid":\#(ProcessInfo.processInfo.processIdentifier),"t":\#(timestamp())"#
                .utf8)
        if let fieldNames {
            line.append(contentsOf: #","fields":["#.utf8)
            for (position, name) in fieldNames.enumerated() {
                if position > 0 { line.append(UInt8(ascii: ",")) }
                line.appendJSONString(name)
            }
            line.append(UInt8(ascii: "]"))
        }
        line.append(contentsOf: "}\n".utf8)
        return line
    }

    /// The whole state after action `seq` (0: before the first).
    func snapshot(seq: Int, t: Int64, of state: State) -> [UInt8] {
        var line = Array(#"{"kind":"snapshot","seq":"#.utf8)
        line.appendDecimal(seq)
        line.append(contentsOf: #","t":"#.utf8)
        line.appendDecimal(t)
        line.append(contentsOf: #","state":{"#.utf8)
        appendFields(of: state, only: nil, to: &line)
        line.append(contentsOf: "}}\n".utf8)
        return line
    }

    /// Action `seq`: its name, its `Codable` JSON, and the new values of the
    /// fields it changed (every field when the state does not track changes).
    func action(_ action: Action, seq: Int, t: Int64, changed: FieldSet, in state: State) -> [UInt8] {
        let encoded = encode(action)
        var line = Array(#"{"kind":"action","seq":"#.utf8)
        line.appendDecimal(seq)
        line.append(contentsOf: #","t":"#.utf8)
        line.appendDecimal(t)
        line.append(contentsOf: #","name":"#.utf8)
        if let name = Self.caseName(inJSON: encoded) {
            line.append(UInt8(ascii: "\""))
            line.append(contentsOf: name)
            line.append(UInt8(ascii: "\""))
        } else {
            line.appendJSONString(Self.caseName(describing: action))
        }
        line.append(contentsOf: #","action":"#.utf8)
        line.append(contentsOf: encoded)
        line.append(contentsOf: #","changed":{"#.utf8)
        if !changed.isEmpty {
            appendFields(of: state, only: changed, to: &line)
        }
        line.append(contentsOf: "}}\n".utf8)
        return line
    }

    /// The last line of a recording its store closed.
    func end(seq: Int) -> [UInt8] {
        Array((#"{"kind":"end","seq":\#(seq),"t":\#(timestamp())}"# + "\n").utf8)
    }

    /// Now, in milliseconds since 1970.
    func timestamp() -> Int64 {
        Int64((now().timeIntervalSince1970 * 1000).rounded())
    }

    /// Each field's index by name (and by `_name`, how a boxed field is
    /// stored), made once.
    private var fieldIndices: [String: Int] = [:]

    /// `"name":value` pairs, comma-separated, of every field or of `only`'s.
    private func appendFields(of state: State, only: FieldSet?, to line: inout [UInt8]) {
        let children = Mirror(reflecting: state).children
        if fieldNames == nil {
            fieldNames = children.compactMap(\.label)
        }
        if fieldIndices.isEmpty {
            for (index, name) in (fieldNames ?? []).enumerated() {
                fieldIndices[name] = index
                fieldIndices["_" + name] = fieldIndices["_" + name] ?? index
            }
        }
        let names = fieldNames ?? []
        let filter = only.flatMap { $0.isAll ? nil : $0 }
        var first = true
        for child in children {
            guard let label = child.label, let index = fieldIndices[label], !(child.value is StateWrites) else {
                continue
            }
            if let filter, !filter.contains(index) { continue }
            if !first { line.append(UInt8(ascii: ",")) }
            first = false
            line.appendJSONString(names[index])
            line.append(UInt8(ascii: ":"))
            appendValue(child.value, to: &line)
        }
    }

    private func encode(_ action: Action) -> [UInt8] {
        (try? json.encode(action)).map(Array.init) ?? unencodable(action)
    }

    /// `value` as JSON: the common scalars written directly, anything else
    /// through its `Encodable` conformance.
    private func appendValue(_ value: Any, to line: inout [UInt8]) {
        switch value {
        case let int as Int: line.appendDecimal(int)
        case let bool as Bool: line.append(contentsOf: (bool ? "true" : "false").utf8)
        case let string as String: line.appendJSONString(string)
        default:
            if let encodable = value as? any Encodable, let data = try? json.encode(encodable) {
                line.append(contentsOf: data)
            } else {
                line.append(contentsOf: unencodable(value))
            }
        }
    }

    private func unencodable(_ value: Any) -> [UInt8] {
        var data = Array(#"{"$unencodable":"#.utf8)
        data.appendJSONString(String(describing: value))
        data.append(UInt8(ascii: "}"))
        return data
    }

    /// The action's case name when its JSON is `{"name":…}` (the shape
    /// generated actions have) and the name needs no escaping.
    static func caseName(inJSON encoded: [UInt8]) -> ArraySlice<UInt8>? {
        guard encoded.count > 3, encoded[0] == UInt8(ascii: "{"), encoded[1] == UInt8(ascii: "\"") else { return nil }
        guard let quote = encoded[2...].firstIndex(of: UInt8(ascii: "\"")), quote + 1 < encoded.count,
            encoded[quote + 1] == UInt8(ascii: ":"), !encoded[2..<quote].contains(UInt8(ascii: "\\"))
        else { return nil }
        return encoded[2..<quote]
    }

    /// Any other action's name: its description up to `(`.
    static func caseName(describing action: Action) -> String {
        String(String(describing: action).prefix { $0 != "(" })
    }
}

extension [UInt8] {
    /// Appends `value` in decimal.
    mutating func appendDecimal(_ value: some BinaryInteger) {
        append(contentsOf: String(value).utf8)
    }

    /// Appends `string` as a JSON string literal.
    mutating func appendJSONString(_ string: String) {
        append(UInt8(ascii: "\""))
        // Most strings need no escaping: copied in one piece.
        if string.utf8.allSatisfy({ $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            append(contentsOf: string.utf8)
            append(UInt8(ascii: "\""))
            return
        }
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): append(contentsOf: #"\\"#.utf8)
            // The escapes JSONEncoder writes, so fields read the same either way.
            case UInt8(ascii: "\n"): append(contentsOf: #"\n"#.utf8)
            case UInt8(ascii: "\r"): append(contentsOf: #"\r"#.utf8)
            case UInt8(ascii: "\t"): append(contentsOf: #"\t"#.utf8)
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                append(contentsOf: #"\u00"#.utf8)
                append(hex[Int(byte >> 4)])
                append(hex[Int(byte & 0xF)])
            default: append(byte)
            }
        }
        append(UInt8(ascii: "\""))
    }
}
