import StoreCodegen

/// A store's generated files as the tests use them: compiled together, so
/// every test that compiles a store compiles all of its files.
extension [GeneratedFile] {
    /// The files by name, as `SwiftCompiler` takes them.
    var sources: [String: String] {
        Dictionary(uniqueKeysWithValues: map { ($0.name, $0.text) })
    }

    /// `sources` with the app's `files` (reducer, main.swift, ...) added.
    func sources(with files: [String: String]) -> [String: String] {
        sources.merging(files) { _, app in app }
    }

    /// Every file's text, in order: for tests that read the code as a whole.
    var allText: String {
        map(\.text).joined(separator: "\n")
    }
}
