import Foundation

/// What a handler learnt of its request that its response does not say: the body bytes received
/// and how an audit request ended. Filled by the handler, read once it has answered by
/// ``RequestObserver`` for the request's log line. A class, as a handler gets its context by value.
final class RequestRecord: @unchecked Sendable {
    private let lock = NSLock()
    private var _receivedBytes = 0
    private var _endpoint: ServiceMetrics.Endpoint?
    private var _outcome: ServiceMetrics.Outcome?

    /// Body bytes received.
    var receivedBytes: Int { lock.withLock { _receivedBytes } }
    /// The audit endpoint the request went to, once known.
    var endpoint: ServiceMetrics.Endpoint? { lock.withLock { _endpoint } }
    /// How the audit request ended, once it has.
    var outcome: ServiceMetrics.Outcome? { lock.withLock { _outcome } }

    func received(_ bytes: Int) { lock.withLock { _receivedBytes = bytes } }

    func ended(_ outcome: ServiceMetrics.Outcome, at endpoint: ServiceMetrics.Endpoint) {
        lock.withLock { (_outcome, _endpoint) = (outcome, endpoint) }
    }
}
