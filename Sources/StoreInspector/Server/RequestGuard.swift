import Foundation

/// Who may talk to the inspector: requests carrying this run's token, sent
/// to this server by its own name. A page on another site (or a DNS-rebinding
/// one, whose requests name its own host) is refused before anything is read.
struct RequestGuard: Sendable {
    /// 32 random bytes as hex, made anew each run.
    let token: String
    let port: Int

    init(token: String = RequestGuard.randomToken(), port: Int) {
        self.token = token
        self.port = port
    }

    static func randomToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<32).map { _ in String(format: "%02x", UInt8.random(in: .min ... .max, using: &generator)) }.joined()
    }

    /// `nil` when `request` may be answered, else the refusal.
    func refusal(of request: InspectorRequest) -> InspectorResponse? {
        let hosts = ["127.0.0.1:\(port)", "localhost:\(port)"]
        guard let host = request.headers["host"]?.lowercased(), hosts.contains(host) else {
            return .error(403, "refused: the Host header must name this server (127.0.0.1:\(port))")
        }
        if let origin = request.headers["origin"]?.lowercased(), !hosts.map({ "http://\($0)" }).contains(origin) {
            return .error(403, "refused: requests from other origins are not answered")
        }
        if request.headers["sec-fetch-site"]?.lowercased() == "cross-site" {
            return .error(403, "refused: cross-site request")
        }
        guard let given = request.query["token"], Self.constantTimeEqual(given, token) else {
            return .error(401, "refused: open the address storegen inspect printed (it carries this run's token)")
        }
        return nil
    }

    /// Compares without stopping at the first difference.
    static func constantTimeEqual(_ lhs: String, _ rhs: String) -> Bool {
        let left = Array(lhs.utf8)
        let right = Array(rhs.utf8)
        guard left.count == right.count else { return false }
        var difference: UInt8 = 0
        for (a, b) in zip(left, right) { difference |= a ^ b }
        return difference == 0
    }
}
