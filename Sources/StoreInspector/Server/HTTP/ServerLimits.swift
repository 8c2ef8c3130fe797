import Foundation

/// What one client may cost the inspector's server: how long a request head
/// may be, how long a connection may wait for one, how many connections are
/// open at once. Every bound holds before any request is parsed, so a local
/// process sending junk costs time and memory in proportion to these, never
/// to what it sends.
public struct ServerLimits: Sendable {
    /// The longest request line (`GET /api/entries?… HTTP/1.1`); a longer
    /// one gets 414. The page's own requests are a few hundred bytes.
    public var maxRequestLine: Int
    /// The most bytes of a request head (request line and headers); more
    /// gets 431.
    public var maxHeadBytes: Int
    /// How long a connection may take to send a whole request head, counted
    /// from when it opened or its last answer was written, and how long an
    /// answer may take to be taken by the client: an idle, slow or stalled
    /// connection is closed when it passes.
    public var timeout: Duration
    /// The most connections open at once. At the limit a new connection
    /// closes the one that has waited longest for a request (or, when every
    /// connection is being answered, is answered 503 itself).
    public var maxConnections: Int

    public init(
        maxRequestLine: Int = 8_192, maxHeadBytes: Int = 16_384, timeout: Duration = .seconds(10),
        maxConnections: Int = ServerLimits.defaultMaxConnections()
    ) {
        self.maxRequestLine = maxRequestLine
        self.maxHeadBytes = maxHeadBytes
        self.timeout = timeout
        self.maxConnections = maxConnections
    }

    /// Descriptors kept free of connections: the recording, the event queue,
    /// standard streams, and the file a request reads.
    static let reservedDescriptors = 64

    /// 256, or fewer when the process may open fewer descriptors than that
    /// plus `reservedDescriptors`: accepting can then never run out of them.
    public static func defaultMaxConnections() -> Int {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return 256 }
        let available = Int(clamping: limit.rlim_cur)
        return max(4, min(256, available - reservedDescriptors))
    }
}
