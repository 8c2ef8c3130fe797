import Foundation
import StoreCodegen
import StoreSchema

/// The files the build plugin has generated from `yaml`, read as the schema
/// file `file`: one file, six parts or eight, as it decides from the schema's size.
func generate(_ yaml: String, file: String) -> [GeneratedFile] {
    let result = SchemaLoader.load(text: yaml, file: file)
    guard let definition = result.definition else {
        report(result.diagnostics.map(\.description).joined(separator: "\n"))
        exit(1)
    }
    return CodeGenerator().generateStore(definition, layout: layout(of: yaml))
}

/// The layout the build plugin chooses for a schema (`--files one|parts|large`
/// forces one for every schema, to compare them).
func layout(of yaml: String) -> NamingPolicy.FileLayout {
    switch option("--files") {
    case "one": .oneFile
    case "parts": .parts
    case "large": .largeParts
    default: .forSchema(ofSize: yaml.utf8.count)
    }
}
