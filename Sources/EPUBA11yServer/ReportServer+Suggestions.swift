import EPUBA11y
import Foundation
import Hummingbird

extension ReportServer {
    /// What `POST /v1/suggestions` answers in: the suggestion as JSON, or the `<meta>` block to add.
    enum SuggestionFormat: String, CaseIterable {
        case json, opf
    }

    /// `POST /v1/suggestions?format=json|opf&name=…`: the book in the body, audited under the same
    /// slot, deadline and limits as a report; answers the metadata it should declare (issue #15).
    func suggestion(_ request: Request, context: ConnectionContext) async -> Response {
        guard let format = SuggestionFormat(rawValue: request.uri.queryParameters.get("format") ?? "json") else {
            let formats = SuggestionFormat.allCases.map(\.rawValue).joined(separator: ", ")
            return Self.error(.badRequest, kind: "badFormat", reason: "format must be one of \(formats)")
        }
        let upload = await UploadReader(limit: configuration.maxUploadBytes, timeout: configuration.requestTimeout).read(request)
        guard case .complete(let bytes) = upload else { return uploadFailure(upload, context: context) }
        let name = request.uri.queryParameters.get("name") ?? "upload.epub"
        let started = ContinuousClock.now
        let outcome = await audit(bytes, name: name, profile: nil, logger: context.logger) { inspector throws(EPUBError) in
            let suggestion = MetadataSuggester.suggest(try await inspector.audit(bytes, name: name))
            let summary = "\(suggestion.additions.count) statement(s) to add"
            switch format {
            case .json: return (summary, Self.json(.ok, suggestion))
            case .opf: return (summary, Self.text(.ok, SuggestionRenderer.opf(suggestion, indent: ""), contentType: "application/xml; charset=utf-8"))
            }
        }
        return respond(outcome, bytes: bytes.count, started: started, context: context)
    }
}
