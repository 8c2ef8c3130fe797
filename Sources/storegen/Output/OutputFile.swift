import Foundation

/// Writes the files the CLI produces, with the two guarantees users build on:
/// a generated file whose content did not change is left untouched (so its
/// mtime stays and nothing recompiles), and a file the user owns is never
/// overwritten.
enum OutputFile {
    /// Writes `text` to `path` unless the file already holds exactly that
    /// text. Returns whether it wrote. The write is atomic (temporary file,
    /// then rename), so a reader never sees half a file.
    @discardableResult
    static func writeIfChanged(_ text: String, to path: String) throws -> Bool {
        let data = Data(text.utf8)
        if let existing = FileManager.default.contents(atPath: path), existing == data {
            return false
        }
        do {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw CommandFailure("cannot write \(path): \(reason(of: error))")
        }
        return true
    }

    /// Creates `path` holding `text`; fails if anything already exists there.
    static func create(_ text: String, at path: String) throws {
        if FileManager.default.fileExists(atPath: path) {
            throw CommandFailure(alreadyExists(path))
        }
        do {
            // `.withoutOverwriting` closes the gap between the check above and the write.
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .withoutOverwriting)
        } catch {
            if FileManager.default.fileExists(atPath: path) {
                throw CommandFailure(alreadyExists(path))
            }
            throw CommandFailure("cannot write \(path): \(reason(of: error))")
        }
    }

    /// Creates `path` and its parents when missing.
    static func makeDirectory(_ path: String) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            if isDirectory.boolValue { return }
            throw CommandFailure("\(path) exists and is not a directory")
        }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure("cannot create directory \(path): \(reason(of: error))")
        }
    }

    static func alreadyExists(_ path: String) -> String {
        "\(path) already exists; storegen never overwrites it (move or delete it first)"
    }

    private static func reason(of error: Error) -> String {
        (error as NSError).localizedDescription
    }
}
