import NIOCore
import NIOHTTP1
import NIOPosix

/// `GET /healthz` on a port of its own, answered on an event loop thread of its own.
///
/// On the service's port a probe waits behind the uploads: 200 connections landing at once keep
/// the server's event loops and Swift's cooperative pool (where Hummingbird runs every handler)
/// busy reading bodies, and a probe at that moment took up to 107–159 ms (issue #46's goal:
/// under 100 ms). Here nothing but probes arrives, the answer is written by a channel handler on
/// the listener's own thread (no task, no router), so it waits only for a core. The service's
/// own `/healthz` stays, for probes that cannot name another port.
///
/// Every connection gets `headerTimeout` to send a whole request and is closed after its answer
/// unless it asked to be kept alive; any other path gets 404, another method on `/healthz` 405.
public final class HealthListener: Sendable {
    private let group: MultiThreadedEventLoopGroup
    private let channel: any Channel

    /// The port it listens on (the one asked for, or the one the system chose for port 0).
    public var port: Int { channel.localAddress?.port ?? 0 }

    private init(group: MultiThreadedEventLoopGroup, channel: any Channel) {
        self.group = group
        self.channel = channel
    }

    /// Listens on `host:port`. Throws when the address cannot be bound (the port is taken).
    public static func start(host: String, port: Int, headerTimeout: Duration = .seconds(10)) async throws -> HealthListener {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let timeout = TimeAmount(headerTimeout)
        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(.backlog, value: 64)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    let sync = channel.pipeline.syncOperations
                    try sync.addHandler(IdleStateHandler(readTimeout: timeout))
                    try sync.configureHTTPServerPipeline(withErrorHandling: true)
                    try sync.addHandler(HealthResponder())
                }
            }
        do {
            let channel = try await bootstrap.bind(host: host, port: port).get()
            return HealthListener(group: group, channel: channel)
        } catch {
            try? await group.shutdownGracefully()
            throw error
        }
    }

    /// Stops listening and ends the thread.
    public func stop() async {
        try? await channel.close()
        try? await group.shutdownGracefully()
    }
}

/// Answers each request of a connection as it completes.
private final class HealthResponder: ChannelInboundHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private var head: HTTPRequestHead?

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let request):
            head = request
        case .body:
            break
        case .end:
            guard let request = head else { return }
            head = nil
            respond(to: request, context: context)
        }
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        // The whole request did not arrive within the header timeout (or nothing came after an answer).
        if event is IdleStateHandler.IdleStateEvent {
            context.close(promise: nil)
        } else {
            context.fireUserInboundEventTriggered(event)
        }
    }

    private func respond(to request: HTTPRequestHead, context: ChannelHandlerContext) {
        let path = request.uri.split(separator: "?", maxSplits: 1).first.map(String.init) ?? request.uri
        let (status, body, allow): (HTTPResponseStatus, String, String?) =
            path != "/healthz" ? (.notFound, #"{"error":"unknownRoute","reason":"this port serves GET /healthz only"}"#, nil)
            : request.method != .GET && request.method != .HEAD ? (.methodNotAllowed, #"{"error":"methodNotAllowed","reason":"GET /healthz"}"#, "GET, HEAD")
            : (.ok, #"{"status":"ok"}"#, nil)
        var headers = HTTPHeaders([("Content-Type", "application/json"), ("Content-Length", String(body.utf8.count))])
        if let allow { headers.add(name: "Allow", value: allow) }
        let keepAlive = request.isKeepAlive
        headers.add(name: "Connection", value: keepAlive ? "keep-alive" : "close")
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: request.version, status: status, headers: headers))), promise: nil)
        if request.method != .HEAD {
            context.write(wrapOutboundOut(.body(.byteBuffer(context.channel.allocator.buffer(string: body)))), promise: nil)
        }
        let written = context.writeAndFlush(wrapOutboundOut(.end(nil)))
        if !keepAlive {
            let channel = context.channel
            written.whenComplete { _ in channel.close(promise: nil) }
        }
    }
}
