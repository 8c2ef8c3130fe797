import Foundation
import StoreGenTestSupport

/// A fenced block of README.md or a file of Docs/, with the marker on the
/// line above it that says how a test keeps it true.
///
/// Markers are HTML comments, invisible on a rendered page:
///
/// - `<!-- check: swift CONTEXT... -->` — the block type-checks as the main
///   file of a program, against the built StoreGen modules, together with
///   each CONTEXT: a `.swift` file, or a `.store.yaml` schema whose generated
///   code and reducer stubs are added. The block gets the contexts' imports
///   (a page mentions its imports once), and `…` in it stands for any code
///   and is read as `()`.
/// - `<!-- check: output EXECUTABLE ARGUMENTS... [(exit status N)] -->` —
///   running the executable (an example, or `storegen`) prints the block on
///   standard output and exits with N (else 0). A line `…` marks an excerpt:
///   each run of lines between `…` lines must appear in the output, in order.
/// - `<!-- check: session [after COMMAND; COMMAND...] -->` — the block is a
///   terminal session: each `$ swift run NAME ARGUMENTS` line runs against one
///   fresh state (after the setup commands, whose output is not shown) and
///   prints the lines below it; `(exit status N)` at the end of a line is the
///   status the command exits with.
/// - `<!-- check: generated SCHEMA -->` — the block is what `storegen
///   generate` writes for SCHEMA (a path from the repository root), or, with
///   `…` lines, excerpts of it in order.
/// - `<!-- check: schema -->` — `storegen validate` accepts the YAML block.
///
/// Commands run in Tests/DocsTests/Inputs, which holds the files they read
/// (and the Swift contexts), with the examples' state files in a fresh folder.
/// - `<!-- checked by TEST -->` — a test elsewhere compares the block with
///   what the code produces (the marker names it).
/// - `<!-- unchecked: REASON -->` — a block no test can run, and why.
struct DocExcerpt: CustomStringConvertible, Sendable {
    /// Relative to the repository root, e.g. `Docs/Runtime.md`.
    let file: String
    /// The fence's line, counted from 1.
    let line: Int
    /// The fence's info string, e.g. `swift` or `sh`.
    let info: String
    let body: String
    let marker: Marker?

    enum Marker: Equatable, Sendable {
        case swift(contexts: [String])
        case output(command: [String], status: Int32)
        case generated(schema: String)
        case session(setup: [[String]])
        case schema
        case checkedElsewhere(by: String)
        case unchecked(reason: String)
    }

    var description: String { "\(file):\(line)" }

    /// The excerpts whose marker is of one of `kinds`; none when the docs
    /// cannot be read (`ExcerptPolicyTests` then fails).
    static func marked(_ kinds: Marker.Kind...) -> [DocExcerpt] {
        ((try? all()) ?? []).filter { excerpt in excerpt.marker.map { kinds.contains($0.kind) } ?? false }
    }

    /// The `storegen` this build made, which the checks run.
    static func storegen() throws -> URL {
        try BuiltExecutable.url(named: "storegen", override: "STOREGEN_EXECUTABLE")
    }

    /// Every document whose excerpts must stay true.
    static let documents = ["README.md"] + ((try? RepositoryFile.markdownFiles(in: "Docs")) ?? [])

    static func all() throws -> [DocExcerpt] {
        try documents.flatMap { try excerpts(in: $0) }
    }

    static func excerpts(in file: String) throws -> [DocExcerpt] {
        let lines = try RepositoryFile.text(file).split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        var excerpts: [DocExcerpt] = []
        var index = 0
        while index < lines.count {
            guard lines[index].hasPrefix("```") else {
                index += 1
                continue
            }
            let start = index
            let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("```") } ?? lines.count
            let marker = start > 0 ? Marker(comment: lines[start - 1]) : nil
            excerpts.append(
                DocExcerpt(
                    file: file, line: start + 1, info: String(lines[start].dropFirst(3)),
                    body: lines[(start + 1)..<end].joined(separator: "\n"), marker: marker))
            index = end + 1
        }
        return excerpts
    }
}

extension DocExcerpt.Marker {
    /// What a test does with the block, whatever the marker's details.
    enum Kind: Sendable {
        case swift, output, session, generated, schema, checkedElsewhere, unchecked
    }

    var kind: Kind {
        switch self {
        case .swift: .swift
        case .output: .output
        case .session: .session
        case .generated: .generated
        case .schema: .schema
        case .checkedElsewhere: .checkedElsewhere
        case .unchecked: .unchecked
        }
    }

    /// The marker an HTML comment line states, or nil for any other line.
    init?(comment line: String) {
        guard line.hasPrefix("<!-- "), line.hasSuffix(" -->") else { return nil }
        let text = String(line.dropFirst(5).dropLast(4))
        if let reason = text.removingPrefix("unchecked: ") {
            self = .unchecked(reason: reason)
        } else if let test = text.removingPrefix("checked by ") {
            self = .checkedElsewhere(by: test)
        } else if let check = text.removingPrefix("check: ") {
            let words = ShellWords.split(check)
            switch words.first {
            case "swift": self = .swift(contexts: Array(words.dropFirst()))
            case "output":
                let (command, status) = ExitStatusNote.split(check)
                self = .output(command: Array(ShellWords.split(command).dropFirst()), status: status ?? 0)
            case "schema": self = .schema
            case "generated" where words.count == 2: self = .generated(schema: words[1])
            case "session":
                let setup = check.removingPrefix("session after ")?.split(separator: ";").map {
                    ShellWords.split(String($0))
                }
                self = .session(setup: setup ?? [])
            default: return nil
            }
        } else {
            return nil
        }
    }
}

extension StringProtocol {
    func removingPrefix(_ prefix: String) -> String? {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : nil
    }
}
