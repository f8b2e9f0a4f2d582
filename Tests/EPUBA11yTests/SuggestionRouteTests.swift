import EPUBA11y
import EPUBA11yServer
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// `POST /v1/suggestions` (issue #15): the suggestion as JSON or the block to add, typed errors.
@Suite("HTTP service: suggestions", .serialized)
struct SuggestionRouteTests {
    @Test func aBookGetsItsSuggestionAsJSONOrOPF() async throws {
        try await ServerTests.server().application().test(.live) { client in
            try await client.execute(uri: "/v1/suggestions?name=legacy.epub", method: .post, body: try ServerTests.book("legacy-epub2")) { response in
                #expect(response.status == .ok)
                let suggestion = try JSONDecoder().decode(MetadataSuggestion.self, from: Data(buffer: response.body))
                #expect(suggestion.book == "legacy.epub")
                #expect(suggestion.statements.contains { $0.status == .declared })
            }
            try await client.execute(uri: "/v1/suggestions?format=opf", method: .post, body: try ServerTests.book("legacy-epub2")) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body).contains(#"<meta name="schema:accessibilityFeature" content="pageNavigation"/>"#))
            }
            try await client.execute(uri: "/v1/suggestions?format=html", method: .post, body: try ServerTests.book("legacy-epub2")) { response in
                #expect(response.status == .badRequest)
                let body = try ServerTests.json(response.body)
                #expect((body["error"] as? [String: Any])?["kind"] as? String == "badFormat")
            }
            try await client.execute(uri: "/v1/suggestions", method: .post, body: try ServerTests.book("broken-package")) { response in
                #expect(response.status == .unprocessableContent)
            }
        }
    }
}
