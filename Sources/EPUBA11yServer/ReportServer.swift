import EPUBA11y
import Foundation
import Hummingbird
import Logging
import NIOCore

/// The HTTP service a reading-app backend calls: `POST /v1/reports` with the EPUB's bytes as
/// the body, the rule catalogue, and a health check. Nothing is written to disk; every request
/// logs with its request id (Hummingbird's `hb.request.id`), and every audit logs a line with it
/// before it starts.
public struct ReportServer: Sendable {
    /// Where the server listens and how much work it accepts.
    public struct Configuration: Sendable {
        /// Address to bind; `127.0.0.1` keeps the service local.
        public var host: String
        /// TCP port to listen on.
        public var port: Int
        /// Larger bodies get 413 with a JSON error.
        public var maxUploadBytes: Int
        /// Audits running at once; further uploads get 503 with `Retry-After` instead of queueing.
        public var maxConcurrentAudits: Int
        /// An audit that takes longer gets 504; the audit runs on to its end and keeps its slot till then.
        public var auditTimeout: Duration
        /// A body that has not fully arrived in this time gets 408 and its connection is closed.
        /// A connection on which nothing arrives for twice this time is closed.
        public var requestTimeout: Duration
        /// A connection whose first request head (request line and headers) has not fully arrived
        /// this long after it opened is closed, however slowly its bytes keep coming; a later
        /// request's head has twice ``requestTimeout`` from the previous response.
        public var headerTimeout: Duration

        /// Builds a configuration; defaults: local port 8080, 100 MiB uploads, two audits per
        /// core, 60 s per audit, 30 s to receive a body, 10 s to receive the first request's head.
        public init(host: String = "127.0.0.1", port: Int = 8080, maxUploadBytes: Int = 100 << 20,
                    maxConcurrentAudits: Int = ProcessInfo.processInfo.activeProcessorCount * 2,
                    auditTimeout: Duration = .seconds(60), requestTimeout: Duration = .seconds(30),
                    headerTimeout: Duration = .seconds(10)) {
            self.host = host
            self.port = port
            self.maxUploadBytes = maxUploadBytes
            self.maxConcurrentAudits = maxConcurrentAudits
            self.auditTimeout = auditTimeout
            self.requestTimeout = requestTimeout
            self.headerTimeout = headerTimeout
        }
    }

    /// Listening address and limits.
    public let configuration: Configuration
    /// The inspector that audits each upload.
    public let inspector: AccessibilityInspector
    /// What the server counts, served at `GET /metrics`.
    public let metrics: ServiceMetrics
    let limiter: AuditLimiter
    private let heap = HeapTrimmer()

    /// Builds a server; `configuration.maxConcurrentAudits` sizes the audit limiter. `metrics`:
    /// where it counts (by default a registry of its own).
    public init(configuration: Configuration = Configuration(), inspector: AccessibilityInspector = AccessibilityInspector(),
                metrics: ServiceMetrics = ServiceMetrics()) {
        self.configuration = configuration
        self.inspector = inspector
        self.metrics = metrics
        self.limiter = AuditLimiter(limit: configuration.maxConcurrentAudits, inUse: metrics.slotsInUse)
        metrics.setSlotLimit(limiter.limit)
    }

    /// Tunes the process's memory allocator for a long-running service: at most `arenas` glibc
    /// malloc arenas, so the memory a burst of uploads used can be handed back once it is over
    /// (the server trims the heap after 3 quiet seconds). Process-wide; call once, before serving.
    /// Does nothing where the C library is not glibc.
    public static func tuneAllocatorForService(arenas: Int = 2) {
        HeapTrimmer.limitArenas(to: arenas)
    }

    /// The application, ready for `runService()` (or for the tests, which run it live on a port of their own).
    public func application(logger: Logger = Logger(label: "epub-a11y.serve")) -> some ApplicationProtocol {
        // The idle timeout closes connections that send nothing (before or between requests); a
        // body that trickles in is bounded by `requestTimeout` in `UploadReader` instead. Twice
        // as long, so a stalled body gets its 408 before the idle close would cut it off. A head
        // that trickles in is bounded by `RequestHeadTimeout`.
        let idle = TimeAmount(configuration.requestTimeout * 2), head = TimeAmount(configuration.headerTimeout)
        return Application(router: router(),
                           server: .http1(configuration: .init(additionalChannelHandlers: [RequestHeadTimeout(first: head, next: idle)],
                                                               idleTimeout: idle)),
                           configuration: .init(address: .hostname(configuration.host, port: configuration.port),
                                                serverName: "epub-a11y"),
                           logger: logger)
    }

    func router() -> Router<ConnectionContext> {
        let router = Router(context: ConnectionContext.self)
        router.add(middleware: RequestObserver(metrics: metrics))  // first: it sees every request, 404s included
        router.get("/healthz") { _, _ in Self.json(.ok, ["status": "ok"]) }
        router.get("/metrics") { _, _ in
            Self.text(.ok, metrics.exposition(), contentType: "text/plain; version=0.0.4; charset=utf-8", newline: false)
        }
        router.get("/v1/rules") { _, _ in Self.json(.ok, RuleRegistry.all.map { RuleSummary($0.description) }) }
        router.get("/v1/rules/:id") { _, context in
            guard let id = context.parameters.get("id"), let rule = RuleRegistry.rule(id: id) else {
                return Self.error(.notFound, kind: "unknownRule", reason: "no rule has this id; GET /v1/rules lists them")
            }
            return Self.json(.ok, RuleDetail(rule.description))
        }
        router.post("/v1/reports") { request, context in
            await heap.begin()
            let response = await self.report(request, context: context)
            await heap.end()
            return response
        }
        router.post("/v1/suggestions") { request, context in
            await heap.begin()
            let response = await self.suggestion(request, context: context)
            await heap.end()
            return response
        }
        router.get("/openapi.json") { _, _ in Self.text(.ok, OpenAPIDocument.json, contentType: "application/json") }
        router.add(middleware: UnroutedRequestMiddleware<ConnectionContext>())  // last: unrouted requests only
        return router
    }

    private func report(_ request: Request, context: ConnectionContext) async -> Response {
        let view = request.uri.queryParameters.get("view")
        let endpoint: ServiceMetrics.Endpoint = view == "display-guide" ? .displayGuide : .reports
        guard let format = ReportFormat(rawValue: request.uri.queryParameters.get("format") ?? "json") else {
            let formats = ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")
            return badRequest(at: endpoint, context: context, kind: "badFormat", reason: "format must be one of \(formats)")
        }
        var profile: ConformanceProfile?
        if let requested = request.uri.queryParameters.get("profile") {
            guard let known = ConformanceProfile(rawValue: requested) else {
                let profiles = ConformanceProfile.allCases.map(\.rawValue).joined(separator: ", ")
                return badRequest(at: endpoint, context: context, kind: "badProfile",
                                  reason: "profile must be one of \(profiles) (or absent: the book's claim)")
            }
            profile = known
        }
        let language = LanguageNegotiation.choose(query: request.uri.queryParameters.get("lang"),
                                                  acceptLanguage: request.headers[.acceptLanguage])
        guard case .locale(let locale) = language else {
            return badRequest(at: endpoint, context: context, kind: "badLang",
                              reason: "no Display Guide translation for this lang; one of " + DisplayGuideLocalizations.locales.joined(separator: ", "))
        }
        guard view == nil || view == "display-guide" else {
            return badRequest(at: endpoint, context: context, kind: "badView", reason: "view must be display-guide (or absent)")
        }
        let upload = await receive(request, at: endpoint, context: context)
        guard case .complete(let bytes) = upload else { return uploadFailure(upload, at: endpoint, context: context) }
        let name = request.uri.queryParameters.get("name") ?? "upload.epub"
        if view == "display-guide" {  // package document only: cheap, no audit slot needed
            context.logger.info("display guide starting: \(bytes.count) bytes, name \(Self.loggable(name))")
            do {
                var options = inspector.options
                options.locale = locale
                let guide = try AccessibilityInspector(options: options).displayGuide(for: bytes, name: name)
                ended(.displayed, at: endpoint, context: context)
                return Self.localized(Self.json(.ok, guide), locale)
            } catch {
                ended(.unreadable, at: endpoint, context: context)
                return Self.localized(Self.unprocessable(error, logger: context.logger), locale)
            }
        }
        let started = ContinuousClock.now
        let outcome = await audit(bytes, name: name, format: format, profile: profile, locale: locale, logger: context.logger)
        return Self.localized(respond(outcome, at: .reports, bytes: bytes.count, started: started, context: context), locale)
    }

    /// Reads an upload's body (``UploadReader``), counted while it arrives and once it has.
    func receive(_ request: Request, at endpoint: ServiceMetrics.Endpoint, context: ConnectionContext) async -> Upload {
        metrics.uploadsReceiving.increment()
        let upload = await UploadReader(limit: configuration.maxUploadBytes, timeout: configuration.requestTimeout).read(request)
        metrics.uploadsReceiving.decrement()
        metrics.received(upload.receivedBytes, at: endpoint)
        context.record.received(upload.receivedBytes)
        return upload
    }

    /// Counts how a request to an audit endpoint ended, and notes it for its log line.
    func ended(_ outcome: ServiceMetrics.Outcome, at endpoint: ServiceMetrics.Endpoint, context: ConnectionContext) {
        metrics.count(outcome, at: endpoint)
        context.record.ended(outcome, at: endpoint)
    }

    /// 400 for a query parameter out of its set, counted.
    func badRequest(at endpoint: ServiceMetrics.Endpoint, context: ConnectionContext, kind: String, reason: String) -> Response {
        ended(.badRequest, at: endpoint, context: context)
        return Self.error(.badRequest, kind: kind, reason: reason)
    }

    /// The response with the Display Guide's language said, and caches told it depends on the request's.
    static func localized(_ response: Response, _ locale: AccessibilityInspector.Options.Locale) -> Response {
        var response = response
        response.headers[.contentLanguage] = LanguageNegotiation.contentLanguage(locale)
        response.headers[.vary] = "Accept-Language"
        return response
    }
}
