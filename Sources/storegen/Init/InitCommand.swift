import ArgumentParser
import Foundation

/// `storegen init NAME`: a first schema that validates, builds and shows
/// each section, with the editor hint that turns on autocompletion.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Creates a starter NAME.store.yaml (never overwriting a file).",
        discussion: """
            The file starts with a `# yaml-language-server: $schema=` line pointing at \
            storegen.schema.json, so editors with the YAML language server complete and \
            check it. The path is found next to the package (Schemas/ of StoreGen itself, \
            or .build/checkouts/*/Schemas/); pass --json-schema to choose it yourself.
            """
    )

    @Argument(
        help: ArgumentHelp(
            "The store's name, which prefixes every generated type (e.g. TimeTracker).", valueName: "name"))
    var name: String

    @Option(name: .shortAndLong, help: ArgumentHelp("Where to create the file.", valueName: "directory"))
    var directory: String = "."

    @Option(
        help: ArgumentHelp(
            "The $schema reference to write (a path relative to the new file, or a URL).", valueName: "reference"))
    var jsonSchema: String?

    func validate() throws {
        guard StoreName.isValid(name) else {
            throw ValidationError(
                """
                '\(name)' is not a store name: use letters, digits and underscores, starting with a letter \
                (e.g. TimeTracker).
                """)
        }
    }

    func run() throws {
        let separator = directory.hasSuffix("/") ? "" : "/"
        let path = "\(directory)\(separator)\(name).store.yaml"
        if FileManager.default.fileExists(atPath: path) {
            throw CommandFailure(OutputFile.alreadyExists(path))
        }
        try OutputFile.makeDirectory(directory)
        let reference = jsonSchema ?? JSONSchemaReference.find(from: directory)
        try OutputFile.create(StarterSchema.text(name: name, jsonSchema: reference), at: path)
        print("Created \(path)")
        if jsonSchema == nil && reference == JSONSchemaReference.fallback {
            StandardError.write(
                """
                note: storegen.schema.json was not found near \(directory); edit the $schema line of \
                \(path) or pass --json-schema
                """)
        }
    }
}

/// Which names `init` accepts: ASCII type-name prefixes, so every generated
/// name (`<Name>State`, `<Name>Reducer.swift`) is a plain identifier and file name.
enum StoreName {
    static func isValid(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.properties.isAlphabetic, first.isASCII else { return false }
        return name.unicodeScalars.allSatisfy {
            $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0))
        }
    }
}
