/// What a scalar means under YAML 1.2's core schema (the schema editors and
/// JSON Schema tooling use), rather than YAML 1.1's `yes`/`on` booleans.
enum ResolvedScalar: Sendable, Equatable {
    case null
    case bool(Bool)
    /// An integer in canonical decimal form, exact at any width.
    case integer(String)
    /// A floating-point number, possibly infinite or NaN.
    case float(Double)
    case string(String)

    init(plain text: String) {
        switch text {
        case "", "~", "null", "Null", "NULL": self = .null
        case "true", "True", "TRUE": self = .bool(true)
        case "false", "False", "FALSE": self = .bool(false)
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": self = .float(.infinity)
        case "-.inf", "-.Inf", "-.INF": self = .float(-.infinity)
        case ".nan", ".NaN", ".NAN": self = .float(.nan)
        default:
            if let integer = Self.integer(text) {
                self = .integer(integer)
            } else if Self.isFloat(text), let value = Double(text) {
                self = .float(value)
            } else {
                self = .string(text)
            }
        }
    }

    /// Canonical decimal of `[-+]?[0-9]+`, `0o[0-7]+` or `0x[0-9a-fA-F]+`.
    private static func integer(_ text: String) -> String? {
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty else { return nil }
        if bytes.count > 2, bytes[0] == UInt8(ascii: "0"),
            bytes[1] == UInt8(ascii: "x") || bytes[1] == UInt8(ascii: "o")
        {
            let radix = bytes[1] == UInt8(ascii: "x") ? 16 : 8
            let digits = Array(bytes[2...])
            // Wider than any Swift integer: keep the text, the range check rejects it.
            if digits.count > 40 { return text }
            guard digits.allSatisfy({ digitValue($0).map { $0 < radix } ?? false }) else { return nil }
            return decimal(fromDigits: digits.map { digitValue($0)! }, radix: radix, negative: false)
        }
        var digits = bytes[...]
        var negative = false
        if let first = digits.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            negative = first == UInt8(ascii: "-")
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty, digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
            return nil
        }
        let significant = digits.drop { $0 == UInt8(ascii: "0") }
        let text = significant.isEmpty ? "0" : String(decoding: significant, as: UTF8.self)
        return negative && text != "0" ? "-" + text : text
    }

    private static func digitValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A")) + 10
        default: nil
        }
    }

    /// Base conversion on decimal digit arrays, so integers wider than
    /// `UInt64` still get an exact canonical form (and a range error later).
    private static func decimal(fromDigits digits: [Int], radix: Int, negative: Bool) -> String {
        var result: [Int] = [0]  // little-endian decimal digits
        for digit in digits {
            var carry = digit
            for index in result.indices {
                let value = result[index] * radix + carry
                result[index] = value % 10
                carry = value / 10
            }
            while carry > 0 {
                result.append(carry % 10)
                carry /= 10
            }
        }
        while result.count > 1, result.last == 0 { result.removeLast() }
        let text = String(result.reversed().map { Character(String($0)) })
        return negative && text != "0" ? "-" + text : text
    }

    /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`
    private static func isFloat(_ text: String) -> Bool {
        var rest = Substring(text)
        if rest.first == "-" || rest.first == "+" { rest = rest.dropFirst() }
        let integerDigits = rest.prefix { $0.isASCII && $0.isNumber }
        rest = rest.dropFirst(integerDigits.count)
        var fractionDigits = Substring()
        if rest.first == "." {
            rest = rest.dropFirst()
            fractionDigits = rest.prefix { $0.isASCII && $0.isNumber }
            rest = rest.dropFirst(fractionDigits.count)
        }
        guard !integerDigits.isEmpty || !fractionDigits.isEmpty else { return false }
        if rest.first == "e" || rest.first == "E" {
            rest = rest.dropFirst()
            if rest.first == "-" || rest.first == "+" { rest = rest.dropFirst() }
            let exponent = rest.prefix { $0.isASCII && $0.isNumber }
            guard !exponent.isEmpty else { return false }
            rest = rest.dropFirst(exponent.count)
        }
        return rest.isEmpty
    }
}
