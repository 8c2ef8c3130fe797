import Foundation

@testable import StoreInspector

/// The inspector's API over a recording, asked directly (no sockets): what
/// the page would get for each request.
struct DirectAPI {
    let api: InspectorAPI

    init(_ url: URL, following: Bool = false) throws {
        let recording = try Recording(url: url)
        recording.refresh(final: !following)
        api = InspectorAPI(
            recording: recording, guardian: RequestGuard(token: "t0k3n", port: 8080), following: following,
            page: try PageFiles())
        api.finishedFirstPass()
    }

    /// A request as the page sends it (right host, right token).
    static func request(_ path: String, _ query: [String: String] = [:]) -> InspectorRequest {
        InspectorRequest(
            method: "GET", path: path, query: query.merging(["token": "t0k3n"]) { mine, _ in mine },
            headers: ["host": "127.0.0.1:8080"])
    }

    func json(_ path: String, _ query: [String: String] = [:]) throws -> [String: Any] {
        let response = api.respond(to: Self.request(path, query))
        guard response.status == 200 else {
            throw Failure(description: "\(path): \(response.status) \(String(decoding: response.body, as: UTF8.self))")
        }
        return try JSONSerialization.jsonObject(with: response.body) as? [String: Any] ?? [:]
    }

    func entries(start: Int = 0, count: Int = 100, name: String? = nil, search: String? = nil) throws -> [[String: Any]]
    {
        var query = ["start": "\(start)", "count": "\(count)"]
        if let name { query["name"] = name }
        if let search { query["q"] = search }
        return try json("/api/entries", query)["entries"] as? [[String: Any]] ?? []
    }

    /// `field: before -> after` for each change of the action at `position`.
    func changes(at position: Int) throws -> [String] {
        let changes = try json("/api/action", ["position": "\(position)"])["changes"] as? [[String: Any]] ?? []
        return changes.map { change in
            "\(change["field"]!): \(Self.text(change["before"]!)) -> \(Self.text(change["after"]!))"
        }
    }

    func state(after count: Int) throws -> [String: Any] {
        try json("/api/state", ["after": "\(count)"])["state"] as? [String: Any] ?? [:]
    }

    static func text(_ value: Any) -> String {
        guard
            let data = try? JSONSerialization.data(
                withJSONObject: value, options: [.fragmentsAllowed, .sortedKeys, .withoutEscapingSlashes])
        else { return "\(value)" }
        return String(decoding: data, as: UTF8.self)
    }

    struct Failure: Error, CustomStringConvertible { var description: String }
}
