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
        let prefix = "unknown type '"
        guard diagnostics.contains(where: { $0.severity == .error && $0.message.hasPrefix(prefix) }) else {
            return diagnostics
        }
        let folder = (path as NSString).deletingLastPathComponent
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
        var declaring: [String: String] = [:]
        for name in names.sorted() where SchemaFileFinder.suffixes.contains(where: name.hasSuffix) {
            let sibling = folder.isEmpty ? name : (folder as NSString).appendingPathComponent(name)
            guard !given.contains(sibling), sibling != path else { continue }
            for type in SchemaLoader.declaredTypes(fileAt: sibling) where declaring[type.name] == nil {
                declaring[type.name] = sibling
            }
        }
        return diagnostics.flatMap { diagnostic -> [Diagnostic] in
            guard diagnostic.severity == .error, diagnostic.message.hasPrefix(prefix),
                let name = diagnostic.message.dropFirst(prefix.count).split(separator: "'").first,
                let sibling = declaring[String(name)]
            else { return [diagnostic] }
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
