import Foundation

/// Turns the paths given to `storegen validate` into schema files: files as
/// given, folders searched recursively for `*.store.yaml` / `*.store.yml`
/// (hidden folders such as `.build` and `.git` are skipped), sorted so the
/// output is the same on every machine.
struct SchemaFileFinder {
    enum Failure: Error, Equatable {
        case missing(String)
        case unreadable(String)
        case noSchemas(String)

        var message: String {
            switch self {
            case .missing(let path): "no such file or folder: \(path)"
            case .unreadable(let path): "cannot read \(path)"
            case .noSchemas(let path): "no *.store.yaml or *.store.yml files found in \(path)"
            }
        }
    }

    static let suffixes = [".store.yaml", ".store.yml"]

    /// The other schema files in `path`'s folder, spelled as `path` is,
    /// sorted: the other schemas of its target, for the commands that take
    /// one schema and read its target's others beside it.
    static func schemas(beside path: String) -> [String] {
        let folder = (path as NSString).deletingLastPathComponent
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
        return names.sorted()
            .filter { name in suffixes.contains { name.hasSuffix($0) } }
            .map { folder.isEmpty ? $0 : (folder as NSString).appendingPathComponent($0) }
            .filter { ($0 as NSString).standardizingPath != (path as NSString).standardizingPath }
    }

    var fileManager = FileManager.default

    func schemaFiles(in paths: [String]) throws(Failure) -> [String] {
        var files: [String] = []
        var seen: Set<String> = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else { throw .missing(path) }
            guard fileManager.isReadableFile(atPath: path) else { throw .unreadable(path) }
            let found = isDirectory.boolValue ? try schemas(inFolder: path) : [path]
            for file in found where seen.insert(file).inserted {
                files.append(file)
            }
        }
        return files
    }

    private func schemas(inFolder folder: String) throws(Failure) -> [String] {
        guard let enumerator = fileManager.enumerator(atPath: folder) else { throw .unreadable(folder) }
        let base = folder.hasSuffix("/") && folder.count > 1 ? String(folder.dropLast()) : folder
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") {
                enumerator.skipDescendants()
                continue
            }
            guard Self.suffixes.contains(where: { name.hasSuffix($0) }) else { continue }
            let path = base + "/" + relative
            var isDirectory: ObjCBool = false
            if fileManager.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                found.append(path)
            }
        }
        guard !found.isEmpty else { throw .noSchemas(folder) }
        return found.sorted()
    }
}
