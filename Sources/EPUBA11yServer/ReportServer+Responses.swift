import EPUBA11y
import Foundation
import Hummingbird
import Logging

extension ReportServer {
    static func json<T: Encodable>(_ status: HTTPResponse.Status, _ value: T) -> Response {
        do {
            return text(status, try JSONOutput.encode(value), contentType: "application/json")
        } catch {
            return text(.internalServerError, #"{"error":{"kind":"encoding","reason":"the response could not be encoded"}}"#,
                        contentType: "application/json")
        }
    }

    static func text(_ status: HTTPResponse.Status, _ body: String, contentType: String) -> Response {
        Response(status: status, headers: [.contentType: contentType], body: .init(byteBuffer: ByteBuffer(string: body + "\n")))
    }

    /// `{"error": {"status": 413, "kind": "uploadTooLarge", "reason": "…"}}`
    static func error(_ status: HTTPResponse.Status, kind: String, reason: String, file: String? = nil) -> Response {
        json(status, ErrorBody(error: .init(status: status.code, kind: kind, reason: reason, file: file)))
    }

    /// A book that cannot be opened: 422 with the typed error.
    static func unprocessable(_ error: EPUBError, logger: Logger) -> Response {
        logger.notice("unreadable upload: \(error)")
        return self.error(.unprocessableContent, kind: error.kind.rawValue, reason: error.reason, file: error.file)
    }

    /// Runs `work`, or gives up after `timeout` (returns nil); the work itself is not interrupted.
    static func withTimeout<T: Sendable>(_ timeout: Duration, _ work: @escaping @Sendable () async -> T) async -> T? {
        await withTaskGroup(of: T?.self) { group in
            group.addTask { await work() }
            group.addTask {
                try? await Task.sleep(for: timeout)
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
    }
}

struct ErrorBody: Encodable {
    struct Detail: Encodable {
        let status: Int
        let kind: String
        let reason: String
        let file: String?
    }

    let error: Detail
}

struct RuleSummary: Encodable {
    let id: String, title: String, impact: String, scope: String, tags: [String]

    init(_ description: RuleDescription) {
        (id, title, impact, scope, tags) = (description.id, description.title, description.impact.rawValue,
                                            description.scope.rawValue, description.tags)
    }
}

struct RuleDetail: Encodable {
    let id: String, title: String, impact: String, scope: String, tags: [String], rationale: String, references: [String]

    init(_ description: RuleDescription) {
        (id, title, impact, scope, tags, rationale, references) = (
            description.id, description.title, description.impact.rawValue, description.scope.rawValue, description.tags,
            description.rationale, description.references)
    }
}

/// Counts audits in flight; refuses beyond the limit rather than queueing without bound.
actor AuditLimiter {
    let limit: Int
    private var running = 0

    init(limit: Int) { self.limit = max(1, limit) }

    func acquire() -> Bool {
        guard running < limit else { return false }
        running += 1
        return true
    }

    func release() { running -= 1 }
}
