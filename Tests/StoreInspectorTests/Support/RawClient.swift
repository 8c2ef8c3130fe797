import Foundation
import StoreGenTestSupport

/// A client that speaks to a server byte by byte, as a hostile or broken
/// local process would: blocking POSIX sockets, run off the cooperative pool.
final class RawClient: @unchecked Sendable {
    private let descriptor: Int32

    struct Failure: Error, CustomStringConvertible { var description: String }

    /// Connects to 127.0.0.1:`port`. Reads give up after `readLimit` (a
    /// bound for a broken server, not a timing requirement: on a two-core
    /// machine the whole test process has been seen to get no thread for two
    /// minutes while other suites run, so the bound is far above that).
    init(port: UInt16, readLimit: Duration = .seconds(600)) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw Failure(description: "socket: \(String(cString: strerror(errno)))") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(descriptor)
            throw Failure(description: "connect: \(String(cString: strerror(errno)))")
        }
        var limit = timeval(tv_sec: Int(readLimit.components.seconds), tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close(descriptor) }

    /// Sends all of `bytes`; `false` when the server closed first.
    @discardableResult
    func send(_ bytes: Data) async -> Bool {
        await onDedicatedThread {
            bytes.withUnsafeBytes { buffer in
                var sent = 0
                while sent < buffer.count {
                    let count = Glibc.send(
                        self.descriptor, buffer.baseAddress! + sent, buffer.count - sent, Int32(MSG_NOSIGNAL))
                    if count <= 0 { return false }
                    sent += count
                }
                return true
            }
        }
    }

    @discardableResult
    func send(_ text: String) async -> Bool { await send(Data(text.utf8)) }

    /// What the server sends until it closes the connection (or the read
    /// limit passes: then `timedOut`).
    func readToEnd() async -> (data: Data, timedOut: Bool) {
        await onDedicatedThread {
            var data = Data()
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = recv(self.descriptor, &buffer, buffer.count, 0)
                if count > 0 {
                    data.append(contentsOf: buffer[..<count])
                    continue
                }
                return (data, count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
            }
        }
    }

    /// One response's status code (its head and body are read).
    func status() async throws -> Int {
        let head = await onDedicatedThread { () -> String in
            var data = Data()
            var byte: UInt8 = 0
            while !data.suffix(4).elementsEqual(Data("\r\n\r\n".utf8)), recv(self.descriptor, &byte, 1, 0) == 1 {
                data.append(byte)
            }
            let head = String(decoding: data, as: UTF8.self)
            let length =
                head.split(separator: "\r\n").first { $0.lowercased().hasPrefix("content-length:") }
                .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
            for _ in 0..<length where recv(self.descriptor, &byte, 1, 0) == 1 {}
            return head
        }
        let line = String(head.prefix { $0 != "\r" })
        let parts = line.split(separator: " ")
        guard parts.count >= 2, let status = Int(parts[1]) else {
            throw Failure(description: "no status line: \(line.debugDescription)")
        }
        return status
    }
}
