import Hummingbird
import Logging
import NIOCore

/// The request context of the service: Hummingbird's basics plus the request's connection, so a
/// handler that answers before the whole body has arrived (too large, too slow, cut short) can
/// have the connection closed after its response instead of Hummingbird draining the rest of
/// the body, which a hostile client could make last forever.
struct ConnectionContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    private let channel: any Channel
    /// What the handler learnt of the request, for its log line and metrics (``RequestObserver``).
    let record = RequestRecord()

    init(source: ApplicationRequestContextSource) {
        coreContext = CoreRequestContextStorage(source: source)
        channel = source.channel
    }

    /// Closes the connection once the response in flight has been written. It reuses
    /// Hummingbird's graceful-shutdown path (`ChannelShouldQuiesceEvent`: its connection handler
    /// closes after the current response), so the response is still delivered first.
    func closeConnectionAfterResponse() {
        channel.pipeline.fireUserInboundEventTriggered(ChannelShouldQuiesceEvent())
    }

    /// Closes the connection `delay` from now (at once if the response is written by then).
    /// Meanwhile Hummingbird reads and discards what the client still sends: a client that
    /// pushes a refused body is not cut off by a reset before it has read the answer (a
    /// "lingering close"), yet the linger is bounded, however much it sends.
    func closeConnection(after delay: Duration) {
        let channel = self.channel
        channel.eventLoop.scheduleTask(in: TimeAmount(delay)) {
            channel.pipeline.fireUserInboundEventTriggered(ChannelShouldQuiesceEvent())
        }
    }
}
