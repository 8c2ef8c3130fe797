import Foundation
import Testing

@testable import StoreInspector

@Suite struct RequestGuardTests {
    let api: DirectAPI
    let scratch = ScratchFolder()

    init() throws {
        let url = try scratch.write("one.jsonl", lines: Array(HostileRecordingTests.hostileLines().prefix(3)))
        api = try DirectAPI(url)
    }

    func status(
        path: String = "/api/info", token: String? = "t0k3n", headers: [String: String] = ["host": "127.0.0.1:8080"],
        method: String = "GET"
    ) -> Int {
        let query = token.map { ["token": $0] } ?? [:]
        return api.api.respond(to: InspectorRequest(method: method, path: path, query: query, headers: headers)).status
    }

    @Test func answersTheRunsTokenOnItsOwnHost() {
        #expect(status() == 200)
        #expect(status(headers: ["host": "localhost:8080"]) == 200)
        #expect(status(headers: ["host": "127.0.0.1:8080", "origin": "http://127.0.0.1:8080"]) == 200)
        #expect(status(path: "/") == 200)
    }

    @Test func refusesEveryRequestWithoutTheToken() {
        for path in ["/", "/inspector.js", "/api/info", "/api/entries", "/api/action", "/api/state"] {
            #expect(status(path: path, token: nil) == 401)
            #expect(status(path: path, token: "t0k3m") == 401)
            #expect(status(path: path, token: "") == 401)
        }
    }

    /// A DNS-rebinding page reaches 127.0.0.1 under its own name; another
    /// local page sends its own origin.
    @Test func refusesForeignHostsAndOrigins() {
        #expect(status(headers: ["host": "evil.example:8080"]) == 403)
        #expect(status(headers: ["host": "127.0.0.1:9999"]) == 403)
        #expect(status(headers: [:]) == 403)
        #expect(status(headers: ["host": "127.0.0.1:8080", "origin": "http://evil.example"]) == 403)
        #expect(status(headers: ["host": "127.0.0.1:8080", "origin": "null"]) == 403)
        #expect(status(headers: ["host": "127.0.0.1:8080", "sec-fetch-site": "cross-site"]) == 403)
    }

    @Test func onlyReads() {
        #expect(status(method: "POST") == 405)
    }

    @Test func thePageCarriesTheTokenAndAPolicyThatRunsOnlyItsOwnScript() throws {
        let page = api.api.respond(to: DirectAPI.request("/"))
        let html = String(decoding: page.body, as: UTF8.self)
        #expect(html.contains(#"<script src="/inspector.js?token=t0k3n" defer></script>"#))
        let policy = try #require(InspectorResponse.securityHeaders.first { $0.0 == "Content-Security-Policy" }?.1)
        #expect(
            policy.contains("script-src 'self'") && policy.contains("default-src 'none'") && !policy.contains("unsafe"))
    }

    @Test func tokensDifferPerRun() {
        #expect(RequestGuard(port: 1).token != RequestGuard(port: 1).token)
        #expect(RequestGuard(port: 1).token.count == 64)
    }
}
