import Foundation

/// A file as it was at a git revision (`git cat-file blob REV:PATH`), for
/// `check-compat --against`: the revision is whatever git understands
/// (`origin/main`, a tag, `HEAD~1`), the path is the working-tree file's.
struct GitRevisionFile {
    /// What the revision holds at the file's path.
    enum Content {
        case text(String, name: String)
        /// The file did not exist at the revision (a new schema).
        case absent(name: String)
    }

    /// A problem with the question, not with the schema: no repository,
    /// an unknown revision, git missing.
    struct Failure: Error {
        var message: String
    }

    var revision: String

    /// The content of `path` (a file in a git working tree) at `revision`.
    func read(_ path: String) throws(Failure) -> Content {
        let file = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath()
        let folder = file.deletingLastPathComponent()
        guard let rootPath = try git(["rev-parse", "--show-toplevel"], in: folder)?.trimmingCharacters(in: .newlines)
        else {
            throw Failure(message: "\(path) is not in a git repository, so --against has nothing to read from")
        }
        let root = URL(fileURLWithPath: rootPath).resolvingSymlinksInPath()
        guard file.path.hasPrefix(root.path + "/") else {
            throw Failure(message: "\(path) is not inside the git repository at \(root.path)")
        }
        let relative = String(file.path.dropFirst(root.path.count + 1))
        guard try git(["rev-parse", "--verify", "--quiet", "\(revision)^{commit}"], in: root) != nil else {
            throw Failure(message: "unknown git revision '\(revision)'")
        }
        let name = "\(revision):\(relative)"
        // Only a path the revision does not hold is a new schema; anything
        // else git cannot read is a failure, never a pass with nothing checked.
        guard let kind = try git(["cat-file", "-t", name], in: root) else { return .absent(name: name) }
        guard kind.trimmingCharacters(in: .newlines) == "blob",
            let text = try git(["cat-file", "blob", name], in: root)
        else {
            throw Failure(message: "git cannot read \(name) as a file")
        }
        return .text(text, name: name)
    }

    /// Git's standard output, or nil when it exits non-zero (its own
    /// messages are not shown: the failure is said in the user's terms).
    private func git(_ arguments: [String], in folder: URL) throws(Failure) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder.path] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw Failure(message: "cannot run git: \(error.localizedDescription)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        if process.terminationStatus == 127 {
            throw Failure(message: "cannot run git: it is not installed or not on PATH")
        }
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
