
/// How long and how much a client may take, as trusted servers bound them (nginx's `client_header_timeout` and
/// `large_client_header_buffers`, Go's `ReadHeaderTimeout`): whatever a client sends, each connection ends in bounded
/// time and memory.
public struct ServerLimits: Sendable {
    /// A request's header must be whole within this many seconds of the connection opening or of the previous answer
    /// on it (so an idle keep-alive connection closes after it too).
    public var headerSeconds: Int64
    /// A request's body must be whole within this many seconds of its header.
    public var bodySeconds: Int64
    /// The most bytes a request's header may have; more is answered 431.
    public var maximumHeaderBytes: Int
    /// The most connections open at once; one more is answered 503 and closed.
    public var maximumConnections: Int
    /// The most connections one client address may hold (three times as many once it is trusted: the teacher signed
    /// in from it, or a learner's token came from it).
    public var maximumPerAddress: Int

    public init(
        headerSeconds: Int64 = 20, bodySeconds: Int64 = 20, maximumHeaderBytes: Int = 16 * 1024, maximumConnections: Int = 200,
        maximumPerAddress: Int = 64
    ) {
        self.maximumPerAddress = max(1, maximumPerAddress)
        self.headerSeconds = max(1, headerSeconds)
        self.bodySeconds = max(1, bodySeconds)
        self.maximumHeaderBytes = max(1024, maximumHeaderBytes)
        self.maximumConnections = max(1, maximumConnections)
    }
}
