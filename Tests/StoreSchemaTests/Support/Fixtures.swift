import Foundation

/// The schema files under `Fixtures/valid` and `Fixtures/invalid`. Each
/// states the diagnostics it must produce in `# expect: line:column:
/// severity: message` comments (valid files usually state none).
enum Fixtures {
    static var root: URL {
        Bundle.module.url(forResource: "Fixtures", withExtension: nil)!
    }

    static func files(in folder: String) -> [URL] {
        let directory = root.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".store.yaml") || $0.hasSuffix(".store.yml") }.sorted()
            .map { directory.appendingPathComponent($0) }
    }

    static func url(_ folder: String, _ name: String) -> URL {
        root.appendingPathComponent(folder).appendingPathComponent(name)
    }

    /// The `# expect:` lines of a fixture, as `line:column: severity: message`.
    static func expectations(of url: URL) -> [String] {
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { line in
            line.hasPrefix("# expect: ") ? String(line.dropFirst("# expect: ".count)) : nil
        }
    }
}
