import StoreCodegen
import StoreSchema
import Testing

/// The validator can only keep schema names away from the types generated
/// code relies on if the naming policy lists every one of them. This scans
/// generated files for type names they spell but do not declare and checks
/// each one is a schema type, an external type, or taken by the policy, so
/// a new `.named("X")` in a translation cannot slip past the validator.
@Suite struct TakenNamesCoverageTests {
    static let definitions: [StoreDefinition] = [
        ReferenceDefinitions.counter, ReferenceDefinitions.timeTracker,
        EverythingDefinitions.everything, EverythingDefinitions.reports,
    ]

    @Test(arguments: definitions.map(\.name))
    func everyTypeGeneratedCodeSpellsIsDeclaredOrTaken(store: String) throws {
        let definition = try #require(Self.definitions.first { $0.name == store })
        let generator = CodeGenerator()
        let text = generator.generateStore(definition).allText + generator.generateReducerScaffold(definition)
        let code = Self.codeOnly(text)
        let declared = Self.declaredNames(in: code)
            .union(definition.types.map(\.name))
            .union(definition.externalTypes.map(\.name))
            .union(
                definition.modules.flatMap {
                    [
                        NamingPolicy.stateType(ofStore: $0.store), NamingPolicy.actionType(ofStore: $0.store),
                        NamingPolicy(storeName: $0.store).reducerType,
                    ]
                })
        let spelled = Self.capitalizedIdentifiers(in: code)
        let untaken = spelled.subtracting(declared).filter { TakenNames.typeNames[$0] == nil }
        #expect(untaken.isEmpty, "generated code spells types the naming policy does not take: \(untaken.sorted())")
    }

    /// The text without imports (module names), `@_spi(Generated)` (a group
    /// of the runtime's, not a type), comments and string literals.
    static func codeOnly(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            !line.hasPrefix("import ") && !line.drop(while: { $0 == " " }).hasPrefix("@_spi(")
        }.map { line in
            var result = ""
            var inString = false
            var previous: Character = " "
            for character in line {
                if !inString, character == "/", previous == "/" {
                    result.removeLast()
                    break
                }
                if character == "\"", previous != "\\" {
                    inString.toggle()
                    previous = character
                    continue
                }
                if !inString { result.append(character) }
                previous = character
            }
            return result
        }.joined(separator: "\n")
    }

    /// Names after `struct`, `enum`, `protocol`, `typealias`, and generic parameters `<Name:`.
    static func declaredNames(in code: String) -> Set<String> {
        let words = code.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init)
        var names: Set<String> = []
        for (index, word) in words.enumerated().dropLast()
        where ["struct", "enum", "protocol", "typealias", "class"].contains(word) {
            names.insert(words[index + 1])
        }
        for generic in code.split(separator: "<").dropFirst() {
            if let name = generic.split(separator: ":").first, name.allSatisfy({ $0.isLetter }) {
                names.insert(String(name))
            }
        }
        return names
    }

    /// Identifiers starting with a capital letter that are not a member access (`.Format1`).
    static func capitalizedIdentifiers(in code: String) -> Set<String> {
        var names: Set<String> = []
        var current = ""
        var afterDot = false
        var precedingDot = false
        for character in code + " " {
            if character.isLetter || character.isNumber || character == "_" {
                if current.isEmpty { afterDot = precedingDot }
                current.append(character)
            } else {
                if let first = current.first, first.isUppercase, !afterDot { names.insert(current) }
                current = ""
                precedingDot = character == "."
            }
        }
        return names
    }
}
