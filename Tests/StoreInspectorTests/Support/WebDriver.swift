import Foundation
import StoreGenTestSupport

/// A small W3C WebDriver client for Debian's chromedriver driving headless
/// Chromium: what the page tests need (open, find, click, type, run script,
/// screenshot), nothing more. Test code, not product.
final class WebDriver: @unchecked Sendable {
    /// Where `.ci/run` installs them (`apt-get install chromium chromium-driver curl`).
    static let chromedriver = "/usr/bin/chromedriver"
    static let chromium = "/usr/bin/chromium"
    static let curl = "/usr/bin/curl"

    struct Failure: Error, CustomStringConvertible { var description: String }

    private let driver: Process
    /// The driver's and the browser's temporary folder (Chromium leaves its
    /// singleton folders there), removed by `quit()`.
    private let scratch: URL
    private let base: URL
    private let session: String

    /// Starts chromedriver on a free port and a headless browser session.
    init() async throws {
        for tool in [Self.chromedriver, Self.chromium, Self.curl]
        where !FileManager.default.isExecutableFile(atPath: tool) {
            throw Failure(
                description: "\(tool) is missing: apt-get install -y chromium chromium-driver curl (.ci/run does)")
        }
        let port = Int.random(in: 20_000..<60_000)
        driver = Process()
        driver.executableURL = URL(fileURLWithPath: Self.chromedriver)
        driver.arguments = ["--port=\(port)", "--allowed-ips=127.0.0.1"]
        // Short: Chromium's singleton socket lives below it, and a socket's
        // path may not exceed 107 bytes.
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "storegen-wd-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        driver.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": scratch.path]) { $1 }
        driver.standardOutput = FileHandle.nullDevice
        driver.standardError = FileHandle.nullDevice
        try driver.run()
        base = URL(string: "http://127.0.0.1:\(port)")!
        // chromedriver answers /status once it listens.
        var ready = false
        var problem: any Error = Failure(description: "not ready")
        for _ in 0..<300 where !ready {
            do {
                let status = try await Self.call(base.appendingPathComponent("status"), method: "GET", body: nil)
                ready = status["ready"] as? Bool == true
            } catch {
                problem = error
            }
            if !ready { try await Task.sleep(for: .milliseconds(100)) }
        }
        guard ready else {
            kill(driver.processIdentifier, SIGKILL)
            try? FileManager.default.removeItem(at: scratch)
            throw Failure(description: "chromedriver did not start: \(problem)")
        }
        let capabilities: [String: Any] = [
            "capabilities": [
                "alwaysMatch": [
                    "browserName": "chrome",
                    "goog:chromeOptions": [
                        "binary": Self.chromium,
                        "args": [
                            "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                            "--window-size=1280,900",
                        ],
                    ],
                ]
            ]
        ]
        do {
            let answer = try await Self.call(base.appendingPathComponent("session"), method: "POST", body: capabilities)
            guard let id = answer["sessionId"] as? String else { throw Failure(description: "no session: \(answer)") }
            session = id
        } catch {
            kill(driver.processIdentifier, SIGKILL)
            try? FileManager.default.removeItem(at: scratch)
            throw error
        }
    }

    /// Ends the browser session and chromedriver.
    func quit() async {
        _ = try? await Self.call(base.appendingPathComponent("session/\(session)"), method: "DELETE", body: nil)
        // chromedriver ignores SIGTERM: it is asked to stop, then killed.
        // Not waited for: a test's thread belongs to the cooperative pool.
        _ = try? await Self.call(base.appendingPathComponent("shutdown"), method: "GET", body: nil)
        kill(driver.processIdentifier, SIGKILL)
        try? FileManager.default.removeItem(at: scratch)
    }

    func open(_ url: String) async throws {
        _ = try await command("url", ["url": url])
    }

    /// Runs `script` (a function body; `arguments` holds `args`) in the page.
    @discardableResult
    func run(_ script: String, _ args: [Any] = []) async throws -> Any? {
        try await command("execute/sync", ["script": script, "args": args])
    }

    /// The element `selector` finds (the first).
    func element(_ selector: String) async throws -> String {
        let found = try await command("element", ["using": "css selector", "value": selector])
        guard let element = (found as? [String: Any])?.values.first as? String else {
            throw Failure(description: "no \(selector)")
        }
        return element
    }

    func click(_ selector: String) async throws {
        _ = try await command("element/\(try await element(selector))/click", [:])
    }

    func type(_ text: String, into selector: String) async throws {
        _ = try await command("element/\(try await element(selector))/value", ["text": text])
    }

    /// A PNG of the window.
    func screenshot() async throws -> Data {
        guard let encoded = try await command("screenshot", nil, method: "GET") as? String,
            let png = Data(base64Encoded: encoded)
        else { throw Failure(description: "no screenshot") }
        return png
    }

    /// Waits until `script` returns `true`, asking every 100 ms for at most
    /// `limit` (a bound for a broken page, not a timing requirement: a
    /// loaded two-core machine has been seen to take minutes over one click);
    /// throws with `what` and the last answer otherwise.
    func wait(for what: String, limit: Duration = .seconds(600), _ script: String) async throws {
        let clock = ContinuousClock()
        let deadline = clock.now + limit
        var last: Any?
        while clock.now < deadline {
            last = try await run(script)
            if last as? Bool == true { return }
            try await Task.sleep(for: .milliseconds(100))
        }
        let page = try await run("return document.body.innerText") as? String ?? ""
        throw Failure(
            description: """
                the page never showed \(what) (last answer: \(String(describing: last)))\n--- page text \
                ---\n\(page.prefix(3000))
                """)
    }

    private func command(_ path: String, _ body: [String: Any]?, method: String = "POST") async throws -> Any? {
        let answer = try await Self.call(
            base.appendingPathComponent("session/\(session)/\(path)"), method: method, body: body)
        return answer["__value"]
    }

    /// One WebDriver call; its `value` (a dictionary's members, or
    /// `__value` for anything else). WebDriver errors are thrown.
    private static func call(_ url: URL, method: String, body: [String: Any]?) async throws -> [String: Any] {
        // Through curl: Foundation's URLSession on Linux fails on
        // chromedriver's answers here ("Failed writing header"). Its bound is
        // for a hung driver, below ChildProcess's own.
        var arguments = ["-s", "--max-time", "540", "-X", method, url.absoluteString]
        var input: Data?
        if let body {
            input = try JSONSerialization.data(withJSONObject: body)
            arguments += ["-H", "Content-Type: application/json", "--data-binary", "@-"]
        }
        let run = try await ChildProcess.run(
            URL(fileURLWithPath: curl), arguments, input: input)
        guard run.status == 0 else {
            throw Failure(description: "curl \(method) \(url): exit \(run.status) \(run.stderr)")
        }
        let data = Data(run.stdout.utf8)
        let object = try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed) as? [String: Any] ?? [:]
        let value = object["value"]
        if let error = (value as? [String: Any])?["error"] as? String {
            throw Failure(
                description: "WebDriver \(path(url)): \(error): \((value as? [String: Any])?["message"] ?? "")")
        }
        var answer = value as? [String: Any] ?? [:]
        if let id = object["sessionId"] { answer["sessionId"] = id }
        answer["__value"] = value ?? NSNull()
        return answer
    }

    private static func path(_ url: URL) -> String { url.path }
}
