import Foundation
import StoreSchema

/// A schema checked without the other schemas of its target (given alone to
/// `validate`, `generate` or `stubs`) does not know their types, so a type one
/// of them declares is "unknown" to it. Declaring it again would make it
/// declared twice; the fix is to check the schemas together. For each such
/// error, a note names the schema beside it that declares the type.
enum SiblingTypeNotes {
    /// `diagnostics` of the schema at `path`, each unknown type that a schema
    /// in its folder (and not among `given`) declares followed by a note.
    static func adding(to diagnostics: [Diagnostic], of path: String, given: Set<String>) -> [Diagnostic] {
        guard diagnostics.contains(where: { UnknownTypeDiagnostic.typeName(in: $0) != nil }) else {
            return diagnostics
        }
        var declaring: [String: String] = [:]
        for sibling in SchemaFileFinder.schemas(beside: path) where !given.contains(sibling) {
            for type in SchemaLoader.declaredTypes(fileAt: sibling) where declaring[type.name] == nil {
                declaring[type.name] = sibling
            }
        }
        let folder = (path as NSString).deletingLastPathComponent
        return diagnostics.flatMap { diagnostic -> [Diagnostic] in
            guard let name = UnknownTypeDiagnostic.typeName(in: diagnostic), let sibling = declaring[name] else {
                return [diagnostic]
            }
            let note = Diagnostic.note(
                """
                '\(name)' is declared by \(sibling), a schema of this target: check the target's schemas \
                together ('storegen validate \(folder.isEmpty ? "." : folder)'), or give \
                '--target-schema \(sibling)'; declaring it here too would declare it twice
                """, at: diagnostic.location)
            return [diagnostic, note]
        }
    }
}
