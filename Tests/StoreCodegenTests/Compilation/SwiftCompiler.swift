import Foundation
import StoreGenTestSupport
import Testing

/// Runs the toolchain's `swiftc` on generated code against the StoreRuntime
/// module built by the same `swift build`, in Swift 6 mode with warnings as
/// errors, so "compiles without warnings" is checked for real.
struct SwiftCompiler {
    /// The build products folder: the test bundle sits directly inside it.
    let buildDirectory: URL

    init() throws {
        let bundle = Bundle.module.bundleURL.deletingLastPathComponent()
        buildDirectory = bundle
        let module = bundle.appendingPathComponent("Modules/StoreRuntime.swiftmodule")
        guard FileManager.default.fileExists(atPath: module.path) else {
            throw CompilerError(output: "StoreRuntime was not built at \(module.path)")
        }
    }

    struct CompilerError: Error, CustomStringConvertible {
        var output: String
        var description: String { output }
    }

    /// A fresh folder holding `files` (name -> contents).
    func write(_ files: [String: String]) throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("storegen-compile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, contents) in files {
            try contents.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return directory
    }

    private var commonArguments: [String] {
        [
            "-swift-version", "6", "-warnings-as-errors", "-package-name", "StoreGenCompileTests",
            "-I", buildDirectory.appendingPathComponent("Modules").path,
        ]
    }

    /// Type-checks the files as one module; returns the compiler's output,
    /// throwing with it when the compiler fails.
    @discardableResult
    func typecheck(_ files: [String: String], moduleName: String = "Generated", extraArguments: [String] = [])
        async throws -> String
    {
        let directory = try write(files)
        defer { try? FileManager.default.removeItem(at: directory) }
        let sources = files.keys.sorted().map { directory.appendingPathComponent($0).path }
        return try await run(["-typecheck", "-module-name", moduleName] + commonArguments + extraArguments + sources)
    }

    /// Compiles the files to one object file: what `typecheck` cannot
    /// catch, such as two generated symbols that clash, fails only here.
    func compileToObject(_ files: [String: String]) async throws {
        let directory = try write(files)
        defer { try? FileManager.default.removeItem(at: directory) }
        let sources = files.keys.sorted().map { directory.appendingPathComponent($0).path }
        try await run(
            [
                "-c", "-wmo", "-parse-as-library", "-module-name", "Generated",
                "-o", directory.appendingPathComponent("Generated.o").path,
            ]
                + commonArguments + sources)
    }

    /// Compiles the files to one object file, as a debug build without
    /// debug info does (`-Onone`, one frontend), and returns how many LLVM IR
    /// instructions the compiler generated (`-stats-output-dir`): a count
    /// that does not depend on the machine or its load.
    func irInstructions(_ files: [String: String]) async throws -> Int {
        let directory = try write(files)
        defer { try? FileManager.default.removeItem(at: directory) }
        let statistics = directory.appendingPathComponent("stats")
        try FileManager.default.createDirectory(at: statistics, withIntermediateDirectories: true)
        let sources = files.keys.sorted().map { directory.appendingPathComponent($0).path }
        try await run(
            [
                "-c", "-wmo", "-Onone", "-parse-as-library", "-module-name", "Generated",
                "-o", directory.appendingPathComponent("Generated.o").path,
                "-Xfrontend", "-stats-output-dir", "-Xfrontend", statistics.path,
            ]
                + commonArguments + sources)
        var total = 0
        for file in try FileManager.default.contentsOfDirectory(at: statistics, includingPropertiesForKeys: nil) {
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
            total += (json?["IRModule.NumIRInsts"] as? NSNumber)?.intValue ?? 0
        }
        return total
    }

    /// Compiles the files into module `moduleName` and returns the folder
    /// holding its `.swiftmodule`, for `-I`.
    func emitModule(_ files: [String: String], moduleName: String) async throws -> URL {
        let directory = try write(files)
        let sources = files.keys.sorted().map { directory.appendingPathComponent($0).path }
        try await run(
            [
                "-emit-module", "-parse-as-library", "-module-name", moduleName,
                "-emit-module-path", directory.appendingPathComponent("\(moduleName).swiftmodule").path,
            ]
                + commonArguments + sources)
        return directory
    }

    /// Compiles the files into library module `moduleName` (its
    /// `.swiftmodule` and one object file) and returns the folder holding
    /// both, for `run(_:linking:)`.
    func buildLibrary(_ files: [String: String], moduleName: String) async throws -> URL {
        let directory = try write(files)
        let sources = files.keys.sorted().map { directory.appendingPathComponent($0).path }
        try await run(
            [
                "-emit-module", "-parse-as-library", "-wmo", "-c", "-module-name", moduleName,
                "-emit-module-path", directory.appendingPathComponent("\(moduleName).swiftmodule").path,
                "-o", directory.appendingPathComponent("\(moduleName).o").path,
            ]
                + commonArguments + sources)
        return directory
    }

    func remove(_ directory: URL) {
        try? FileManager.default.removeItem(at: directory)
    }

    /// Type-checks `source` alone as a main file, warnings as errors, and
    /// returns the numbers of the lines with an error.
    func failingLines(typeChecking source: String) async throws -> Set<Int> {
        let directory = try write(["main.swift": source])
        defer { remove(directory) }
        let result = try await ChildProcess.run(
            ChildProcess.env,
            [
                "swiftc", "-typecheck", "-warnings-as-errors", "-diagnostic-style", "llvm",
                directory.appendingPathComponent("main.swift").path,
            ],
            timeout: Self.hangGuard)
        var lines: Set<Int> = []
        for line in result.combined.split(separator: "\n") where line.contains(": error: ") {
            let fields = line.split(separator: ":", omittingEmptySubsequences: false)
            if fields.count > 2, fields[0].hasSuffix("main.swift"), let number = Int(fields[1]) { lines.insert(number) }
        }
        return lines
    }

    /// Type-checks and returns the compiler's diagnostics, expecting failure.
    func diagnostics(_ files: [String: String]) async throws -> String {
        do {
            let output = try await typecheck(files)
            throw CompilerError(output: "expected a compile error, got success:\n\(output)")
        } catch let error as CompilerError {
            return error.output
        }
    }

    /// Builds the files into an executable linked with StoreRuntime, runs it
    /// and returns its standard output.
    /// `libraries` are folders from `buildLibrary`: the program imports and
    /// links them.
    func run(_ files: [String: String], linking libraries: [URL] = []) async throws -> String {
        let directory = try write(files)
        defer { try? FileManager.default.removeItem(at: directory) }
        let runtimeObjects = try runtimeObjectFiles()
        let sources = files.keys.sorted().map { directory.appendingPathComponent($0).path }
        let executable = directory.appendingPathComponent("program").path
        let libraryArguments = try libraries.flatMap { library in
            try ["-I", library.path]
                + FileManager.default.contentsOfDirectory(atPath: library.path)
                .filter { $0.hasSuffix(".o") }.sorted().map { library.appendingPathComponent($0).path }
        }
        try await run(
            ["-module-name", "Program"] + commonArguments + libraryArguments + ["-o", executable]
                + sources + runtimeObjects)
        return try await Self.launch(URL(fileURLWithPath: executable), [])
    }

    /// StoreRuntime's object files as the build that made them lists them: its
    /// output file map names one object per current source, so the object of
    /// a source file deleted since an earlier build is not linked.
    private func runtimeObjectFiles() throws -> [String] {
        let map = buildDirectory.appendingPathComponent("StoreRuntime.build/output-file-map.json")
        let entries = try JSONDecoder().decode([String: [String: String]].self, from: Data(contentsOf: map))
        return entries.values.compactMap { $0["object"] }.sorted()
    }

    @discardableResult
    private func run(_ arguments: [String]) async throws -> String {
        try await Self.launch(ChildProcess.env, ["swiftc"] + arguments)
    }

    /// Only a hung swiftc runs this long. The generative and saved-format
    /// tests batch many schemas into one swiftc; run alone they take 197 s and
    /// 417 s in all, and beside the rest of the suite at load 16-23 one of
    /// their compiles ran past the former 600 s bound, failing them by load alone.
    static let hangGuard: Duration = .seconds(1_800)

    private static func launch(_ executable: URL, _ arguments: [String]) async throws -> String {
        let result = try await ChildProcess.run(executable, arguments, timeout: hangGuard)
        guard result.status == 0 else {
            throw CompilerError(
                output: """
                    \(executable.path) \(arguments.joined(separator: " ")) exited with \
                    \(result.status):\n\(result.combined)
                    """)
        }
        return result.combined
    }
}
