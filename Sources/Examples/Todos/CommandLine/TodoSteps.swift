import ArgumentParser

/// The steps on Todos' command line, e.g. `add "Buy milk" toggle 1 show active`:
/// a verb and its operands, again and again. Each verb's operands are read by
/// ArgumentParser from the verb's own arguments type, so its checks and
/// messages are ArgumentParser's.
enum TodoSteps {
    static let verbs = [Verb(Add.self), Verb(Toggle.self), Verb(Remove.self), Verb(Clear.self), Verb(Show.self)]

    /// One line per verb, for the help.
    static var summary: String {
        verbs.map { verb in
            let usage = ([verb.name] + verb.operandNames.map { "<\($0)>" }).joined(separator: " ")
            return usage.padding(toLength: 20, withPad: " ", startingAt: 0) + verb.abstract
        }.joined(separator: "\n")
    }

    static func parse(_ words: [String]) throws(ValidationError) -> [TodoCommand] {
        var commands: [TodoCommand] = []
        var remaining = words[...]
        while let word = remaining.popFirst() {
            guard let verb = verbs.first(where: { $0.name == word }) else {
                throw ValidationError(
                    "unknown command \"\(word)\" (commands: \(verbs.map(\.name).joined(separator: ", ")))")
            }
            let operands = Array(remaining.prefix(verb.operandNames.count))
            remaining = remaining.dropFirst(operands.count)
            commands.append(try verb.command(operands))
        }
        return commands
    }
}

/// One verb of the Todos command line: its operands, as ArgumentParser arguments.
protocol TodoStep: ParsableArguments {
    static var name: String { get }
    static var abstract: String { get }
    /// As many words as follow the verb; `parse` then checks them.
    static var operandNames: [String] { get }
    var command: TodoCommand { get }
}

extension TodoSteps {
    /// A step's type, as the values the command line needs.
    struct Verb: Sendable {
        let name: String
        let abstract: String
        let operandNames: [String]
        /// The command the operands stand for, or why they do not:
        /// ArgumentParser's message, after the verb.
        let command: @Sendable ([String]) throws(ValidationError) -> TodoCommand

        init<Step: TodoStep>(_ step: Step.Type) {
            name = Step.name
            abstract = Step.abstract
            operandNames = Step.operandNames
            command = { operands throws(ValidationError) in
                do {
                    return try Step.parse(operands).command
                } catch {
                    throw ValidationError("\(Step.name): \(Step.message(for: error))")
                }
            }
        }
    }
}

extension TodoSteps {
    struct Add: TodoStep {
        static let name = "add", abstract = "Adds an open todo.", operandNames = ["title"]
        @Argument var title: String
        var command: TodoCommand { .add(title) }

        func validate() throws {
            if title.trimmingCharacters(in: .whitespaces).isEmpty {
                throw ValidationError("the title must not be empty")
            }
        }
    }

    struct Toggle: TodoStep {
        static let name = "toggle", abstract = "Marks the n-th shown todo done (or open again).", operandNames = ["n"]
        @Argument var row: RowNumber
        var command: TodoCommand { .toggle(row.value) }
    }

    struct Remove: TodoStep {
        static let name = "remove", abstract = "Removes the n-th shown todo.", operandNames = ["n"]
        @Argument var row: RowNumber
        var command: TodoCommand { .remove(row.value) }
    }

    struct Clear: TodoStep {
        static let name = "clear", abstract = "Removes every completed todo.", operandNames: [String] = []
        var command: TodoCommand { .clearCompleted }
    }

    struct Show: TodoStep {
        static let name = "show", abstract = "Chooses which todos are shown: all, active or completed.",
            operandNames = ["filter"]
        @Argument var filter: Visibility
        var command: TodoCommand { .show(filter) }
    }

    /// A todo's number in the list as shown, counted from 1.
    struct RowNumber: ExpressibleByArgument {
        let value: Int

        init?(argument: String) {
            guard let value = Int(argument), value >= 1 else { return nil }
            self.value = value
        }
    }
}

/// Read by its name; a wrong one is answered with the list of names.
extension Visibility: ExpressibleByArgument {}
