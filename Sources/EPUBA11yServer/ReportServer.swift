import EPUBA11y
import Foundation
import Hummingbird
import Logging

/// The HTTP service a reading-app backend calls: `POST /v1/reports` with the EPUB's bytes as
/// the body, the rule catalogue, and a health check. Nothing is written to disk; every request
/// logs with its request id (Hummingbird's `hb.request.id`).
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
        /// An audit that takes longer gets 504; the work it started is abandoned.
        public var auditTimeout: Duration

        /// Builds a configuration; defaults: local port 8080, 100 MiB uploads, two audits per core, 60 s timeout.
        public init(host: String = "127.0.0.1", port: Int = 8080, maxUploadBytes: Int = 100 << 20,
                    maxConcurrentAudits: Int = ProcessInfo.processInfo.activeProcessorCount * 2,
                    auditTimeout: Duration = .seconds(60)) {
            self.host = host
            self.port = port
            self.maxUploadBytes = maxUploadBytes
            self.maxConcurrentAudits = maxConcurrentAudits
            self.auditTimeout = auditTimeout
        }
    }

    /// Listening address and limits.
    public let configuration: Configuration
    /// The inspector that audits each upload.
    public let inspector: AccessibilityInspector
    private let limiter: AuditLimiter

    /// Builds a server; `configuration.maxConcurrentAudits` sizes the audit limiter.
    public init(configuration: Configuration = Configuration(), inspector: AccessibilityInspector = AccessibilityInspector()) {
        self.configuration = configuration
        self.inspector = inspector
        self.limiter = AuditLimiter(limit: configuration.maxConcurrentAudits)
    }

    /// The application, ready for `runService()` (or for HummingbirdTesting).
    public func application(logger: Logger = Logger(label: "epub-a11y.serve")) -> some ApplicationProtocol {
        Application(router: router(), configuration: .init(address: .hostname(configuration.host, port: configuration.port),
                                                           serverName: "epub-a11y"),
                    logger: logger)
    }

    func router() -> Router<BasicRequestContext> {
        let router = Router()
        router.get("/healthz") { _, _ in Self.json(.ok, ["status": "ok"]) }
        router.get("/v1/rules") { _, _ in Self.json(.ok, RuleRegistry.all.map { RuleSummary($0.description) }) }
        router.get("/v1/rules/:id") { _, context in
            guard let id = context.parameters.get("id"), let rule = RuleRegistry.rule(id: id) else {
                return Self.error(.notFound, kind: "unknownRule", reason: "no rule has this id; GET /v1/rules lists them")
            }
            return Self.json(.ok, RuleDetail(rule.description))
        }
        router.post("/v1/reports") { request, context in try await self.report(request, context: context) }
        return router
    }

    private func report(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let format = request.uri.queryParameters.get("format") ?? "json"
        guard ["json", "html", "earl"].contains(format) else {
            return Self.error(.badRequest, kind: "badFormat", reason: "format must be json, html or earl")
        }
        let view = request.uri.queryParameters.get("view")
        guard view == nil || view == "display-guide" else {
            return Self.error(.badRequest, kind: "badView", reason: "view must be display-guide (or absent)")
        }
        var request = request
        let body: ByteBuffer
        do {
            body = try await request.collectBody(upTo: configuration.maxUploadBytes)
        } catch {
            context.logger.notice("upload refused: larger than \(configuration.maxUploadBytes) bytes")
            return Self.error(.contentTooLarge, kind: "uploadTooLarge", reason: "the upload is larger than \(configuration.maxUploadBytes) bytes")
        }
        let bytes = [UInt8](buffer: body)
        let name = request.uri.queryParameters.get("name") ?? "upload.epub"
        if view == "display-guide" {  // package document only: cheap, no audit slot needed
            do {
                return Self.json(.ok, try inspector.displayGuide(for: bytes, name: name))
            } catch {
                return Self.unprocessable(error, logger: context.logger)
            }
        }
        guard await limiter.acquire() else {
            context.logger.notice("busy: \(configuration.maxConcurrentAudits) audits already running")
            var response = Self.error(.serviceUnavailable, kind: "busy", reason: "too many audits in progress; retry shortly")
            response.headers[.retryAfter] = "1"
            return response
        }
        let started = ContinuousClock.now
        let inspector = self.inspector
        let outcome: Result<Report, EPUBError>? = await Self.withTimeout(configuration.auditTimeout) { () async -> Result<Report, EPUBError> in
            do throws(EPUBError) { return .success(try await inspector.report(for: bytes, name: name)) } catch { return .failure(error) }
        }
        // Released before the response is written, so a client's next request finds its slot free.
        await limiter.release()
        switch outcome {
        case nil:
            context.logger.warning("audit timed out after \(configuration.auditTimeout)")
            return Self.error(.gatewayTimeout, kind: "timeout", reason: "the audit took longer than \(configuration.auditTimeout)")
        case .failure(let error)?:
            return Self.unprocessable(error, logger: context.logger)
        case .success(let report)?:
            context.logger.info("audited \(bytes.count) bytes: \(report.verdict.rawValue), \(report.findings.count) findings in \(ContinuousClock.now - started)")
            switch format {
            case "html":
                return Response(status: .ok, headers: [.contentType: "text/html; charset=utf-8"],
                                body: .init(byteBuffer: ByteBuffer(string: HTMLReportRenderer.render(report))))
            case "earl":
                return Self.text(.ok, try EARLRenderer.render(report), contentType: "application/ld+json")
            default:
                return Self.text(.ok, try JSONOutput.encode(report), contentType: "application/json")
            }
        }
    }
}
