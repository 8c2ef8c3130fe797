import Foundation
import StoreGenTestSupport

/// Runs the `storegen` executable that `swift build` put next to this test
/// bundle, exactly as a user or the build plugin runs it
/// (`STOREGEN_EXECUTABLE` picks another build).
enum StoreGenCLI {
    static func run(_ arguments: [String], in directory: URL? = nil) async throws -> ProcessOutput {
        let storegen = try BuiltExecutable.url(named: "storegen", override: "STOREGEN_EXECUTABLE")
        return try await ChildProcess.run(storegen, arguments, in: directory)
    }
}
