import Foundation

/// The page's files, shipped as this module's resources: no build step, no
/// CDN. The HTML gets this run's token where it names its script and style.
struct PageFiles: Sendable {
    private let files: [String: Data]

    /// Reads the files once, at start.
    init() throws(InspectorError) {
        var files: [String: Data] = [:]
        for name in ["index.html", "inspector.js", "inspector.css"] {
            let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
            guard let url = Bundle.module.url(forResource: parts[0], withExtension: parts[1], subdirectory: "Page"),
                let data = try? Data(contentsOf: url)
            else { throw .unreadable(name, "the inspector's page is missing from its resources") }
            files[name] = data
        }
        self.files = files
    }

    func index(token: String) -> InspectorResponse {
        // The token is hex digits, so it cannot break out of the attribute.
        let html = String(decoding: files["index.html"] ?? Data(), as: UTF8.self)
            .replacingOccurrences(of: "{{token}}", with: token)
        return InspectorResponse(status: 200, contentType: "text/html; charset=utf-8", body: Data(html.utf8))
    }

    func file(_ name: String) -> InspectorResponse {
        guard let data = files[name] else { return .error(404, "no such file") }
        let type = name.hasSuffix(".js") ? "text/javascript; charset=utf-8" : "text/css; charset=utf-8"
        return InspectorResponse(status: 200, contentType: type, body: data)
    }
}
