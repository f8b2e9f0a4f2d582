import EPUBA11y
import Foundation
import Hummingbird
import Logging

extension ReportServer {
    /// How an audit request ended once its body had arrived.
    enum AuditOutcome: Sendable {
        case busy
        case timedOut
        case failed(EPUBError)
        /// What to log of the result (a verdict and counts), what to count it as, and the rendered response.
        case finished(String, ServiceMetrics.Outcome, Response)
    }

    /// Takes an audit slot (or answers busy), logs the request id and the upload, then audits
    /// within `auditTimeout` (judged by `profile`, nil: the book's claim) and renders the report in `format`. The log line comes first on
    /// purpose: if a book crashes the process, the last line names the request that did it.
    func audit(_ bytes: [UInt8], name: String, format: ReportFormat, profile: ConformanceProfile?,
               locale: AccessibilityInspector.Options.Locale = .englishUS, logger: Logger) async -> AuditOutcome {
        await audit(bytes, name: name, profile: profile, locale: locale, logger: logger) { inspector throws(EPUBError) in
            let report = try await inspector.report(for: bytes, name: name)
            return ("\(report.verdict.rawValue), \(report.findings.count) findings", .verdict(report.verdict), Self.render(report, format: format))
        }
    }

    /// ``audit(_:name:format:profile:locale:logger:)`` with what is made of the book given by `produce`
    /// (a report, a metadata suggestion): the same slot, deadline and executor.
    func audit(
        _ bytes: [UInt8], name: String, profile: ConformanceProfile?, locale: AccessibilityInspector.Options.Locale = .englishUS,
        endpoint: ServiceMetrics.Endpoint = .reports, logger: Logger,
        produce: @escaping @Sendable (AccessibilityInspector) async throws(EPUBError) -> (String, ServiceMetrics.Outcome, Response)
    ) async -> AuditOutcome {
        guard await limiter.acquire() else { return .busy }
        logger.info("audit starting: \(bytes.count) bytes, name \(Self.loggable(name))")
        var options = self.inspector.options
        if let profile { options.profile = profile }
        options.locale = locale
        let inspector = AccessibilityInspector(options: options), limiter = self.limiter, metrics = self.metrics
        let deadline = ContinuousClock.now + configuration.auditTimeout  // before the audit can start
        // Unstructured, so a 504 goes out at the deadline while the audit runs on to its end
        // (every book is bounded by the container limits); its slot is freed only then. On the
        // audit threads, rendering included (a large report takes tens of milliseconds to
        // encode), so the handlers keep the cooperative pool to themselves.
        let work = Task(executorPreference: AuditExecutor.shared) { () async -> AuditOutcome in
            let outcome: AuditOutcome
            let started = ContinuousClock.now
            do throws(EPUBError) {
                let (summary, counted, response) = try await produce(inspector)
                outcome = .finished(summary, counted, response)
            } catch {
                outcome = .failed(error)
            }
            metrics.recordAudit(ContinuousClock.now - started, at: endpoint)
            await limiter.release()
            return outcome
        }
        return await Deadline.value(of: work, until: deadline) ?? .timedOut
    }

    /// The response to an audit's outcome, logged.
    func respond(_ outcome: AuditOutcome, at endpoint: ServiceMetrics.Endpoint, bytes: Int, started: ContinuousClock.Instant,
                 context: ConnectionContext) -> Response {
        switch outcome {
        case .busy:
            ended(.busy, at: endpoint, context: context)
            context.logger.notice("busy: \(configuration.maxConcurrentAudits) audits already running")
            var response = Self.error(.serviceUnavailable, kind: "busy", reason: "too many audits in progress; retry shortly")
            response.headers[.retryAfter] = "1"
            return response
        case .timedOut:
            ended(.timeout, at: endpoint, context: context)
            context.logger.warning("audit timed out after \(configuration.auditTimeout)")
            return Self.error(.gatewayTimeout, kind: "timeout", reason: "the audit took longer than \(configuration.auditTimeout)")
        case .failed(let error):
            ended(.unreadable, at: endpoint, context: context)
            return Self.unprocessable(error, logger: context.logger)
        case .finished(let summary, let counted, let response):
            ended(counted, at: endpoint, context: context)
            context.logger.info("audited \(bytes) bytes: \(summary) in \(ContinuousClock.now - started)")
            return response
        }
    }

    /// A client-supplied string as a log can show it: quoted, escaped (no forged log lines), short.
    static func loggable(_ text: String, quoted: Bool = true) -> String {
        let short = text.count > 120 ? String(text.prefix(120)) + "…" : text
        guard !quoted else { return String(reflecting: short) }
        // Unquoted (a path): only the escapes, so a line break or quote cannot forge a field.
        return String(String(reflecting: short).dropFirst().dropLast())
    }
}
