import Foundation

/// Checks defaults of the built-in types: integers within their width,
/// finite numbers, strings, and URL/UUID strings that parse.
struct BuiltinDefaultChecker {
    var log: DiagnosticLog

    func check(_ node: SyntaxNode, against type: BuiltinType) -> Value? {
        guard let scalar = node.scalar else {
            log.error(
                "expected \(expectation(for: type)) for '\(type.rawValue)', found \(node.kindDescription)", at: node)
            return nil
        }
        let resolved = scalar.resolved
        switch type {
        case .bool:
            if case .bool(let value) = resolved { return .bool(value) }
        case .int, .int8, .int16, .int32, .int64, .uint, .uint8, .uint16, .uint32, .uint64:
            if case .integer(let digits) = resolved { return checkRange(digits, of: type, at: node) }
        case .double, .float, .decimal:
            switch resolved {
            case .integer(let digits):
                return checkFinite(Double(digits) ?? .infinity, text: scalar.text, of: type, at: node)
            case .float(let value):
                return checkFinite(value, text: scalar.text, of: type, at: node)
            default:
                break
            }
        case .string:
            if case .string(let text) = resolved { return .string(text) }
            log.error(
                "expected a string for 'String', found \(node.kindDescription); quote it to make it text", at: node)
            return nil
        case .url:
            if case .string(let text) = resolved {
                guard !text.contains(where: \.isWhitespace), let url = URL(string: text), url.scheme != nil else {
                    log.error("\(Quoting.quote(text)) is not a valid absolute URL", at: node)
                    return nil
                }
                return .string(text)
            }
        case .uuid:
            if case .string(let text) = resolved {
                guard UUID(uuidString: text) != nil else {
                    log.error("\(Quoting.quote(text)) is not a valid UUID", at: node)
                    return nil
                }
                return .string(text)
            }
        case .duration:
            if case .string(let text) = resolved {
                return DurationDefault.seconds(in: text).map(Value.float) ?? durationError(text, at: node)
            }
        case .date, .data:
            log.error(
                "defaults for '\(type.rawValue)' are not supported; make the field optional or set it with an action",
                at: node)
            return nil
        }
        log.error(
            "expected \(expectation(for: type)) for '\(type.rawValue)', found \(ScalarReaders.describe(node))", at: node
        )
        return nil
    }

    private func expectation(for type: BuiltinType) -> String {
        switch type {
        case .bool: "true or false"
        case .int, .int8, .int16, .int32, .int64, .uint, .uint8, .uint16, .uint32, .uint64: "an integer"
        case .double, .float, .decimal: "a number"
        case .string: "a string"
        case .url: "a URL string"
        case .uuid: "a UUID string"
        case .duration: "a duration such as '5 minutes'"
        case .date, .data: "a value"
        }
    }

    private func durationError(_ text: String, at node: SyntaxNode) -> Value? {
        log.error(
            "\(Quoting.quote(text)) is not a duration; write a number and a unit: "
                + DurationDefault.units.map { "'\($0.name)'" }.joined(separator: ", ") + ", such as '5 minutes'",
            at: node)
        return nil
    }

    private func checkRange(_ digits: String, of type: BuiltinType, at node: SyntaxNode) -> Value? {
        let range: (min: String, max: String, fits: Bool)
        switch type {
        case .int, .int64: range = (String(Int64.min), String(Int64.max), Int64(digits) != nil)
        case .int8: range = (String(Int8.min), String(Int8.max), Int8(digits) != nil)
        case .int16: range = (String(Int16.min), String(Int16.max), Int16(digits) != nil)
        case .int32: range = (String(Int32.min), String(Int32.max), Int32(digits) != nil)
        case .uint, .uint64: range = ("0", String(UInt64.max), UInt64(digits) != nil)
        case .uint8: range = ("0", String(UInt8.max), UInt8(digits) != nil)
        case .uint16: range = ("0", String(UInt16.max), UInt16(digits) != nil)
        case .uint32: range = ("0", String(UInt32.max), UInt32(digits) != nil)
        default: return nil
        }
        guard range.fits else {
            log.error(
                "\(Quoting.quote(digits)) is out of range for '\(type.rawValue)' (\(range.min)...\(range.max))",
                at: node)
            return nil
        }
        return .integer(digits)
    }

    private func checkFinite(_ value: Double, text: String, of type: BuiltinType, at node: SyntaxNode) -> Value? {
        guard value.isFinite else {
            log.error("\(Quoting.quote(text)) is not a finite number, and defaults must be finite", at: node)
            return nil
        }
        if type == .float, abs(value) > Double(Float.greatestFiniteMagnitude) {
            log.error("\(Quoting.quote(text)) is out of range for 'Float'", at: node)
            return nil
        }
        return .float(value)
    }
}
