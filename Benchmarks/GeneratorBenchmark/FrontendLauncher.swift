import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Starts each frontend job the driver runs without the file descriptors it
/// inherited, so that the driver sees every job end when it ends.
///
/// The swiftc driver launches its jobs from two threads at once, and on Linux
/// a job launched while the other thread holds a fresh job's output pipes open
/// inherits them. When the first batch job inherits the module job's pipes,
/// the driver reads the module job's output until the batch job exits too,
/// so it starts the second batch job only then instead of when the module
/// job ends: the two batch jobs run one after the other, and the same clean
/// build takes 3-5 s more wall time at random, whatever the code (seen in
/// about half of the builds of this benchmark and 2 of 8 `swift build`s of
/// the app case; see Docs/CodeGeneration.md). That chance would decide each
/// wall-time ratio, so every compile runs its jobs through this launcher
/// (`-driver-use-frontend-path`, this executable): it closes every descriptor
/// but the three standard ones and becomes the real `swift-frontend`.
enum FrontendLauncher {
    /// Set in the driver's environment, which it passes on to its jobs: the
    /// real frontend's path.
    static let variable = "GENERATOR_BENCHMARK_FRONTEND"

    /// When this process is a job the driver started: closes what it
    /// inherited and executes the real frontend with the same arguments
    /// (never returns). Otherwise does nothing.
    static func replaceWithFrontendIfLaunchedAsOne() {
        guard let frontend = ProcessInfo.processInfo.environment[variable] else { return }
        closeInheritedDescriptors()
        let arguments = [frontend] + CommandLine.arguments.dropFirst()
        var argv = arguments.map { strdup($0) } + [nil]
        execv(frontend, &argv)
        perror(frontend)
        exit(127)
    }

    /// The driver arguments and environment that start jobs through this launcher.
    static func driverSettings() -> (arguments: [String], environment: [String: String]) {
        var environment = ProcessInfo.processInfo.environment
        guard let frontend = realFrontend() else { return ([], environment) }
        environment[variable] = frontend
        let launcher = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path
        return (["-driver-use-frontend-path", launcher], environment)
    }

    /// `swift-frontend` beside the `swiftc` the PATH finds.
    private static func realFrontend() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") {
            let driver = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
            guard FileManager.default.isExecutableFile(atPath: driver.path) else { continue }
            let frontend = driver.resolvingSymlinksInPath().deletingLastPathComponent()
                .appendingPathComponent("swift-frontend").path
            return FileManager.default.isExecutableFile(atPath: frontend) ? frontend : nil
        }
        return nil
    }

    private static func closeInheritedDescriptors() {
        #if os(Linux)
        let inherited = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd"))?.compactMap {
            Int32($0)
        }
        #else
        let inherited: [Int32]? = nil
        #endif
        for descriptor in inherited ?? Array(3..<min(getdtablesize(), 4_096)) where descriptor > 2 {
            close(descriptor)
        }
    }
}
