import Foundation

/// The benchmark's command line (see main.swift for its options).
let arguments = CommandLine.arguments

/// The value after `name` on the command line, if any.
func option(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
}
