import EPUBA11y
@testable import EPUBA11yServer
import Foundation
import Hummingbird
import Testing

/// The service speaks the reader's language (issue #16): `?lang=`, else `Accept-Language` with
/// its q-values; `Content-Language` says which, `Vary` tells caches.
@Suite("HTTP service: Display Guide language", .serialized)
struct ServerLanguageTests {
    static func guideLocale(_ body: ByteBuffer) throws -> String? {
        let object = try ServerTests.json(body)
        let guide = (object["displayGuide"] as? [String: Any]) ?? object
        return (guide["localization"] as? [String: Any])?["locale"] as? String
    }

    @Test func langAndAcceptLanguageChooseTheGuidesLanguage() async throws {
        try await ServerTests.server().application().test(.live) { client in
            try await client.execute(uri: "/v1/reports?lang=fr", method: .post, body: try ServerTests.book("accessible-epub3")) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentLanguage] == "fr-FR" && response.headers[.vary] == "Accept-Language")
                let locale = try Self.guideLocale(response.body)
                #expect(locale == "fr-FR")
            }
            try await client.execute(uri: "/v1/reports?view=display-guide", method: .post,
                                     headers: [.acceptLanguage: "de-CH;q=0.9, ja;q=0.95, fr;q=0"],
                                     body: try ServerTests.book("accessible-epub3")) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentLanguage] == "ja-JP")
                let locale = try Self.guideLocale(response.body)
                #expect(locale == "ja-JP")
            }
            try await client.execute(uri: "/v1/reports", method: .post, headers: [.acceptLanguage: "tlh, *;q=0.1"],
                                     body: try ServerTests.book("accessible-epub3")) { response in
                #expect(response.headers[.contentLanguage] == "en-US")
                let locale = try Self.guideLocale(response.body)
                #expect(locale == nil)
            }
            // The HTML page is French where the report has French words, English where it has none.
            try await client.execute(uri: "/v1/reports?lang=fr-CA&format=html", method: .post, body: try ServerTests.book("accessible-epub3")) { response in
                let html = String(buffer: response.body)
                #expect(html.contains("<html lang=\"fr\">") && html.contains("<h2 id=\"requirements-title\">Exigences</h2>"))
            }
            try await client.execute(uri: "/v1/reports?lang=ja&format=html", method: .post, body: try ServerTests.book("accessible-epub3")) { response in
                let html = String(buffer: response.body)
                #expect(html.contains("<html lang=\"en\">") && html.contains("<div class=\"guide\" lang=\"ja-JP\">"))
            }
            try await client.execute(uri: "/v1/reports?lang=tlh", method: .post, body: try ServerTests.book("accessible-epub3")) { response in
                #expect(response.status == .badRequest)
                let body = try ServerTests.json(response.body)
                #expect((body["error"] as? [String: Any])?["kind"] as? String == "badLang")
            }
        }
    }

    @Test func qValuesOrderTheRangesAndZeroExcludes() {
        #expect(LanguageNegotiation.ranges("fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5") == ["fr-CH", "fr", "en", "de", "*"])
        #expect(LanguageNegotiation.ranges("da, en-GB;q=0.8, en;q=0") == ["da", "en-GB"])
        #expect(LanguageNegotiation.ranges("es;q=0.5, it;q=0.5, ja") == ["ja", "es", "it"])  // ties keep the client's order
        #expect(LanguageNegotiation.choose(query: nil, acceptLanguage: "fr;q=0, pt-BR;q=0.4") == .locale(.init("pt-BR")))
        #expect(LanguageNegotiation.choose(query: nil, acceptLanguage: nil) == .locale(.englishUS))
        #expect(LanguageNegotiation.choose(query: "xx", acceptLanguage: "fr") == .unsupported("xx"))
    }
}
