import Foundation

extension StatePersistence {
    /// A state file in the platform's folder for an app's own data:
    /// `~/Library/Application Support/<folder>/<fileName>` on Apple platforms
    /// (inside the sandbox container when sandboxed), and
    /// `$XDG_DATA_HOME/<folder>/<fileName>` (default `~/.local/share`) on Linux.
    ///
    /// - Parameters:
    ///   - fileName: the state file's name inside the app's folder.
    ///   - version: the state's format version, as for `init`.
    ///   - folder: the app's folder; by default the bundle identifier, or the
    ///     process name for a tool without a bundle.
    ///   - migrate: turns an older version's state into the current one, as for `init`.
    ///   - onError: receives every failure, as for `init`.
    ///   - saveDelay: how long changes are gathered into one write.
    ///   - didSave: called on the save queue after each successful write.
    public static func applicationSupport(
        fileName: String,
        version: Int,
        folder: String? = nil,
        migrate: (@Sendable (_ data: Data, _ storedVersion: Int) throws -> State)? = nil,
        onError: @escaping @Sendable (PersistenceError) -> Void = StatePersistenceDefaults.reportToStandardError,
        saveDelay: Duration = StatePersistenceDefaults.saveDelay,
        didSave: (@Sendable () -> Void)? = nil
    ) -> StatePersistence {
        let directory = StatePersistenceDefaults.applicationSupportDirectory(folder: folder)
        return StatePersistence(
            url: directory.appendingPathComponent(fileName), version: version,
            migrate: migrate, onError: onError, saveDelay: saveDelay, didSave: didSave)
    }
}

extension StatePersistenceDefaults {
    /// The app's data folder (see `StatePersistence.applicationSupport`). It is
    /// created on the first save, not here.
    public static func applicationSupportDirectory(
        folder: String? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL {
        let name = folder ?? Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName
        return platformDataDirectory(environment: environment).appendingPathComponent(name, isDirectory: true)
    }

    private static func platformDataDirectory(environment: [String: String]) -> URL {
        #if canImport(Darwin)
        if let url = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first {
            return url
        }
        return URL(fileURLWithPath: NSHomeDirectory(), isDirectory: true)
            .appendingPathComponent("Library/Application Support", isDirectory: true)
        #else
        // The XDG base directory spec: ignore a relative XDG_DATA_HOME.
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg, isDirectory: true)
        }
        let home =
            environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? NSHomeDirectory()
        return URL(fileURLWithPath: home, isDirectory: true)
            .appendingPathComponent(".local/share", isDirectory: true)
        #endif
    }
}
