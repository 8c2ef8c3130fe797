import Foundation

/// Reads a state file written by `StateSaveQueue` and decides what to do with
/// it: use it, migrate it, or move it aside (never leave a file the app cannot
/// read where the next save would overwrite it).
enum StateFileReader {
    static func read<State: Decodable>(
        _ type: State.Type,
        from file: URL,
        version: Int,
        migrate: (@Sendable (Data, Int) throws -> State)?,
        now: Date = Date()
    ) -> StateLoadOutcome<State> {
        AtomicFileWriter.removeLeftovers(of: file)
        guard FileManager.default.fileExists(atPath: file.path) else { return .missing }
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            return .failed(.readFailed(file: file, reason: readableReason(error)), blocksSaving: true)
        }

        /// Moves the file aside and builds the error from where it went.
        func keepAside(_ makeError: (URL) -> PersistenceError) -> StateLoadOutcome<State> {
            do {
                let kept = try moveAside(file, now: now)
                return .failed(makeError(kept), blocksSaving: false)
            } catch {
                return .failed(.moveAsideFailed(file: file, reason: readableReason(error)), blocksSaving: true)
            }
        }

        let storedVersion: Int
        let stateObject: Any
        do {
            (storedVersion, stateObject) = try header(of: data)
        } catch {
            return keepAside { .unreadable(file: file, keptAt: $0, reason: readableReason(error)) }
        }

        if storedVersion > version {
            return keepAside { .newerVersion(file: file, keptAt: $0, found: storedVersion, supported: version) }
        }
        if storedVersion < version {
            guard let migrate else {
                return keepAside { .noMigration(file: file, keptAt: $0, found: storedVersion, current: version) }
            }
            do {
                let stateData = try JSONSerialization.data(withJSONObject: stateObject, options: [.fragmentsAllowed])
                return .loaded(try migrate(stateData, storedVersion))
            } catch {
                return keepAside {
                    .migrationFailed(file: file, keptAt: $0, found: storedVersion, reason: readableReason(error))
                }
            }
        }
        do {
            let envelope = try JSONDecoder().decode(StateEnvelope<State>.self, from: data)
            return .loaded(envelope.state)
        } catch {
            return keepAside { .unreadable(file: file, keptAt: $0, reason: readableReason(error)) }
        }
    }

    private struct HeaderFailure: Error, CustomStringConvertible {
        let description: String
    }

    /// The format version and the raw state, read without knowing the state's type,
    /// so that a file of another version can be recognised and migrated.
    private static func header(of data: Data) throws -> (version: Int, state: Any) {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            throw HeaderFailure(description: "not valid JSON")
        }
        guard let envelope = object as? [String: Any] else {
            throw HeaderFailure(description: "expected a JSON object with \"version\" and \"state\"")
        }
        guard let number = envelope["version"] as? NSNumber,
            let version = Int(exactly: number.doubleValue)
        else {
            throw HeaderFailure(description: "no integer \"version\" field")
        }
        guard let state = envelope["state"] else {
            throw HeaderFailure(description: "no \"state\" field")
        }
        return (version, state)
    }

    /// `state.json` -> `state.corrupt-20261122T020304Z.json` (with `-2`, `-3`… if taken).
    static func moveAside(_ file: URL, now: Date) throws -> URL {
        try moveAside(file, companions: [], now: now)
    }

    /// The same, moving each of `companions` (suffixes of the file's name,
    /// such as a database's `-wal`) that exists to the same new name plus
    /// its suffix, so they stay together.
    static func moveAside(_ file: URL, companions: [String], now: Date) throws -> URL {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        let stamp = formatter.string(from: now)
        let directory = file.deletingLastPathComponent()
        let pathExtension = file.pathExtension
        let stem = file.deletingPathExtension().lastPathComponent
        var attempt = 1
        while true {
            let suffix = attempt == 1 ? "" : "-\(attempt)"
            var name = "\(stem).corrupt-\(stamp)\(suffix)"
            if !pathExtension.isEmpty { name += ".\(pathExtension)" }
            let destination = directory.appendingPathComponent(name)
            let taken = ([""] + companions).contains {
                FileManager.default.fileExists(atPath: destination.path + $0)
            }
            if !taken {
                try FileManager.default.moveItem(at: file, to: destination)
                for suffix in companions where FileManager.default.fileExists(atPath: file.path + suffix) {
                    try FileManager.default.moveItem(atPath: file.path + suffix, toPath: destination.path + suffix)
                }
                return destination
            }
            attempt += 1
        }
    }

    /// One line, without Foundation's nested userInfo dumps.
    static func readableReason(_ error: any Error) -> String {
        switch error {
        case let decoding as DecodingError:
            return describe(decoding)
        case let cocoa as CocoaError:
            return cocoa.localizedDescription
        default:
            return String(describing: error)
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
            return keys.isEmpty ? "the top level" : keys.joined(separator: ".")
        }
        switch error {
        case .keyNotFound(let key, let context):
            return "missing field \"\(key.stringValue)\" at \(path(context))"
        case .typeMismatch(let type, let context):
            return "expected \(type) at \(path(context))"
        case .valueNotFound(let type, let context):
            return "expected \(type) but found null at \(path(context))"
        case .dataCorrupted(let context):
            return "\(context.debugDescription) at \(path(context))"
        @unknown default:
            return "\(error)"
        }
    }
}
