import ArgumentParser

extension AsyncParsableCommand {
    /// Runs the command on the process's arguments, less a leading `--`.
    ///
    /// `swift run Example -- --option …` hands the program the `--` too, and
    /// ArgumentParser would read it as "no options follow". The examples'
    /// docs use that form, so the separator `swift run` passes on is dropped;
    /// a `--` anywhere else keeps its meaning.
    public static func mainAfterSwiftRunSeparator() async {
        await main(withoutSwiftRunSeparator(Array(CommandLine.arguments.dropFirst())))
    }

    /// `arguments` without the `--` that `swift run` passes on in front of them.
    public static func withoutSwiftRunSeparator(_ arguments: [String]) -> [String] {
        arguments.first == "--" ? Array(arguments.dropFirst()) : arguments
    }
}
