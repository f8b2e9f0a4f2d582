@testable import EPUBA11y
import EPUBCore
import Foundation
import Testing

/// ``FixOutlook``, the dashboard's "what can `fix` repair today", counted during a batch audit
/// without writing a book: it must say what `fix` itself says after writing the book and
/// auditing it again from scratch.
@Suite("Fix outlook of a batch")
struct FixOutlookTests {
    static let inspector = AccessibilityInspector(options: .init(timestamp: .fixed("2025-01-01T00:00:00Z")))

    /// Books whose metadata fails in different ways: none declared, some declared, all but what
    /// `fix` adds (so it passes after), a declared feature the content contradicts (a content rule
    /// that reads the metadata), an image without alt under a WCAG claim, and the defective sample.
    static func books() throws -> [(name: String, bytes: [UInt8])] {
        func book(_ metadata: String, body: String = "<h1>One</h1><p>Text.</p>") throws -> [UInt8] {
            var book = TestBook(package: TestBook.opf(metadata: metadata))
            book.files[1] = ("OEBPS/chapter1.xhtml", TestBook.xhtml(body: body))
            return try book.bytes()
        }
        let summary = #"<meta property="schema:accessibilitySummary">A plain text book.</meta>"#
        let hazards = #"<meta property="schema:accessibilityHazard">none</meta>"#
        let claim = #"<meta property="dcterms:conformsTo">EPUB Accessibility 1.1 - WCAG 2.2 Level AA</meta>"#
            + #"<meta property="a11y:certifiedBy">Test Desk</meta>"#
        return [
            ("nothing declared", try book("")),
            ("hazards and summary declared", try book(hazards + summary)),
            ("claim, hazards and summary declared, access modes missing", try book(claim + hazards + summary)),
            ("page-break markers declared, none in the content",
             try book(hazards + summary + #"<meta property="schema:accessibilityFeature">pageBreakMarkers</meta>"#)),
            ("an image without alt under a claim", try book(claim + hazards + summary, body: #"<h1>One</h1><p><img src="a.png"/></p>"#)),
            ("defective sample", Array(try Data(contentsOf: Paths.sampleBooks.appendingPathComponent("defective-epub3.epub")))),
        ]
    }

    @Test func theOutlookIsWhatFixFindsAfterWritingTheBook() async throws {
        var outcomes: Set<FixOutlook.Outcome> = []
        for (name, bytes) in try Self.books() {
            let audit = try await Self.inspector.audit(bytes, name: "\(name).epub")
            #expect(Self.inspector.report(of: audit).metadataVerdict == .fails, "\(name): the metadata must fail for fix to have work")
            let outlook = FixOutlook.of(audit, reasons: Self.inspector.report(of: audit).verdictReasons, rules: Self.inspector.options.rules, profile: nil)
            let (_, fix) = try await Self.inspector.fix(bytes, name: "\(name).epub")
            #expect(outlook.metadataVerdict == fix.after.metadataVerdict, "\(name)")
            #expect(outlook.statements == fix.elements.count, "\(name)")
            #expect(outlook.remaining == fix.after.verdictReasons.filter { $0.concern == .metadata }.map(\.id), "\(name)")
            #expect(outlook.refusal == nil, "\(name)")
            outcomes.insert(outlook.outcome)
        }
        // Both answers a catalogue needs occur, so the comparison is not of one constant.
        #expect(outcomes == [.passes, .needsClaim, .stillFails])
    }

    @Test func aBookFixRefusesIsCountedAsRefused() async throws {
        var book = TestBook()
        book.files.append(("META-INF/encryption.xml", """
            <encryption xmlns="urn:oasis:names:tc:opendocument:xmlns:container" xmlns:enc="http://www.w3.org/2001/04/xmlenc#">
            <enc:EncryptedData><enc:EncryptionMethod Algorithm="http://www.w3.org/2001/04/xmlenc#aes128-cbc"/>
            <enc:CipherData><enc:CipherReference URI="OEBPS/chapter1.xhtml"/></enc:CipherData></enc:EncryptedData></encryption>
            """))
        let bytes = try book.bytes()
        let audit = try await Self.inspector.audit(bytes, name: "drm.epub")
        let outlook = FixOutlook.of(audit, reasons: [], rules: Self.inspector.options.rules, profile: nil)
        #expect(outlook.outcome == .refused)
        #expect(outlook.refusal?.contains("OEBPS/chapter1.xhtml") == true)
        await #expect(throws: EPUBError.self) { _ = try await Self.inspector.fix(bytes, name: "drm.epub") }
    }

    /// Only the rules that read the metadata run again (the others' findings are kept): a
    /// content rule whose source reads `.metadata` must be in the list, and the list names no
    /// rule that is not a content rule.
    @Test func everyContentRuleThatReadsTheMetadataRunsAgain() throws {
        let contentRules = Set(RuleRegistry.all.filter { $0.description.scope == .content }.map { $0.description.id })
        #expect(FixOutlook.contentRulesReadingMetadata.isSubset(of: contentRules))
        let root = Paths.packageRoot.appendingPathComponent("Sources/EPUBA11y/Rules")
        let files = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)).compactMap { $0 as? URL }
            .filter { $0.pathExtension == "swift" }
        var reading: Set<String> = []
        for file in files {
            let source = try String(contentsOf: file, encoding: .utf8)
            guard source.contains(/\.metadata\b/) else { continue }
            reading.formUnion(source.matches(of: /\bid: "([^"]+)"/).map { String($0.1) })
        }
        #expect(!reading.isEmpty, "the scan found the rules that read the metadata")
        #expect(reading.intersection(contentRules).subtracting(FixOutlook.contentRulesReadingMetadata).isEmpty,
                "content rules reading the metadata that FixOutlook would not run again: \(reading.intersection(contentRules).sorted())")
    }

    /// An NDJSON line carries the outlook; one written before batches counted it decodes without.
    @Test func anEntryCarriesItsOutlookThroughJSON() throws {
        let report = Report(unreadable: EPUBError(.notAZip, file: "x.epub", reason: "not a zip"), generatedAt: "2025-01-01T00:00:00Z")
        let entry = BatchEntry(report: report, source: nil, fix: FixOutlook(metadataVerdict: nil, statements: 0, refusal: "encrypted"))
        let decoded = try JSONDecoder().decode(BatchEntry.self, from: try JSONEncoder().encode(entry))
        #expect(decoded.fix == entry.fix)
        let bare = try JSONDecoder().decode(BatchEntry.self, from: try JSONEncoder().encode(BatchEntry(report: report, source: nil)))
        #expect(bare.fix == nil)
    }
}
