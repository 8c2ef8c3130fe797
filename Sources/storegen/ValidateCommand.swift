import ArgumentParser

struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "validate", abstract: "Checks schemas.")
    // PLACEHOLDER: replaced by issue 2.
    func run() throws { throw ExitCode(2) }
}
