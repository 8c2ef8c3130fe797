/// The commands of a terminal session shown in a doc, each with what it printed.
struct Session {
    struct Step {
        var command: [String]
        var transcript: Transcript
        var status: Int32
    }

    struct Malformed: Error, CustomStringConvertible {
        var description: String
    }

    static func steps(_ lines: [String]) throws -> [Step] {
        var steps: [Step] = []
        var command: [String]?
        var shown: [String] = []
        var status: Int32 = 0
        func finish() {
            if let command { steps.append(Step(command: command, transcript: Transcript(shown), status: status)) }
        }
        for line in lines {
            if let typed = line.removingPrefix("$ swift run ") {
                finish()
                command = ShellWords.split(typed)
                shown = []
                status = 0
            } else {
                guard command != nil else {
                    throw Malformed(description: "output before the first `$ swift run`: \(line)")
                }
                let (text, exitStatus) = ExitStatusNote.split(line)
                shown.append(text)
                if let exitStatus { status = exitStatus }
            }
        }
        finish()
        return steps
    }

}

/// `(exit status N)` at the end of a line: the status a command shown
/// exits with.
enum ExitStatusNote {
    /// `Error: …      (exit status 1)` -> (`Error: …`, 1).
    static func split(_ line: String) -> (String, Int32?) {
        guard line.hasSuffix(")"), let open = line.range(of: "(exit status ", options: .backwards),
            let status = Int32(line[open.upperBound...].dropLast())
        else { return (line, nil) }
        var text = String(line[..<open.lowerBound])
        while text.hasSuffix(" ") { text.removeLast() }
        return (text, status)
    }
}
