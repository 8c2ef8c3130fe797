import FlyingFox
import Foundation

/// `storegen inspect`: serves a recording's page on 127.0.0.1 (FlyingFox),
/// indexes the file in the background (the page shows the first entries
/// at once), and with `follow` reads on as the app appends.
public enum InspectorServer {
    /// How often a followed recording is checked for new lines.
    static let followInterval: Duration = .milliseconds(250)

    /// Serves until the process is stopped; calls `announce` with the page's
    /// address (which carries this run's token) once it is listening.
    public static func run(
        recording path: String, follow: Bool, port: UInt16 = 0, announce: @escaping @Sendable (String) -> Void
    ) async throws {
        let recording = try Recording(url: URL(fileURLWithPath: path))
        let page = try PageFiles()
        let handler = LateHandler()
        let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: port), logger: .disabled, handler: handler)
        let serving = Task { try await server.run() }
        do {
            try await server.waitUntilListening()
        } catch {
            serving.cancel()
            throw InspectorError.cannotListen("\(error)")
        }
        guard case .ip4(_, let boundPort)? = await server.listeningAddress else {
            serving.cancel()
            throw InspectorError.cannotListen("no address")
        }
        let api = InspectorAPI(
            recording: recording, guardian: RequestGuard(port: Int(boundPort)), following: follow, page: page)
        handler.install(api)
        announce("http://127.0.0.1:\(boundPort)/?token=\(api.guardian.token)")
        let indexing = Task.detached {
            recording.refresh(final: !follow)
            api.finishedFirstPass()
            while follow, !Task.isCancelled {
                try? await Task.sleep(for: followInterval)
                recording.refresh(final: false)
            }
        }
        defer { indexing.cancel() }
        try await serving.value
    }
}

/// Hands requests to the API once it exists (it needs the port the server
/// got); until then, and for refused requests, answers without reading anything.
final class LateHandler: HTTPHandler, @unchecked Sendable {
    private let lock = NSLock()
    private var _api: InspectorAPI?

    func install(_ api: InspectorAPI) {
        lock.withLock { _api = api }
    }

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        var headers: [String: String] = [:]
        for (name, value) in request.headers { headers[name.rawValue.lowercased()] = value }
        var query: [String: String] = [:]
        for item in request.query where query[item.name] == nil { query[item.name] = item.value }
        let inspectorRequest = InspectorRequest(method: request.method.rawValue, path: request.path, query: query, headers: headers)
        guard let api = lock.withLock({ _api }) else {
            return HTTPResponse(statusCode: .serviceUnavailable)
        }
        // Reading the file blocks: off the cooperative pool's threads.
        let response = await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: api.respond(to: inspectorRequest)) }
        }
        var responseHeaders = HTTPHeaders()
        responseHeaders[HTTPHeader("Content-Type")] = response.contentType
        for (name, value) in InspectorResponse.securityHeaders { responseHeaders[HTTPHeader(name)] = value }
        let body = request.method.rawValue == "HEAD" ? Data() : response.body
        return HTTPResponse(statusCode: HTTPStatusCode(response.status, phrase: Self.phrase(response.status)), headers: responseHeaders, body: body)
    }

    static func phrase(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        default: "Error"
        }
    }
}
