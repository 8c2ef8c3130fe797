/// What counts as a name in a schema: a Swift identifier. Keywords are
/// allowed because generated code escapes every name with backticks.
enum Identifier {
    static func isValid(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, name != "_" else { return false }
        guard first == "_" || first.properties.isAlphabetic else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || isDigit($0) }
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.numericType == .decimal
    }

    /// The diagnostic for `name` used as a `role` ("state field", "action"),
    /// or `nil` when the name is fine. `isMember` adds the names Swift refuses
    /// as members even in backticks.
    static func problem(with name: String, role: String, isMember: Bool = true) -> String? {
        if name.allSatisfy(\.isWhitespace) {
            return "\(role) name cannot be empty or blank"
        }
        if !isValid(name) {
            return "\(role) name \(Quoting.quote(name)) is not a Swift identifier (use letters, digits and '_', not starting with a digit)"
        }
        if isMember, name == TakenNames.codingKeys {
            return "\(role) name 'CodingKeys' cannot be used, because Swift's synthesized Codable conformance declares it"
        }
        if isMember, TakenNames.unusableMembers.contains(name) {
            return "\(role) name \(Quoting.quote(name)) cannot be used, because Swift rejects it as a member name even in backticks"
        }
        return nil
    }
}
