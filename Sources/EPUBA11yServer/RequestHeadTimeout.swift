import HummingbirdCore
import NIOCore
import NIOHTTPTypes

/// Closes a connection whose request head (request line and headers) is not complete in time:
/// `first` after the connection opens, `next` after each response (a kept-alive connection's
/// next request). The idle timeout alone let a client send one header byte every few seconds
/// and hold a connection for ever ("slowloris"): bytes kept arriving, so it was never idle, and
/// the body's deadline (`UploadReader`) starts only once the head is read.
///
/// Placed after the HTTP decoder (Hummingbird's `additionalChannelHandlers`), it sees a request
/// only once its head is whole: the head's arrival disarms it, the end of the response it caused
/// arms it again. Between the two, the body's deadline and the audit's bound the request.
final class RequestHeadTimeout: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let first: TimeAmount
    private let next: TimeAmount
    private var pending: Scheduled<Void>?

    /// `first`: the head of a connection's first request; `next`: each later one's, counted from
    /// the previous response (as long as the idle timeout, so a pooled client's pause is not cut short).
    init(first: TimeAmount, next: TimeAmount) {
        self.first = first
        self.next = next
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { arm(context, in: first) }
    }

    func channelActive(context: ChannelHandlerContext) {
        if pending == nil { arm(context, in: first) }
        context.fireChannelActive()
    }

    func handlerRemoved(context: ChannelHandlerContext) { disarm() }

    func channelInactive(context: ChannelHandlerContext) {
        disarm()
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case .head = unwrapInboundIn(data) { disarm() }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data) { arm(context, in: next) }
        context.write(data, promise: promise)
    }

    private func arm(_ context: ChannelHandlerContext, in delay: TimeAmount) {
        disarm()
        // On the channel's own event loop, as every call of a handler is: the close needs no hop.
        pending = context.eventLoop.assumeIsolated().scheduleTask(in: delay) {
            context.close(promise: nil)
        }
    }

    private func disarm() {
        pending?.cancel()
        pending = nil
    }
}
