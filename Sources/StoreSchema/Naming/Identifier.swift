/// What counts as a name in a schema: a Swift identifier, character by
/// character as Swift's lexer reads one (`IdentifierCharacters`). Keywords
/// are allowed because generated code escapes every name with backticks.
/// This is the one rule every name of a schema is checked by.
enum Identifier {
    static func isValid(_ name: String) -> Bool {
        name != "_" && firstRefused(in: name) == nil
    }

    /// The first character Swift refuses where it stands, and its position
    /// (0 for the first); `nil` when every character is accepted.
    static func firstRefused(in name: String) -> (scalar: Unicode.Scalar, offset: Int)? {
        for (offset, scalar) in name.unicodeScalars.enumerated() {
            let accepted =
                offset == 0 ? IdentifierCharacters.isHead(scalar) : IdentifierCharacters.isContinuation(scalar)
            if !accepted { return (scalar, offset) }
        }
        return nil
    }

    /// The diagnostic for `name` used as a `role` ("state field", "action"),
    /// or `nil` when the name is fine. `isMember` adds the names Swift refuses
    /// as members even in backticks.
    static func problem(with name: String, role: String, isMember: Bool = true) -> String? {
        // Other spaces (U+3000, a no-break space) are named like any character Swift refuses.
        if name.allSatisfy({ $0 == " " }) {
            return "\(role) name cannot be empty or blank"
        }
        if name == "_" {
            return "\(role) name '_' is not a Swift identifier: Swift reads '_' alone as a placeholder, never as a name"
        }
        if let refused = firstRefused(in: name) {
            return """
                \(role) name \(Quoting.quote(name)) is not a Swift identifier: \
                \(why(refused.scalar, isFirst: refused.offset == 0))
                """
        }
        if isMember, name == TakenNames.codingKeys {
            return
                "\(role) name 'CodingKeys' cannot be used, because Swift's synthesized Codable conformance declares it"
        }
        if isMember, TakenNames.unusableMembers.contains(name) {
            return """
                \(role) name \(Quoting.quote(name)) cannot be used, because Swift rejects it as a member \
                name even in backticks
                """
        }
        return nil
    }

    /// "it starts with U+0032 DIGIT TWO (a digit), which Swift accepts only
    /// after the first character".
    private static func why(_ scalar: Unicode.Scalar, isFirst: Bool) -> String {
        let character = "\(codePoint(scalar)) (\(kind(of: scalar)))"
        if isFirst, IdentifierCharacters.isContinuation(scalar) {
            return "it starts with \(character), which Swift accepts only after the first character"
        }
        return "it \(isFirst ? "starts with" : "contains") \(character), which Swift does not accept in names"
    }

    /// `U+2E2F VERTICAL TILDE`: the code point and, where Unicode has one, its name.
    static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let number = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        guard let name = scalar.properties.name ?? scalar.properties.nameAlias else { return number }
        return "\(number) \(name)"
    }

    /// What kind of character it is, in words a user recognises.
    private static func kind(of scalar: Unicode.Scalar) -> String {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .otherLetter: "a letter"
        case .modifierLetter: "a modifier letter"
        case .nonspacingMark, .spacingMark, .enclosingMark: "a combining mark"
        case .decimalNumber: "a digit"
        case .letterNumber, .otherNumber: "a number"
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
            .initialPunctuation, .finalPunctuation, .otherPunctuation:
            "punctuation"
        case .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol: "a symbol"
        case .spaceSeparator: "a space"
        case .lineSeparator, .paragraphSeparator: "a line break"
        case .control: "a control character"
        case .format: "an invisible formatting character"
        case .privateUse: "a private-use character"
        case .surrogate, .unassigned: "not an assigned character"
        @unknown default: "a character"
        }
    }
}
