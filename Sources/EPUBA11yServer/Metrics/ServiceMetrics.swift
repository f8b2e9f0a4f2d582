import CoreMetrics
import EPUBA11y
import Foundation
import Metrics
import Prometheus

/// What the service counts, recorded through swift-metrics and exposed at `GET /metrics` in
/// Prometheus's text format by swift-prometheus (docs/guide/service.md, "Metrics", lists every name).
/// Each server has its own registry rather than the process-wide `MetricsSystem`, so a program
/// that embeds the service keeps its own metrics backend, and two servers in one process (the
/// tests) count apart. Every counter an operator alerts on exists from the start at zero, so a
/// rate is defined before the first event.
public final class ServiceMetrics: Sendable {
    /// The audit endpoints, as the `endpoint` label names them.
    public enum Endpoint: String, Sendable, CaseIterable {
        case reports
        case suggestions
        /// `POST /v1/reports?view=display-guide`: the package document only, no audit slot.
        case displayGuide = "display-guide"
    }

    /// How a request to an audit endpoint ended, as the `outcome` label names it. A finished
    /// report counts under its verdict (`fails`, `no-automated-failures`, `cannot-be-assessed`).
    public enum Outcome: Sendable, Hashable {
        case verdict(ConformanceAssessment.Verdict)
        /// `POST /v1/suggestions` answered with its suggestion.
        case suggested
        /// The Display Guide view answered.
        case displayed
        /// 400: an unknown `format`, `profile`, `lang` or `view`.
        case badRequest
        /// 400 `incompleteUpload`: the client stopped sending.
        case abandoned
        /// 400 `malformedUpload`: broken HTTP framing.
        case malformed
        /// 408: the body did not arrive in time.
        case uploadTimeout
        /// 413: the body is larger than the limit.
        case tooLarge
        /// 422: the book cannot be opened.
        case unreadable
        /// 503: every audit slot was taken.
        case busy
        /// 504: the audit took longer than the limit.
        case timeout

        var label: String {
            switch self {
            case .verdict(let verdict): verdict.rawValue
            case .suggested: "suggested"
            case .displayed: "displayed"
            case .badRequest: "bad-request"
            case .abandoned: "abandoned"
            case .malformed: "malformed"
            case .uploadTimeout: "upload-timeout"
            case .tooLarge: "too-large"
            case .unreadable: "unreadable"
            case .busy: "busy"
            case .timeout: "timeout"
            }
        }

        static let failures: [Outcome] = [.badRequest, .abandoned, .malformed, .uploadTimeout, .tooLarge, .unreadable, .busy, .timeout]

        /// The outcomes an endpoint can have: those counters are made at zero up front.
        static func possible(at endpoint: Endpoint) -> [Outcome] {
            switch endpoint {
            case .reports: ConformanceAssessment.Verdict.allCases.map(Outcome.verdict) + failures
            case .suggestions: [.suggested] + failures
            case .displayGuide: [.displayed, .badRequest, .abandoned, .malformed, .uploadTimeout, .tooLarge, .unreadable]
            }
        }
    }

    /// The metric names, and what each one's `# HELP` line says.
    enum Name {
        static let audits = "epub_a11y_audits_total"
        static let auditDuration = "epub_a11y_audit_duration_seconds"
        static let requestDuration = "epub_a11y_http_request_duration_seconds"
        static let receivedBytes = "epub_a11y_received_bytes_total"
        static let slotsInUse = "epub_a11y_audit_slots_in_use"
        static let slotsLimit = "epub_a11y_audit_slots_limit"
        static let uploadsReceiving = "epub_a11y_uploads_receiving"
        static let buildInfo = "epub_a11y_build_info"
        static let residentMemory = "process_resident_memory_bytes"
        static let startTime = "process_start_time_seconds"
    }

    static let descriptions: [String: DescribedPrometheusFactory.Description] = [
        Name.audits: .init("Requests to an audit endpoint by how they ended: the report's verdict, or why there was none (400, 408, 413, 422, 503, 504)."),
        Name.auditDuration: .init("Time an audit held its slot, from the start of the audit to its end (also for audits answered 504, which run on).",
                                  buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120].map(Duration.seconds)),
        Name.requestDuration: .init("Time from a request's head to its response, body upload included, by route, method and status.",
                                    buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120].map(Duration.seconds)),
        Name.receivedBytes: .init("Bytes of request bodies received by the audit endpoints, refused and cut-short uploads included."),
        Name.slotsInUse: .init("Audits running now (each holds a slot until it ends, even after a 504)."),
        Name.slotsLimit: .init("Audit slots (--max-concurrent); an upload finding none free gets 503. Uploads never queue for a slot."),
        Name.uploadsReceiving: .init("Request bodies being received now (they hold no audit slot)."),
        Name.buildInfo: .init("Always 1; the version label says which epub-a11y this is."),
        Name.residentMemory: .init("Resident memory size in bytes, read from /proc/self/statm at each scrape."),
        Name.startTime: .init("Start time of the process since the Unix epoch, in seconds."),
    ]

    /// The registry `/metrics` writes out.
    public let registry: PrometheusCollectorRegistry
    private let factory: DescribedPrometheusFactory
    private let audits: [Endpoint: [Outcome: CoreMetrics.Counter]]
    private let auditDurations: [Endpoint: CoreMetrics.Timer]
    private let received: [Endpoint: CoreMetrics.Counter]
    let slotsInUse: CoreMetrics.Meter
    let uploadsReceiving: CoreMetrics.Meter
    private let residentMemory: CoreMetrics.Gauge
    /// The request histograms made so far, by route, method and status: made once each, not per
    /// request (a registry lookup under its lock and a new handle every time).
    private let requestTimers = LockedTimers()

    /// Metrics in a registry of their own (by default a new one).
    public init(registry: PrometheusCollectorRegistry = PrometheusCollectorRegistry()) {
        let factory = DescribedPrometheusFactory(registry: registry, descriptions: Self.descriptions)
        self.registry = registry
        self.factory = factory
        var audits: [Endpoint: [Outcome: CoreMetrics.Counter]] = [:]
        var durations: [Endpoint: CoreMetrics.Timer] = [:]
        var received: [Endpoint: CoreMetrics.Counter] = [:]
        for endpoint in Endpoint.allCases {
            for outcome in Outcome.possible(at: endpoint) {
                audits[endpoint, default: [:]][outcome] = Counter(
                    label: Name.audits, dimensions: [("endpoint", endpoint.rawValue), ("outcome", outcome.label)], factory: factory)
            }
            received[endpoint] = Counter(label: Name.receivedBytes, dimensions: [("endpoint", endpoint.rawValue)], factory: factory)
            if endpoint != .displayGuide {
                durations[endpoint] = Timer(label: Name.auditDuration, dimensions: [("endpoint", endpoint.rawValue)], factory: factory)
            }
        }
        (self.audits, self.auditDurations, self.received) = (audits, durations, received)
        slotsInUse = Meter(label: Name.slotsInUse, factory: factory)
        uploadsReceiving = Meter(label: Name.uploadsReceiving, factory: factory)
        residentMemory = Gauge(label: Name.residentMemory, factory: factory)
        Gauge(label: Name.buildInfo, dimensions: [("version", Report.toolVersion)], factory: factory).record(1)
        Gauge(label: Name.startTime, factory: factory).record(ProcessClock.startTime)
    }

    /// Says how many audit slots there are (once, when the server is made).
    func setSlotLimit(_ limit: Int) {
        Gauge(label: Name.slotsLimit, factory: factory).record(limit)
    }

    /// One request to an audit endpoint ended so.
    func count(_ outcome: Outcome, at endpoint: Endpoint) {
        if let counter = audits[endpoint]?[outcome] {
            counter.increment()
        } else {  // not expected at this endpoint: counted all the same, never dropped
            Counter(label: Name.audits, dimensions: [("endpoint", endpoint.rawValue), ("outcome", outcome.label)], factory: factory).increment()
        }
    }

    /// An audit held its slot this long.
    func recordAudit(_ duration: Duration, at endpoint: Endpoint) {
        auditDurations[endpoint]?.recordSeconds(duration.seconds)
    }

    /// Body bytes received at an endpoint.
    func received(_ bytes: Int, at endpoint: Endpoint) {
        if bytes > 0 { received[endpoint]?.increment(by: bytes) }
    }

    /// A request was answered. `route` is the router's pattern (`/v1/rules/{id}`), never the
    /// request's path, so a scan of random paths adds no series.
    func recordRequest(route: String, method: String, status: Int, duration: Duration) {
        let key = "\(route) \(method) \(status)"
        let timer = requestTimers.withLock { (timers: inout [String: CoreMetrics.Timer]) -> CoreMetrics.Timer in
            if let timer = timers[key] { return timer }
            let timer = Timer(label: Name.requestDuration, dimensions: [("route", route), ("method", method), ("status", String(status))],
                              factory: factory)
            timers[key] = timer
            return timer
        }
        timer.recordSeconds(duration.seconds)
    }

    /// The exposition `GET /metrics` answers: the gauges read at scrape time are read first.
    public func exposition() -> String {
        if let bytes = ProcessClock.residentBytes() { residentMemory.record(bytes) }
        return registry.emitToString()
    }
}

extension Duration {
    /// The duration in seconds, as a Double.
    var seconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
    }
}

/// The request histograms by key, behind a lock (`Mutex` needs macOS 15; the package supports 14).
private final class LockedTimers: @unchecked Sendable {
    private let lock = NSLock()
    private var timers: [String: CoreMetrics.Timer] = [:]

    func withLock<Value>(_ body: (inout [String: CoreMetrics.Timer]) -> Value) -> Value {
        lock.withLock { body(&timers) }
    }
}
