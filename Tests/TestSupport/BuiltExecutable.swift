import Foundation

/// Finds an executable product that `swift build` put in the same products
/// folder as the running test bundle, so tests run the real binary the way a
/// user does, whatever `--scratch-path` or configuration built it.
///
/// Linux runs the test bundle as an executable; macOS loads an `.xctest`
/// bundle into a runner. Both places are searched.
public enum BuiltExecutable {
    public struct NotFound: Error, CustomStringConvertible {
        public var description: String
    }

    /// The executable `name`, or the path in the environment variable
    /// `override` when that is set (to test a binary built elsewhere).
    public static func url(named name: String, override: String? = nil) throws -> URL {
        if let override, let path = ProcessInfo.processInfo.environment[override] {
            return URL(fileURLWithPath: path)
        }
        let folders = productFolders()
        for folder in folders {
            let candidate = folder.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        let hint = override.map { " or set \($0)" } ?? ""
        throw NotFound(
            description: """
                \(name) executable not found next to the test bundle (looked in \(folders.map(\.path))); build \
                it\(hint)
                """)
    }

    private static func productFolders() -> [URL] {
        var folders: [URL] = []
        if let executable = Bundle.main.executableURL { folders.append(executable.deletingLastPathComponent()) }
        folders.append(Bundle.main.bundleURL)
        folders.append(Bundle.main.bundleURL.deletingLastPathComponent())
        for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
            folders.append(bundle.bundleURL.deletingLastPathComponent())
        }
        folders.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        return folders
    }
}
