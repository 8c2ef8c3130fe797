import Foundation

/// Finds `storegen.schema.json` for the `$schema` line of a new schema file,
/// as a path relative to that file, so the reference works for everyone who
/// checks out the package (an absolute path would not).
enum JSONSchemaReference {
    /// Written when no copy is found; `init` then says so.
    static let fallback = "storegen.schema.json"

    private static let relativeLocation = "Schemas/storegen.schema.json"

    static func find(from directory: String) -> String {
        let start = URL(fileURLWithPath: directory).standardizedFileURL.resolvingSymlinksInPath()
        for candidate in candidates(near: start) where FileManager.default.fileExists(atPath: candidate.path) {
            return relativePath(from: start, to: candidate.resolvingSymlinksInPath())
        }
        return fallback
    }

    /// The package around `directory` (StoreGen itself, or a package whose
    /// dependencies are checked out in `.build/checkouts` or, for a path
    /// dependency, recorded in `.build/workspace-state.json`), then the
    /// StoreGen checkout this executable was built from.
    private static func candidates(near directory: URL) -> [URL] {
        var result: [URL] = []
        var folder = directory
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                result.append(folder.appendingPathComponent(relativeLocation))
                let checkouts = folder.appendingPathComponent(".build/checkouts")
                let names = (try? FileManager.default.contentsOfDirectory(atPath: checkouts.path)) ?? []
                for name in names.sorted() {
                    result.append(checkouts.appendingPathComponent(name).appendingPathComponent(relativeLocation))
                }
                result += pathDependencies(of: folder).map { $0.appendingPathComponent(relativeLocation) }
                break
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        // <package>/.build/<triple>/<configuration>/storegen
        var executableFolder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        for _ in 0..<4 {
            result.append(executableFolder.appendingPathComponent(relativeLocation))
            executableFolder = executableFolder.deletingLastPathComponent()
        }
        return result
    }

    /// The folders of the package's path dependencies (`.package(path:)`),
    /// as SwiftPM recorded them when it resolved the package.
    private static func pathDependencies(of package: URL) -> [URL] {
        let state = package.appendingPathComponent(".build/workspace-state.json")
        guard let data = FileManager.default.contents(atPath: state.path),
            let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let object = root["object"] as? [String: Any],
            let dependencies = object["dependencies"] as? [[String: Any]]
        else { return [] }
        return dependencies.compactMap { dependency in
            guard let reference = dependency["packageRef"] as? [String: Any],
                reference["kind"] as? String == "fileSystem",
                let location = reference["location"] as? String
            else { return nil }
            return URL(fileURLWithPath: location)
        }
    }

    static func relativePath(from directory: URL, to file: URL) -> String {
        let from = directory.standardizedFileURL.pathComponents
        let to = file.standardizedFileURL.pathComponents
        var common = 0
        while common < from.count, common < to.count, from[common] == to[common] {
            common += 1
        }
        let ups = Array(repeating: "..", count: from.count - common)
        return (ups + to[common...]).joined(separator: "/")
    }
}
