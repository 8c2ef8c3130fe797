import Foundation

/// Recording of Codable actions to a JSON Lines file (one action per line) and
/// replay of such a file onto a store: to reproduce a bug report, or to build a
/// state from a session.
///
/// ```swift
/// let store = Store(initialState: CounterState(),
///                   middleware: [try .recording(to: url)], reducer: reduce)
/// // … later, elsewhere:
/// try fresh.replay(from: url)
/// ```
public enum ActionRecording {
    /// Reads every action of a recording, in order. Blank lines are skipped.
    /// Throws for an unreadable file or the first line that does not decode,
    /// naming the file and line.
    public static func actions<Action: Decodable>(
        _ type: Action.Type = Action.self,
        from url: URL
    ) throws(ActionRecordingError) -> [Action] {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ActionRecordingError(
                path: url.path, line: nil, message: "cannot read the recording: \(error.localizedDescription)")
        }
        let decoder = JSONDecoder()
        var actions: [Action] = []
        var lineNumber = 0
        for line in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            if line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }) {
                continue
            }
            do {
                actions.append(try decoder.decode(Action.self, from: Data(line)))
            } catch {
                let isJSON = (try? JSONSerialization.jsonObject(with: Data(line), options: .fragmentsAllowed)) != nil
                let message = isJSON ? Self.describe(error, decoding: Action.self) : "not valid JSON"
                throw ActionRecordingError(path: url.path, line: lineNumber, message: message)
            }
        }
        return actions
    }

    /// One short sentence instead of a `DecodingError` dump.
    static func describe<Action>(_ error: any Error, decoding type: Action.Type) -> String {
        func at(_ context: DecodingError.Context) -> String {
            context.codingPath.isEmpty ? "" : " at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        }
        let subject = "not a valid \(type)"
        guard let decodingError = error as? DecodingError else { return "\(subject): \(error.localizedDescription)" }
        switch decodingError {
        case .dataCorrupted(let context):
            return "\(subject)\(at(context)): \(context.debugDescription)"
        case .keyNotFound(let key, let context):
            return "\(subject): missing key '\(key.stringValue)'\(at(context))"
        case .typeMismatch(let expected, let context):
            return "\(subject): expected \(expected)\(at(context))"
        case .valueNotFound(let expected, let context):
            return "\(subject): missing \(expected) value\(at(context))"
        @unknown default:
            return "\(subject): \(decodingError.localizedDescription)"
        }
    }
}

/// A recording that cannot be read or has a line that is not an action.
public struct ActionRecordingError: Error, Equatable, CustomStringConvertible {
    /// The recording's file.
    public let path: String
    /// 1-based; `nil` when the file itself is the problem.
    public let line: Int?
    /// What is wrong, in words.
    public let message: String

    /// An error about the recording at `path`, at `line` when one line is the problem.
    public init(path: String, line: Int?, message: String) {
        self.path = path
        self.line = line
        self.message = message
    }

    /// `path:line: error: message`, the shape editors and CI logs link.
    public var description: String {
        if let line { return "\(path):\(line): error: \(message)" }
        return "\(path): error: \(message)"
    }
}

extension Store where Action: Decodable {
    /// Dispatches every action of a recording, in order, and returns how many.
    /// The whole file is decoded first: if a line is bad, this throws (naming
    /// the line) and dispatches nothing.
    @discardableResult
    public func replay(from url: URL) throws(ActionRecordingError) -> Int {
        let actions = try ActionRecording.actions(Action.self, from: url)
        for action in actions { dispatch(action) }
        return actions.count
    }
}

extension Middleware where Action: Encodable {
    /// Writes each applied action (dropped ones are not) to `url` as one JSON
    /// line, as it is applied. The file is created, or emptied if it exists.
    /// Write errors go to `onError` (default: standard error); recording then
    /// continues with the next action.
    public static func recording(
        to url: URL,
        onError: @escaping @Sendable (any Error) -> Void = { error in
            FileHandle.standardError.write(Data("StoreRuntime: recording actions failed: \(error)\n".utf8))
        }
    ) throws -> Middleware {
        let writer = try ActionLineWriter(url: url)
        return Middleware(after: { action, _, _, _ in
            do {
                try writer.write(action)
            } catch {
                onError(error)
            }
        })
    }
}

/// Appends encoded actions to a file, one per line.
final class ActionLineWriter: @unchecked Sendable {
    private let lock = Lock()
    private let handle: FileHandle
    private let encoder = JSONEncoder()

    init(url: URL) throws {
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
        handle = try FileHandle(forWritingTo: url)
        encoder.outputFormatting = [.sortedKeys]
    }

    deinit {
        try? handle.close()
    }

    func write<Action: Encodable>(_ action: Action) throws {
        var line = try encoder.encode(action)
        line.append(UInt8(ascii: "\n"))
        try lock.withLock { try handle.write(contentsOf: line) }
    }
}
