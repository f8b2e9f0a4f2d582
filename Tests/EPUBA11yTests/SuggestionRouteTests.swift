import EPUBA11y
import EPUBCore
import EPUBA11yServer
import Foundation
import Hummingbird
import Testing

/// `POST /v1/suggestions` (issue #15): the suggestion as JSON, the block to add or ONIX, typed errors.
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
            try await client.execute(uri: "/v1/suggestions?format=onix", method: .post, body: try ServerTests.book("defective-epub3")) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType]?.hasPrefix("application/xml") == true)
                let text = String(buffer: response.body)
                let (root, _) = try XMLDocumentParser.tree(Array(text.utf8), path: "onix.xml", recovery: .none)
                #expect(root.localName == "ONIXMessage" && root.namespace == ONIXRenderer.namespace)
                #expect(text.contains("<ProductFormFeatureValue>11</ProductFormFeatureValue>"))  // the table of contents the content proves
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
