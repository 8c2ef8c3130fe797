import Foundation
import StoreTesting
import Testing

@testable import StoreInspector

/// The inspector's HTTP server under clients that send too much, too
/// slowly or nothing at all. Outcomes only (statuses, closed connections,
/// answered requests), never durations: deadlines are tested on a clock the
/// test moves, so a loaded machine cannot pass one early.
@Suite struct LoopbackServerTests {
    /// A server answering `200 ok` to every request, running until `body` returns.
    static func withServer(
        _ limits: ServerLimits = ServerLimits(), clock: ServerClock = .continuous,
        _ body: (LoopbackHTTPServer) async throws -> Void
    ) async throws {
        let server = try LoopbackHTTPServer(limits: limits, clock: clock)
        let serving = Task {
            try await server.run { _ in InspectorResponse(status: 200, contentType: "text/plain", body: Data("ok".utf8))
            }
        }
        defer { serving.cancel() }
        try await body(server)
    }

    static let request = "GET /api/info HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"

    @Test func refusesALongRequestLineWith414AndLongHeadersWith431() async throws {
        try await Self.withServer { server in
            let line = try RawClient(port: server.port)
            await line.send("GET /?x=" + String(repeating: "A", count: 65_536) + " HTTP/1.1\r\n\r\n")
            #expect(try await line.status() == 414)
            let header = try RawClient(port: server.port)
            await header.send("GET / HTTP/1.1\r\nX-A: " + String(repeating: "A", count: 65_536) + "\r\n\r\n")
            #expect(try await header.status() == 431)
            // Refused at the limit, before the rest arrives.
            let unended = try RawClient(port: server.port)
            await unended.send("GET /?x=" + String(repeating: "A", count: 9_000))
            #expect(try await unended.status() == 414)
        }
    }

    /// Clients that sent huge lines and went away leave the server answering.
    @Test func answersAfterHugeLinesFromClientsThatLeft() async throws {
        try await Self.withServer { server in
            for _ in 0..<2 {
                let client = try RawClient(port: server.port)
                await client.send("GET /?x=" + String(repeating: "A", count: 262_144) + " HTTP/1.1\r\n\r\n")
            }
            let client = try RawClient(port: server.port)
            await client.send(Self.request)
            #expect(try await client.status() == 200)
        }
    }

    /// A connection that sends nothing, or a head it never finishes, is
    /// closed when its deadline passes, and not before.
    @Test func closesIdleAndSlowConnectionsAfterTheTimeout() async throws {
        let clock = ManualClock()
        try await Self.withServer(ServerLimits(timeout: .seconds(8)), clock: ServerClock(clock)) { server in
            let idle = try RawClient(port: server.port)
            let slow = try RawClient(port: server.port)
            await slow.send("GET / HTTP/1.1\r\nHost: 1")
            await Self.until(server.waitingConnections == 2)
            // The sweep runs every 2 seconds: at 6 both are open, at 8 both are closed.
            for _ in 0..<3 { await Self.sweep(by: .seconds(2), on: clock) }
            #expect(server.openConnections == 2)
            await Self.sweep(by: .seconds(2), on: clock)
            #expect(server.openConnections == 0)
            let (idleData, idleTimedOut) = await idle.readToEnd()
            let (slowData, slowTimedOut) = await slow.readToEnd()
            #expect(!idleTimedOut && idleData.isEmpty)
            #expect(!slowTimedOut && slowData.isEmpty)
            // After an answer, the connection waits again only as long.
            let kept = try RawClient(port: server.port)
            await kept.send(Self.request)
            #expect(try await kept.status() == 200)
            await Self.until(server.waitingConnections == 1)
            for _ in 0..<3 { await Self.sweep(by: .seconds(2), on: clock) }
            #expect(server.openConnections == 1)
            await Self.sweep(by: .seconds(2), on: clock)
            #expect(await kept.readToEnd().timedOut == false)
        }
    }

    /// Returns once `condition` holds (it counts, it does not time: a server
    /// that never gets there fails the test by its time limit).
    static func until(_ condition: @autoclosure () -> Bool) async {
        while !condition() { await Task.yield() }
    }

    /// Moves the clock once the sweep waits on it, then returns once the
    /// sweep has run and waits again.
    static func sweep(by duration: Duration, on clock: ManualClock) async {
        await clock.waitForSleepers()
        clock.advance(by: duration)
        await clock.waitForSleepers()
    }

    /// More idle connections than the limit: the oldest are closed, and a
    /// request on a new one is answered.
    @Test func aNewConnectionBeyondTheLimitClosesTheLongestIdle() async throws {
        try await Self.withServer(ServerLimits(timeout: .seconds(600), maxConnections: 4)) { server in
            var idle: [RawClient] = []
            for _ in 0..<10 { idle.append(try RawClient(port: server.port)) }
            let client = try RawClient(port: server.port)
            await client.send(Self.request)
            #expect(try await client.status() == 200)
            #expect(server.openConnections <= 4)
            // The first connections were closed to make room.
            #expect(await idle[0].readToEnd().timedOut == false)
        }
    }

    /// Deadlines are data the sweep reads, not a timer per read: checked at
    /// chosen instants, without waiting.
    @Test func theSweepClosesConnectionsPastTheirDeadlineButNotOnesBeingAnswered() async {
        let clock = ManualClock()
        let registry = ConnectionRegistry(limit: 4, timeout: .seconds(10), clock: ServerClock(clock))
        for _ in 0..<2 {
            #expect(registry.admit { _ in try? await Task.sleep(for: .seconds(3_600)) })
        }
        registry.set(1, .answering)
        clock.advance(by: .seconds(5))
        #expect(registry.expire() == 0)
        clock.advance(by: .seconds(5))
        #expect(registry.expire() == 1)
        #expect(registry.count == 1)
        // Its answer written, the connection has a deadline again, from then.
        registry.set(1, .writing)
        clock.advance(by: .seconds(9))
        #expect(registry.expire() == 0)
        clock.advance(by: .seconds(1))
        #expect(registry.expire() == 1)
        #expect(registry.count == 0)
        registry.cancelAll()
    }

    /// A burst queued beyond the limit: its older connections are closed as
    /// they are accepted, without a task each, and the newest is answered.
    @Test func aBurstBeyondTheLimitStartsATaskOnlyForTheNewestConnections() async throws {
        // Listening, not yet accepting: the kernel queues every connection.
        let server = try LoopbackHTTPServer(limits: ServerLimits(timeout: .seconds(600), maxConnections: 4))
        var idle: [RawClient] = []
        for _ in 0..<50 { idle.append(try RawClient(port: server.port)) }
        let client = try RawClient(port: server.port)
        await client.send(Self.request)
        let serving = Task {
            try await server.run { _ in
                InspectorResponse(status: 200, contentType: "text/plain", body: Data("ok".utf8))
            }
        }
        defer { serving.cancel() }
        #expect(try await client.status() == 200)
        #expect(server.servedConnections == 4)
        #expect(await idle[0].readToEnd().timedOut == false)
    }

    @Test func theDefaultLimitStaysBelowTheDescriptorLimit() {
        var limit = rlimit()
        getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
        #expect(
            ServerLimits.defaultMaxConnections() <= Int(clamping: limit.rlim_cur) - ServerLimits.reservedDescriptors)
        #expect(ServerLimits.defaultMaxConnections() <= 256)
    }

    @Test func keepsAConnectionOpenForMoreRequestsAndAnswersPipelinedOnes() async throws {
        // Not a timeout test: a long timeout, so a loaded machine cannot close
        // the connection before its answers.
        try await Self.withServer(ServerLimits(timeout: .seconds(600))) { server in
            let client = try RawClient(port: server.port)
            await client.send(Self.request + Self.request)
            #expect(try await client.status() == 200)
            #expect(try await client.status() == 200)
        }
    }
}

/// Reading request heads: linear, bounded, strict where the guard relies on it.
@Suite struct RequestHeadTests {
    let limits = ServerLimits()

    @Test func theScannerLooksNoFurtherThanTheLimits() {
        var scanner = RequestHeadScanner(limits: limits)
        let line = Array("GET /?x=".utf8) + [UInt8](repeating: UInt8(ascii: "A"), count: 1 << 20)
        #expect(scanner.scan(line) == .tooLong(status: 414))
        var headers = RequestHeadScanner(limits: limits)
        let head =
            Array("GET / HTTP/1.1\r\n".utf8) + Array(repeating: Array("X: 1\r\n".utf8), count: 10_000).flatMap { $0 }
        #expect(headers.scan(head) == .tooLong(status: 431))
        var complete = RequestHeadScanner(limits: limits)
        #expect(complete.scan(Array("\r\nGET / HTTP/1.1\r\nHost: a\r\n\r\nGET".utf8)) == .complete(length: 29))
    }

    func parse(_ head: String) throws(RequestHeadParser.Refusal) -> RequestHeadParser.Parsed {
        try RequestHeadParser.parse(ArraySlice(head.utf8))
    }

    @Test func decodesTheQueryAsBrowsersSendIt() throws {
        let parsed = try parse("GET /api/entries?q=Buy+milk&name=a%20b&q=second&token=t HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(parsed.request.path == "/api/entries")
        #expect(parsed.request.query == ["q": "Buy milk", "name": "a b", "token": "t"])
        #expect(try parse("GET /?q=1%2B1 HTTP/1.1\r\n\r\n").request.query["q"] == "1+1")
        #expect(try parse("GET /?q=%zz HTTP/1.1\r\n\r\n").request.query["q"] == "%zz")
    }

    @Test func refusesHeadsThatCouldNameAnotherServer() {
        #expect(throws: RequestHeadParser.Refusal.self) {
            try parse("GET / HTTP/1.1\r\nHost: 127.0.0.1:1\r\nHost: evil\r\n\r\n")
        }
        #expect(throws: RequestHeadParser.Refusal.self) {
            try parse("GET / HTTP/1.1\r\nOrigin: a\r\norigin: b\r\n\r\n")
        }
        #expect(throws: RequestHeadParser.Refusal.self) {
            try parse("GET http://evil.example/ HTTP/1.1\r\nHost: 127.0.0.1:1\r\n\r\n")
        }
        #expect(throws: RequestHeadParser.Refusal.self) { try parse("GET / HTTP/1.1\r\n folded\r\n\r\n") }
        #expect(throws: RequestHeadParser.Refusal.self) { try parse("GET /\r\n\r\n") }
    }

    @Test func readsHeadersAndConnectionReuse() throws {
        let parsed = try parse("GET / HTTP/1.1\r\nHost: 127.0.0.1:8\r\nAccept: a\r\nAccept: b\r\n\r\n")
        #expect(parsed.request.headers["host"] == "127.0.0.1:8")
        #expect(parsed.request.headers["accept"] == "a, b")
        #expect(parsed.keepAlive && !parsed.hasBody)
        #expect(try !parse("GET / HTTP/1.1\r\nConnection: close\r\n\r\n").keepAlive)
        #expect(try !parse("GET / HTTP/1.0\r\n\r\n").keepAlive)
        #expect(try parse("POST / HTTP/1.1\r\nContent-Length: 5\r\n\r\n").hasBody)
    }
}
