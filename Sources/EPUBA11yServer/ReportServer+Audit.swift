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
        /// The report and its rendered response.
        case finished(Report, Response)
    }

    /// Takes an audit slot (or answers busy), logs the request id and the upload, then audits
    /// within `auditTimeout` (judged by `profile`, nil: the book's claim) and renders the report in `format`. The log line comes first on
    /// purpose: if a book crashes the process, the last line names the request that did it.
    func audit(_ bytes: [UInt8], name: String, format: ReportFormat, profile: ConformanceProfile?, logger: Logger) async -> AuditOutcome {
        guard await limiter.acquire() else { return .busy }
        logger.info("audit starting: \(bytes.count) bytes, name \(Self.loggable(name))")
        var options = self.inspector.options
        if let profile { options.profile = profile }
        let inspector = AccessibilityInspector(options: options), limiter = self.limiter
        // Unstructured, so a 504 goes out at the deadline while the audit runs on to its end
        // (every book is bounded by the container limits); its slot is freed only then. On the
        // audit threads, rendering included (a large report takes tens of milliseconds to
        // encode), so the handlers keep the cooperative pool to themselves.
        let work = Task(executorPreference: AuditExecutor.shared) { () async -> AuditOutcome in
            let outcome: AuditOutcome
            do throws(EPUBError) {
                let report = try await inspector.report(for: bytes, name: name)
                outcome = .finished(report, Self.render(report, format: format))
            } catch {
                outcome = .failed(error)
            }
            await limiter.release()
            return outcome
        }
        return await Deadline.value(of: work, within: configuration.auditTimeout) ?? .timedOut
    }

    /// A client-supplied string as a log can show it: quoted, escaped (no forged log lines), short.
    static func loggable(_ text: String) -> String {
        String(reflecting: text.count > 120 ? String(text.prefix(120)) + "…" : text)
    }
}
