import Foundation

/// `storegen inspect`: serves a recording's page on 127.0.0.1 (`LoopbackHTTPServer`),
/// indexes the file in the background (the page shows the first entries
/// at once), and with `follow` reads on as the app appends.
public enum InspectorServer {
    /// How often a followed recording is checked for new lines.
    static let followInterval: Duration = .milliseconds(250)

    /// Serves until the process is stopped; calls `announce` with the page's
    /// address (which carries this run's token) once it is listening.
    public static func run(
        recording path: String, follow: Bool, port: UInt16 = 0, limits: ServerLimits = ServerLimits(),
        announce: @escaping @Sendable (String) -> Void
    ) async throws {
        let recording = try Recording(url: URL(fileURLWithPath: path))
        let page = try PageFiles()
        let server: LoopbackHTTPServer
        do {
            server = try LoopbackHTTPServer(port: port, limits: limits)
        } catch {
            throw InspectorError.cannotListen("\(error)")
        }
        let api = InspectorAPI(
            recording: recording, guardian: RequestGuard(port: Int(server.port)), following: follow, page: page)
        announce("http://127.0.0.1:\(server.port)/?token=\(api.guardian.token)")
        let indexing = Task.detached {
            recording.refresh(final: !follow)
            api.finishedFirstPass()
            while follow, !Task.isCancelled {
                try? await Task.sleep(for: followInterval)
                recording.refresh(final: false)
            }
        }
        defer { indexing.cancel() }
        try await server.run { request in
            // Reading the file blocks: off the cooperative pool's threads.
            await withCheckedContinuation { continuation in
                DispatchQueue.global().async { continuation.resume(returning: api.respond(to: request)) }
            }
        }
    }
}
