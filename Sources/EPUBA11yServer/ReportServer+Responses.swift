import EPUBA11y
import Foundation
import Hummingbird
import Logging

extension ReportServer {
    static func json<T: Encodable>(_ status: HTTPResponse.Status, _ value: T) -> Response {
        do {
            return text(status, try JSONOutput.encode(value), contentType: "application/json")
        } catch {
            return text(.internalServerError, #"{"error":{"kind":"encoding","reason":"the response could not be encoded","status":500}}"#,
                        contentType: "application/json")
        }
    }

    /// `newline`: end the body with one (not for a body that already ends in one, as Prometheus's exposition does).
    static func text(_ status: HTTPResponse.Status, _ body: String, contentType: String, newline: Bool = true) -> Response {
        Response(status: status, headers: [.contentType: contentType],
                 body: .init(byteBuffer: ByteBuffer(string: newline ? body + "\n" : body)))
    }

    /// `{"error": {"status": 413, "kind": "uploadTooLarge", "reason": "…"}}`
    static func error(_ status: HTTPResponse.Status, kind: String, reason: String, file: String? = nil) -> Response {
        json(status, ErrorBody(error: .init(status: status.code, kind: kind, reason: reason, file: file)))
    }

    /// A report as the response body in `format`, with the format's media type.
    static func render(_ report: Report, format: ReportFormat) -> Response {
        do {
            return text(.ok, try format.render(report), contentType: format.mediaType)
        } catch {
            return self.error(.internalServerError, kind: "encoding", reason: "the report could not be encoded")
        }
    }

    /// A book that cannot be opened: 422 with the typed error.
    static func unprocessable(_ error: EPUBError, logger: Logger) -> Response {
        logger.notice("unreadable upload: \(error)")
        return self.error(.unprocessableContent, kind: error.kind.rawValue, reason: error.reason, file: error.file)
    }

    /// The answer to an upload whose body did not arrive whole. Its connection is closed after
    /// the response (`Connection: close`), so a client cannot keep it busy by sending more: at
    /// once when nothing more can come (cut short, malformed), after a short bounded linger when
    /// the client may still be sending (too large, timed out).
    func uploadFailure(_ upload: Upload, at endpoint: ServiceMetrics.Endpoint, context: ConnectionContext) -> Response {
        let limit = configuration.maxUploadBytes
        var response: Response
        switch upload {
        case .complete:
            return Self.error(.internalServerError, kind: "internal", reason: "a complete upload was treated as failed")
        case .tooLarge(_, let declared):
            ended(.tooLarge, at: endpoint, context: context)
            context.logger.notice("upload refused: \(declared.map { "\($0) bytes declared" } ?? "more bytes sent"), limit \(limit) bytes")
            response = Self.error(.contentTooLarge, kind: "uploadTooLarge", reason: "the upload is larger than \(limit) bytes")
        case .timedOut(let received, let declared):
            ended(.uploadTimeout, at: endpoint, context: context)
            context.logger.notice("upload timed out: \(Self.progress(received, declared)) in \(configuration.requestTimeout)")
            response = Self.error(.requestTimeout, kind: "uploadTimeout",
                                  reason: "the upload did not arrive within \(configuration.requestTimeout)")
        case .abandoned(let received, let declared):
            ended(.abandoned, at: endpoint, context: context)
            context.logger.notice("upload abandoned: the client stopped sending after \(Self.progress(received, declared))")
            response = Self.error(.badRequest, kind: "incompleteUpload",
                                  reason: "the connection ended after \(Self.progress(received, declared))")
        case .malformed(let detail, _):
            ended(.malformed, at: endpoint, context: context)
            context.logger.notice("upload refused: malformed body (\(detail))")
            response = Self.error(.badRequest, kind: "malformedUpload", reason: "the request body is not valid HTTP framing")
        }
        response.headers[.connection] = "close"
        switch upload {
        case .tooLarge, .timedOut:
            // The client may still be sending: closing a socket with unread bytes sends a reset,
            // which can destroy the answer before the client has read it. Hummingbird half-closes
            // after the answer; the full close follows after a short, bounded linger.
            context.closeConnection(after: min(configuration.requestTimeout, .seconds(2)))
        case .abandoned, .malformed, .complete:
            context.closeConnectionAfterResponse()
        }
        return response
    }

    private static func progress(_ received: Int, _ declared: Int?) -> String {
        declared.map { "\(received) of \($0) bytes" } ?? "\(received) bytes (no Content-Length)"
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
            description.rationale, description.references.map(\.url))
    }
}
