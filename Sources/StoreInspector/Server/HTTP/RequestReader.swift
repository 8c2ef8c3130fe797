import FlyingSocks

/// Reads one connection's requests: bytes until a head is complete (never
/// more than `ServerLimits` allows), parsed. Bytes after a head (a
/// pipelined request) are kept for the next one. Used by one task at a time.
final class RequestReader: @unchecked Sendable {
    private let socket: AsyncSocket
    private let limits: ServerLimits
    private var buffer: [UInt8] = []

    /// What a connection sends next.
    enum Next: Sendable {
        case request(RequestHeadParser.Parsed)
        /// Answered with `status` and closed.
        case refused(status: Int, message: String)
        /// The client closed the connection.
        case closed
    }

    init(socket: AsyncSocket, limits: ServerLimits) {
        self.socket = socket
        self.limits = limits
    }

    static let readSize = 4_096

    func next() async throws -> Next {
        var scanner = RequestHeadScanner(limits: limits)
        while true {
            switch scanner.scan(buffer) {
            case .complete(let length):
                let head = buffer[..<length]
                buffer.removeFirst(length)
                do {
                    return .request(try RequestHeadParser.parse(head))
                } catch {
                    return .refused(status: 400, message: "bad request: \(error.message)")
                }
            case .tooLong(status: 414):
                return .refused(status: 414, message: "the request line is longer than \(limits.maxRequestLine) bytes")
            case .tooLong(let status):
                return .refused(status: status, message: "the request head is longer than \(limits.maxHeadBytes) bytes")
            case .needMore:
                do {
                    buffer += try await socket.read(atMost: Self.readSize)
                } catch SocketError.disconnected {
                    return .closed
                }
            }
        }
    }
}
