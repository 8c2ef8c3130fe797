import FlyingSocks
import Foundation

/// The inspector's HTTP/1.1 server on 127.0.0.1, on FlyingSocks' sockets.
/// Its own rather than FlyingFox's `HTTPServer`, whose request decoding
/// costs time with the square of a line's length before any check and keeps
/// idle connections for ever: here a head is scanned once and refused at its
/// limit, every connection has a deadline, and their number is bounded
/// (`ServerLimits`). Only what the page needs: GET and HEAD, no bodies.
final class LoopbackHTTPServer: @unchecked Sendable {
    typealias Handler = @Sendable (InspectorRequest) async -> InspectorResponse

    let port: UInt16
    let limits: ServerLimits
    private let listener: Socket
    private let pool: any AsyncSocketPool
    private let connections: ConnectionRegistry

    /// Connections open now (at most `limits.maxConnections`).
    var openConnections: Int { connections.count }
    /// Open connections waiting for their next request.
    var waitingConnections: Int { connections.waitingCount }
    /// Connections served since the server started (each got a task).
    var servedConnections: Int { connections.admittedCount }

    /// Binds and listens (so the port is known before anything is served).
    init(port: UInt16 = 0, limits: ServerLimits = ServerLimits(), clock: ServerClock = .continuous) throws {
        let socket = try Socket(domain: AF_INET)
        do {
            try socket.setValue(true, for: .localAddressReuse)
            try socket.bind(to: sockaddr_in.inet(ip4: "127.0.0.1", port: port))
            try socket.listen()
            guard case .ip4(_, let bound) = try socket.sockname() else { throw SocketError.unsupportedAddress }
            self.port = bound
        } catch {
            try? socket.close()
            throw error
        }
        listener = socket
        self.limits = limits
        pool = Self.makePool()
        connections = ConnectionRegistry(limit: limits.maxConnections, timeout: limits.timeout, clock: clock)
    }

    private static func makePool() -> any AsyncSocketPool {
        #if canImport(Darwin)
        .kQueue()
        #elseif canImport(Glibc)
        .ePoll()
        #else
        .poll()
        #endif
    }

    /// Serves until cancelled.
    func run(_ handler: @escaping Handler) async throws {
        try await pool.prepare()
        let listening = try AsyncSocket(socket: listener, pool: pool)
        defer {
            connections.cancelAll()
            try? listener.close()
        }
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { [pool] in try await pool.run() }
            group.addTask { try await self.accept(on: listening, handler) }
            group.addTask { try await self.sweep() }
            try await group.next()
            group.cancelAll()
        }
    }

    private func accept(on listening: AsyncSocket, _ handler: @escaping Handler) async throws {
        while !Task.isCancelled {
            let first: AsyncSocket
            do {
                first = try await listening.accept()
            } catch is CancellationError {
                return
            } catch {
                // Out of descriptors, or a connection reset before it was
                // accepted: the server stays up and tries again shortly.
                try await Task.sleep(for: .milliseconds(50))
                continue
            }
            for client in drainQueued(after: first) { await admit(client, handler) }
        }
    }

    /// The connections the kernel has queued besides `first`, accepted at
    /// once; of a burst beyond the limit only the newest `maxConnections`
    /// are kept (those admitting them would close the older ones anyway),
    /// the others closed here, before any task is started for them. So a
    /// request on a connection opened after a burst of idle ones waits for
    /// a few system calls per connection ahead of it, not for each to be
    /// served and then closed.
    private func drainQueued(after first: AsyncSocket) -> [AsyncSocket] {
        var queued: [Socket.FileDescriptor] = []
        while queued.count < Self.maxDrained, let next = try? listener.accept().file { queued.append(next) }
        let keep = limits.maxConnections
        for file in queued.dropLast(keep) { try? Socket(file: file).close() }
        var kept = queued.count < keep ? [first] : []
        if queued.count >= keep { try? first.close() }
        kept += queued.suffix(keep).compactMap { file in
            let socket = Socket(file: file)
            guard let client = try? AsyncSocket(socket: socket, pool: pool) else {
                try? socket.close()
                return nil
            }
            return client
        }
        return kept
    }

    /// The most connections accepted in one go.
    static let maxDrained = 4_096

    private func admit(_ client: AsyncSocket, _ handler: @escaping Handler) async {
        let admitted = connections.admit { id in
            await self.serve(client, id: id, handler)
        }
        if !admitted {
            let busy = ResponseEncoder.encode(.error(503, "busy: too many connections"), head: false, keepAlive: false)
            try? await Deadline.run(within: limits.timeout, on: connections.clock) { try await client.write(busy) }
            try? client.close()
        }
    }

    /// Closes connections past their deadline, checking four times per timeout.
    private func sweep() async throws {
        while true {
            try await connections.clock.sleep(limits.timeout / 4)
            connections.expire()
        }
    }

    /// One connection: requests answered in turn until the client closes,
    /// asks to close, sends what is refused, or passes a deadline.
    private func serve(_ client: AsyncSocket, id: Int, _ handler: @escaping Handler) async {
        defer {
            try? client.close()
            connections.remove(id)
        }
        let reader = RequestReader(socket: client, limits: limits)
        // Admitted waiting; waiting again after each answer written, with a
        // deadline from then.
        while !Task.isCancelled {
            guard let next = try? await reader.next() else { return }
            connections.set(id, .answering)
            let answer: Data
            let keepAlive: Bool
            switch next {
            case .closed:
                return
            case .refused(let status, let message):
                keepAlive = false
                answer = ResponseEncoder.encode(.error(status, message), head: false, keepAlive: false)
            case .request(let parsed):
                // A body is never read, so the connection cannot be reused.
                keepAlive = parsed.keepAlive && !parsed.hasBody
                let response = await handler(parsed.request)
                answer = ResponseEncoder.encode(response, head: parsed.request.method == "HEAD", keepAlive: keepAlive)
            }
            connections.set(id, .writing)
            guard (try? await client.write(answer)) != nil, keepAlive else { return }
            connections.set(id, .waiting)
        }
    }
}

/// A response's bytes: status line, headers (the security headers on every
/// one), body.
enum ResponseEncoder {
    static func encode(_ response: InspectorResponse, head: Bool, keepAlive: Bool) -> Data {
        var lines = ["HTTP/1.1 \(response.status) \(phrase(response.status))"]
        lines.append("Content-Type: \(response.contentType)")
        lines.append("Content-Length: \(response.body.count)")
        lines.append("Connection: \(keepAlive ? "keep-alive" : "close")")
        for (name, value) in InspectorResponse.securityHeaders { lines.append("\(name): \(value)") }
        var data = Data((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
        if !head { data.append(response.body) }
        return data
    }

    static func phrase(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 414: "URI Too Long"
        case 431: "Request Header Fields Too Large"
        case 503: "Service Unavailable"
        default: "Error"
        }
    }
}
