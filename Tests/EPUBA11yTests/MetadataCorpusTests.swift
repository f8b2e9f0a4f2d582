import EPUBA11y
import EPUBCore
import Testing

/// Whole-value expectations on real books. Skipped when ../shared/corpus is absent.
@Suite("Accessibility metadata of corpus books", .enabled(if: Paths.hasCorpus, "../shared/corpus/books is absent"))
struct MetadataCorpusTests {
    static func report(_ name: String) throws -> MetadataReport {
        MetadataReport(publication: try Publication.open(path: Paths.corpusBook(name)))
    }

    static func statementIDs(_ report: MetadataReport) -> [String] {
        report.displayGuide.fields.flatMap { $0.statements.map(\.id) }
    }

    @Test("idpf-accessible_epub_3: a certified EPUB Accessibility 1.0 AA claim")
    func accessibleEPUB3() throws {
        let report = try Self.report("idpf-accessible_epub_3.epub")
        let metadata = report.metadata
        #expect(metadata.accessModes.map(\.value.name) == ["textual", "visual"])
        #expect(metadata.accessModeSufficient.map(\.names) == [["textual", "visual"], ["textual"]])
        #expect(metadata.features.map(\.value.name) == ["tableOfContents", "readingOrder", "alternativeText"])
        #expect(metadata.hazards.map(\.value.name) == ["none"])
        #expect(metadata.summary?.text == "This EPUB Publication meets the requirements of the EPUB Accessibility specification with conformance to WCAG 2.0 Level AA. The publication is screen reader friendly.")
        #expect(metadata.summary?.language == "en")
        let claim = try #require(metadata.primaryClaim)
        #expect(claim.provenance.form == .link)
        #expect(claim.provenance.location.description == "EPUB/package.opf:29")
        #expect([claim.epubAccessibilityVersion, claim.wcagVersion] == ["1.0", "2.0"])
        #expect(claim.wcagLevel == .aa)
        #expect(metadata.certifications.map(\.certifier.value) == ["Matt Garrish"])
        #expect(metadata.certifications.first?.claimIndex == 0)
        #expect(Self.statementIDs(report) == [
            "ways-of-reading-visual-adjustments-unknown", "ways-of-reading-nonvisual-reading-readable",
            "ways-of-reading-nonvisual-reading-alt-text", "ways-of-reading-prerecorded-audio-no-metadata",
            "conformance-aa", "conformance-certifier", "conformance-details-claim",
            "navigation-toc", "rich-content-unknown", "hazards-none", "accessibility-summary",
            "legal-considerations-no-metadata",
        ])
        // The only note: 1.0 is superseded (minor, best practice), with the 1.1 string to write.
        #expect(report.findings.map(\.ruleID) == ["metadata-conformsto-superseded"], "\(report.findings.map(\.message))")
        #expect(report.findings.allSatisfy { $0.impact == .minor })
        #expect(report.profile.profile == .epubA11y11 && report.profile.source == .claimed)
    }

    @Test("Standard Ebooks: certified 1.1 AA, textual only", arguments: [
        "se-ambrose-bierce_the-devils-dictionary.epub", "se-william-shakespeare_hamlet.epub",
    ])
    func standardEbooks(name: String) throws {
        let report = try Self.report(name)
        let metadata = report.metadata
        #expect(metadata.accessModes.map(\.value.name) == ["textual"])
        #expect(metadata.accessModeSufficient.map(\.names) == [["textual"]])
        #expect(metadata.featureNames == ["alternativeText", "displayTransformability", "readingOrder",
                                          "structuralNavigation", "tableOfContents", "unlocked"])
        #expect(metadata.hazardNames == ["none"])
        #expect(metadata.summary?.text == "This publication conforms to WCAG 2.2 Level AA.")
        #expect(metadata.conformanceClaims.map(\.value) == ["EPUB Accessibility 1.1 - WCAG 2.2 Level AA"])
        #expect(metadata.conformanceClaims.first?.id == "conformance-statement")
        #expect(metadata.certifications.map(\.certifier.value) == ["Standard Ebooks"])
        #expect(metadata.certifications.first?.claimID == "conformance-statement")
        #expect(metadata.pageBreakSources.isEmpty)
        #expect(Self.statementIDs(report) == [
            "ways-of-reading-visual-adjustments-modifiable", "ways-of-reading-nonvisual-reading-readable",
            "ways-of-reading-nonvisual-reading-alt-text", "ways-of-reading-prerecorded-audio-no-metadata",
            "conformance-aa", "conformance-certifier", "conformance-details-claim",
            "navigation-structural", "navigation-toc", "rich-content-unknown", "hazards-none", "accessibility-summary",
            "legal-considerations-no-metadata",
        ])
        // The summary only restates the conformance claim, which the W3C guide says needs no summary:
        // the one finding, minor and for review (docs/CALIBRATION.md, "Claims without evidence").
        #expect(report.findings.map(\.ruleID) == ["metadata-accessibilitysummary-quality"], "\(report.findings.map(\.message))")
        #expect(report.findings.allSatisfy { $0.outcome == .needsReview && $0.impact == .minor })
    }

    @Test("readium-emerald-city-oz: EPUB 2 without accessibility metadata")
    func epub2Book() throws {
        let report = try Self.report("readium-emerald-city-oz.epub")
        #expect(report.epubVersion.hasPrefix("2"))
        #expect(report.metadata.isEmpty)
        #expect(report.asWritten.map(\.property) == ["dc:source"])  // a plain source, not a page break source
        #expect(report.metadata.pageBreakSources.isEmpty)
        let rules = Set(report.findings.map(\.ruleID))
        // epub-structure: its manifest lists images/cover.png, which the container lacks.
        #expect(rules == ["metadata-accessmode", "metadata-accessibilityfeature", "metadata-accessibilityhazard",
                          "metadata-accessibilitysummary", "metadata-accessmodesufficient", "epub-structure"])
        #expect(report.findings.first { $0.ruleID == "epub-structure" }?.message.contains("images/cover.png") == true)
        #expect(!rules.contains("epub-lang"))  // EPUB 2 has no package xml:lang requirement
    }

    @Test("idpf-moby-dick: no accessibility metadata at all; the guide says so")
    func noMetadata() throws {
        let report = try Self.report("idpf-moby-dick.epub")
        #expect(report.metadata.isEmpty)
        #expect(report.asWritten.isEmpty)
        #expect(Self.statementIDs(report) == [
            "ways-of-reading-visual-adjustments-unknown", "ways-of-reading-nonvisual-reading-no-metadata",
            "ways-of-reading-prerecorded-audio-no-metadata", "conformance-no", "navigation-no-metadata",
            "rich-content-unknown", "hazards-no-metadata", "accessibility-summary-no-metadata",
            "legal-considerations-no-metadata",
        ])
        #expect(report.displayGuide.fields.allSatisfy { !$0.hasMetadata })
    }

    @Test func everyCorpusBookGivesAMetadataReport() throws {
        var claims = 0, certifiers = 0
        for book in Paths.corpusBooks {
            let report = MetadataReport(publication: try Publication.open(path: book.path))
            #expect(report.displayGuide.field("ways-of-reading") != nil && report.displayGuide.field("conformance") != nil)
            claims += report.metadata.conformanceClaims.count
            certifiers += report.metadata.certifications.count
        }
        print("corpus metadata: \(Paths.corpusBooks.count) books, \(claims) conformance claims, \(certifiers) certifiers")
        #expect(claims >= 13 && certifiers >= 11)
    }
}
