import EPUBA11y
import Foundation
import Hummingbird

extension ReportServer {
    /// What `POST /v1/suggestions` answers in: the suggestion as JSON, the `<meta>` block to add,
    /// or an ONIX 3.0 message with the product form features the book would declare after `fix`.
    enum SuggestionFormat: String, CaseIterable {
        case json, opf, onix
    }

    /// `POST /v1/suggestions?format=json|opf|onix&name=…`: the book in the body, audited under the same
    /// slot, deadline and limits as a report; answers the metadata it should declare (issue #15).
    func suggestion(_ request: Request, context: ConnectionContext) async -> Response {
        guard let format = SuggestionFormat(rawValue: request.uri.queryParameters.get("format") ?? "json") else {
            let formats = SuggestionFormat.allCases.map(\.rawValue).joined(separator: ", ")
            return badRequest(at: .suggestions, context: context, kind: "badFormat", reason: "format must be one of \(formats)")
        }
        let upload = await receive(request, at: .suggestions, context: context)
        guard case .complete(let bytes) = upload else { return uploadFailure(upload, at: .suggestions, context: context) }
        let name = request.uri.queryParameters.get("name") ?? "upload.epub"
        let started = ContinuousClock.now
        let outcome = await audit(bytes, name: name, profile: nil, endpoint: .suggestions, logger: context.logger) { inspector throws(EPUBError) in
            let audit = try await inspector.audit(bytes, name: name)
            let suggestion = MetadataSuggester.suggest(audit)
            let summary = "\(suggestion.additions.count) statement(s) to add"
            switch format {
            case .json: return (summary, .suggested, Self.json(.ok, suggestion))
            case .opf: return (summary, .suggested, Self.text(.ok, SuggestionRenderer.opf(suggestion, indent: ""), contentType: "application/xml; charset=utf-8"))
            case .onix:
                // Nothing confirmed: the plan is the proposed statements, which never refuses.
                let metadata = try FixPlan(proposing: suggestion).metadata(applyingTo: audit.publication)
                let product = ONIXRenderer.product(metadata, package: audit.publication.package, name: suggestion.book)
                let message = ONIXRenderer.message(products: [product], sender: "epub-a11y", sentDateTime: ONIXRenderer.sentDateTime())
                return (summary, .suggested, Self.text(.ok, message, contentType: "application/xml; charset=utf-8"))
            }
        }
        return respond(outcome, at: .suggestions, bytes: bytes.count, started: started, context: context)
    }
}
