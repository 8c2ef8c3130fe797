import Foundation

// How the inspector reads a recording, file by file: `RecordingIndex` (here)
// scans the file once, keeping only where each line starts and what kind it
// is, and reads on as the file grows; `RecordingReader` reads lines back by
// position; `RecordValue` turns a line into JSON the page can show, with
// oversized values clipped; `StateTimeline` rebuilds the state at any point
// from the snapshot before it.

/// Where every line of a recording starts, its kind, and each action's name:
/// about 12 bytes per action, so a million actions need ~12 MB whatever the
/// file's size. Lines are only read in full when shown.
///
/// Not thread-safe: `Recording` guards it.
struct RecordingIndex {
    /// The parsed header line (the first line of a file).
    struct Header: Equatable, Sendable {
        var store: String
        var version: Int
        var part: Int
        var pid: Int32?
        var fields: [String]
    }

    /// A snapshot line: the state after the first `actionCount` indexed actions.
    struct Snapshot: Equatable {
        var actionCount: Int
        var offset: Int
        var length: Int
    }

    private(set) var header: Header?
    /// Why the header is missing or not understood; `nil` when it is fine.
    private(set) var headerProblem: String?
    /// Each timeline entry's line: actions, and lines that are no record.
    private(set) var offsets: [Int] = []
    private(set) var lengths: [UInt32] = []
    /// Index into `names`; `unreadableName` for a line that is no record.
    private(set) var nameIDs: [UInt32] = []
    private(set) var names: [String] = []
    private var nameIDsByName: [String: UInt32] = [:]
    private(set) var snapshots: [Snapshot] = []
    /// The `end` line's `seq` and time, once the store closed the recording.
    private(set) var end: (seq: Any, time: Any)?
    /// Bytes consumed: every complete line before this offset is indexed.
    private(set) var scannedBytes = 0
    /// Lines seen so far (for problem reports).
    private(set) var lineCount = 0

    /// What an entry that is no record (not JSON, unknown kind, cut short) is called.
    static let unreadableName = "(unreadable line)"

    var count: Int { offsets.count }

    /// Indexes `data`, the bytes of the file from `scannedBytes` on. With
    /// `final`, a last line without a newline is indexed too (a recording
    /// cut short); otherwise it waits for the rest.
    mutating func consume(_ data: UnsafeRawBufferPointer, final: Bool) {
        var lineStart = 0
        let bytes = data.bindMemory(to: UInt8.self)
        guard let base = data.baseAddress else { return }
        while lineStart < bytes.count {
            guard let found = memchr(base + lineStart, Int32(UInt8(ascii: "\n")), bytes.count - lineStart) else {
                break
            }
            let newline = base.distance(to: UnsafeRawPointer(found))
            indexLine(UnsafeBufferPointer(rebasing: bytes[lineStart..<newline]), at: scannedBytes + lineStart)
            lineStart = newline + 1
        }
        if final, lineStart < bytes.count {
            indexLine(UnsafeBufferPointer(rebasing: bytes[lineStart...]), at: scannedBytes + lineStart)
            lineStart = bytes.count
        }
        scannedBytes += lineStart
    }

    /// How much of a line longer than a read chunk `consumeLong` needs.
    static let headBytes = 4_096

    /// Indexes a line longer than a read chunk from its first bytes: it is
    /// `length` bytes long (without its line break) and `consumed` with it.
    /// `false` when it is a header or an end, which are read whole.
    mutating func consumeLong(head: UnsafeRawBufferPointer, length: Int, consumed: Int) -> Bool {
        let line = head.bindMemory(to: UInt8.self)
        switch Self.kind(of: line) {
        case .header, .end: return false
        case .action, .snapshot, nil: break
        }
        indexLine(line, at: scannedBytes, length: length)
        scannedBytes += consumed
        return true
    }

    /// Indexes one line; `length` is the line's, when `line` is only its head.
    private mutating func indexLine(_ line: UnsafeBufferPointer<UInt8>, at offset: Int, length: Int? = nil) {
        lineCount += 1
        var line = line
        if length == nil, line.last == UInt8(ascii: "\r") { line = UnsafeBufferPointer(rebasing: line.dropLast()) }
        if line.isEmpty { return }
        let length = length ?? line.count
        switch Self.kind(of: line) {
        case .action:
            addEntry(offset: offset, length: length, name: Self.actionName(in: line) ?? Self.unreadableName)
        case .snapshot:
            snapshots.append(Snapshot(actionCount: offsets.count, offset: offset, length: length))
        case .header:
            readHeader(line)
        case .end:
            let object = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any]
            // Kept as written: a time or number out of range is shown as such.
            end = (object?["seq"] ?? NSNull(), object?["t"] ?? NSNull())
        case nil:
            addEntry(offset: offset, length: length, name: Self.unreadableName)
        }
    }

    private mutating func addEntry(offset: Int, length: Int, name: String) {
        offsets.append(offset)
        lengths.append(UInt32(clamping: length))
        if let id = nameIDsByName[name] {
            nameIDs.append(id)
        } else if names.count >= Self.maxNames {
            // Past the bound, new names share one entry: the page's list of
            // names and `/api/info` stay small whatever the file holds.
            nameIDs.append(nameIDsByName[Self.otherNames] ?? addName(Self.otherNames))
        } else {
            nameIDs.append(addName(name))
        }
    }

    private mutating func addName(_ name: String) -> UInt32 {
        let id = UInt32(names.count)
        names.append(name)
        nameIDsByName[name] = id
        return id
    }

    /// At most this many action names are told apart…
    static let maxNames = 1_000
    /// …and actions with a name beyond them are listed under this one.
    static let otherNames = "(other names)"

    func nameID(of name: String) -> UInt32? { nameIDsByName[name] }

    private mutating func readHeader(_ line: UnsafeBufferPointer<UInt8>) {
        guard let object = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any],
            object["format"] as? String == "storegen-inspector-recording",
            let version = object["version"] as? Int
        else {
            headerProblem = "line \(lineCount): not a storegen inspector recording header"
            return
        }
        if version > RecordingIndex.formatVersion {
            headerProblem = """
                format version \(version) is newer than this inspector's (\(RecordingIndex.formatVersion)): \
                update storegen
                """
        }
        header = Header(
            store: object["store"] as? String ?? "?", version: version, part: object["part"] as? Int ?? 0,
            pid: (object["pid"] as? Int).map(Int32.init(truncatingIfNeeded:)),
            fields: object["fields"] as? [String] ?? [])
    }

    /// The newest format this inspector reads (it reads every older one too).
    static let formatVersion = 1

    enum Kind { case header, snapshot, action, end }

    private static let kindPrefix = ByteString(#"{"kind":""#)
    private static let kinds: [(ByteString, Kind)] = [
        (ByteString(#"action""#), .action), (ByteString(#"snapshot""#), .snapshot),
        (ByteString(#"header""#), .header), (ByteString(#"end""#), .end),
    ]
    private static let nameKey = ByteString(#","name":""#)

    /// The kind from the line's first bytes: every record starts `{"kind":"…"`.
    static func kind(of line: UnsafeBufferPointer<UInt8>) -> Kind? {
        let raw = UnsafeRawBufferPointer(line)
        guard ByteSearch.hasPrefix(raw, kindPrefix.bytes) else { return nil }
        let rest = UnsafeRawBufferPointer(rebasing: raw[kindPrefix.bytes.count...])
        for (word, kind) in kinds where ByteSearch.hasPrefix(rest, word.bytes) { return kind }
        return nil
    }

    /// The `"name":"…"` value of an action line, read without parsing the line
    /// (it comes before the action's own JSON); `nil` when it is missing.
    static func actionName(in line: UnsafeBufferPointer<UInt8>) -> String? {
        let head = UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(line)[..<min(line.count, 256)])
        guard let key = ByteSearch.firstIndex(of: nameKey.bytes, in: head) else { return nil }
        let start = key + nameKey.bytes.count
        var position = start
        while position < line.count, position - start < 200 {
            switch line[position] {
            case UInt8(ascii: "\""):
                let raw = UnsafeBufferPointer(rebasing: line[start..<position])
                // Names are identifiers; anything escaped is decoded properly.
                if raw.contains(UInt8(ascii: "\\")) {
                    let quoted = Data([UInt8(ascii: "\"")] + Array(raw) + [UInt8(ascii: "\"")])
                    return (try? JSONSerialization.jsonObject(with: quoted, options: .fragmentsAllowed)) as? String
                }
                return String(decoding: raw, as: UTF8.self)
            case UInt8(ascii: "\\"):
                position += 2
            default:
                position += 1
            }
        }
        return nil
    }
}
