import Foundation

/// A request as the inspector sees it, whichever HTTP server carried it.
struct InspectorRequest: Sendable {
    var method: String
    var path: String
    var query: [String: String]
    /// Header names in lower case.
    var headers: [String: String]
}

/// A response before the HTTP server writes it.
struct InspectorResponse: Sendable {
    var status: Int
    var contentType: String
    var body: Data

    static func json(_ object: Any, status: Int = 200) -> InspectorResponse {
        let body =
            (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]))
            ?? Data(#"{"error":"the answer could not be encoded"}"#.utf8)
        return InspectorResponse(status: status, contentType: "application/json; charset=utf-8", body: body)
    }

    static func error(_ status: Int, _ message: String) -> InspectorResponse {
        var response = json(["error": message], status: status)
        response.status = status
        return response
    }

    /// Sent with every response: nothing but this server's own files may
    /// run or load, the page cannot be framed, and the token in its address
    /// is not passed on.
    static let securityHeaders: [(String, String)] = [
        (
            "Content-Security-Policy",
            """
            default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; \
            base-uri 'none'; form-action 'none'; frame-ancestors 'none'
            """
        ),
        ("X-Content-Type-Options", "nosniff"),
        ("Referrer-Policy", "no-referrer"),
        ("Cache-Control", "no-store"),
        ("X-Frame-Options", "DENY"),
    ]
}
