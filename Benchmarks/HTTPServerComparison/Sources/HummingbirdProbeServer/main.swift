import Foundation
import Hummingbird

// Serves a window of 100 timeline entries on /api/entries, shaped as the
// inspector's, with Hummingbird's default configuration on 127.0.0.1:PORT,
// and prints its address as storegen-inspector does, so the same probe
// scripts run against both.
let port = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 8181 : 8181
let entries = (0..<100).map { position in
    #"""
    {"position":\#(position),"name":"set","seq":\#(position + 1),"t":\#(position + 1),\#
    "params":"{\"n\":\#(position + 1)}"}
    """#
}
let body = #"{"total":1000,"start":0,"entries":["# + entries.joined(separator: ",") + "]}"

let router = Router()
router.get("/api/entries") { _, _ -> Response in
    Response(
        status: .ok, headers: [.contentType: "application/json"],
        body: .init(byteBuffer: ByteBuffer(string: body)))
}
let app = Application(
    router: router,
    configuration: .init(address: .hostname("127.0.0.1", port: port)),
    onServerRunning: { _ in
        FileHandle.standardOutput.write(Data("hummingbird: serving at http://127.0.0.1:\(port)/?token=none\n".utf8))
    })
try await app.runService()
