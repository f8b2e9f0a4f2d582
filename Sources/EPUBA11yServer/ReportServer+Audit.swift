import EPUBA11y
import Foundation
import Logging

extension ReportServer {
    /// How an audit request ended once its body had arrived.
    enum AuditOutcome: Sendable {
        case busy
        case timedOut
        case finished(Result<Report, EPUBError>)
    }

    /// Takes an audit slot (or answers busy), logs the request id and the upload, then audits
    /// within `auditTimeout`. The log line comes first on purpose: if a book crashes the process,
    /// the last line names the request that did it.
    func audit(_ bytes: [UInt8], name: String, logger: Logger) async -> AuditOutcome {
        guard await limiter.acquire() else { return .busy }
        logger.info("audit starting: \(bytes.count) bytes, name \(Self.loggable(name))")
        let inspector = self.inspector, limiter = self.limiter
        // Unstructured, so a 504 goes out at the deadline while the audit runs on to its end
        // (every book is bounded by the container limits); its slot is freed only then. On the
        // audit threads, so the handlers keep the cooperative pool to themselves.
        let work = Task(executorPreference: AuditExecutor.shared) { () async -> Result<Report, EPUBError> in
            let result: Result<Report, EPUBError>
            do throws(EPUBError) {
                result = .success(try await inspector.report(for: bytes, name: name))
            } catch {
                result = .failure(error)
            }
            await limiter.release()
            return result
        }
        guard let result = await Deadline.value(of: work, within: configuration.auditTimeout) else { return .timedOut }
        return .finished(result)
    }

    /// A client-supplied string as a log can show it: quoted, escaped (no forged log lines), short.
    static func loggable(_ text: String) -> String {
        String(reflecting: text.count > 120 ? String(text.prefix(120)) + "…" : text)
    }
}
