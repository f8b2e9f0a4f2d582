import EPUBA11y
import EPUBCore
import Testing

@Suite("Accessibility metadata model")
struct AccessibilityMetadataTests {
    static func metadata(_ snippet: String, version: String = "3.0", packageAttributes: String = #"xml:lang="en""#) throws -> AccessibilityMetadata {
        var book = TestBook()
        book.package = TestBook.opf(metadata: snippet, packageAttributes: packageAttributes, version: version)
        return AccessibilityMetadata(package: try book.open().package)
    }

    @Test func bothFormsGiveTheSameValues() throws {
        let epub3 = try Self.metadata("""
            <meta property="schema:accessMode">textual</meta>
            <meta property="schema:accessModeSufficient">visual, textual</meta>
            <meta property="schema:accessibilityFeature">alternativeText</meta>
            <meta property="schema:accessibilityHazard">none</meta>
            """)
        let epub2 = try Self.metadata("""
            <meta name="schema:accessMode" content="textual"/>
            <meta name="schema:accessModeSufficient" content="textual,visual"/>
            <meta name="schema:accessibilityFeature" content="alternativeText"/>
            <meta name="schema:accessibilityHazard" content="none"/>
            """, version: "2.0")
        for metadata in [epub3, epub2] {
            #expect(metadata.accessModeNames == ["textual"])
            #expect(metadata.accessModeSufficient.map(\.names) == [["textual", "visual"]])
            #expect(metadata.featureNames == ["alternativeText"])
            #expect(metadata.hazardNames == ["none"])
        }
        #expect(epub3.accessModes.first?.provenance.form == .metaProperty)
        #expect(epub2.accessModes.first?.provenance.form == .metaName)
        #expect(epub2.epub2FormInEPUB3.isEmpty)
        #expect(epub3.accessModes.first?.provenance.location.description == "OEBPS/content.opf:8")
    }

    @Test func epub2FormInsideEPUB3IsReadAndRecorded() throws {
        let metadata = try Self.metadata(#"<meta name="schema:accessMode" content="textual"/>"#)
        #expect(metadata.accessModeNames == ["textual"])
        #expect(metadata.epub2FormInEPUB3.map(\.property) == ["schema:accessMode"])
    }

    @Test func tokensAreOpenCaseFoldedAndKeptAsWritten() throws {
        let metadata = try Self.metadata("""
            <meta property="schema:accessibilityFeature">mathML</meta>
            <meta property="schema:accessibilityFeature">holograms</meta>
            <meta property="schema:accessibilityFeature">printPageNumbers</meta>
            <meta property="schema:accessibilityFeature">displayTransformability/font-size</meta>
            <meta property="schema:accessibilityHazard">unknownMotionSimultationHazard</meta>
            """)
        let tokens = metadata.features.map(\.value)
        #expect(tokens.map(\.written) == ["mathML", "holograms", "printPageNumbers", "displayTransformability/font-size"])
        #expect(tokens.map(\.canonical) == ["MathML", nil, "printPageNumbers", "displayTransformability"])
        #expect(tokens.map(\.note) == [.caseDiffers, nil, nil, .extensionStripped])
        #expect(tokens[2].isDeprecated && tokens[2].replacement == "pageBreakMarkers")
        #expect(metadata.hazards.first?.value.canonical == "unknownMotionSimulationHazard")
        #expect(metadata.hazards.first?.value.note == .knownTypo)
    }

    @Test("prefix IRIs: a11y with and without www, https schema.org, local overrides")
    func prefixVariants() throws {
        let declared = try Self.metadata("""
            <meta property="s:accessMode">textual</meta>
            <meta property="acc:certifiedBy">Desk</meta>
            """, packageAttributes: #"xml:lang="en" prefix="s: https://schema.org/ acc: http://idpf.org/epub/vocab/package/a11y/#""#)
        #expect(declared.accessModeNames == ["textual"])
        #expect(declared.certifications.map(\.certifier.value) == ["Desk"])
        let overridden = try Self.metadata(#"<meta property="schema:accessMode">textual</meta>"#,
                                           packageAttributes: #"xml:lang="en" prefix="schema: http://example.org/not-schema/""#)
        #expect(overridden.accessModes.isEmpty)
    }

    @Test func refinedDiscoveryStatementsDescribeSomethingElse() throws {
        let metadata = try Self.metadata(##"<meta property="schema:accessMode" refines="#cover">visual</meta>"##)
        #expect(metadata.accessModes.isEmpty)
    }

    @Test func summaryLanguageInheritance() throws {
        #expect(try Self.metadata(#"<meta property="schema:accessibilitySummary" xml:lang="fr">Résumé</meta>"#).summary?.language == "fr")
        #expect(try Self.metadata(#"<meta property="schema:accessibilitySummary">S</meta>"#, packageAttributes: #"xml:lang="de""#)
            .summary?.language == "de")
        #expect(try Self.metadata(#"<meta property="schema:accessibilitySummary">S</meta>"#, packageAttributes: "").summary?.language == "en")
    }

    @Test("claims: 1.1 and 1.2 strings, 1.0 IRIs as meta or link, none, other, malformed", arguments: [
        (#"<meta property="dcterms:conformsTo">EPUB Accessibility 1.1 - WCAG 2.2 Level AA</meta>"#, ConformanceClaim.Kind.epubAccessibility, "1.1", "2.2", ConformanceClaim.Level.aa),
        (#"<meta property="dcterms:conformsTo">EPUB Accessibility 1.2 - WCAG 2.1 Level AAA</meta>"#, .epubAccessibility, "1.2", "2.1", .aaa),
        (#"<meta property="dcterms:conformsTo">http://www.idpf.org/epub/a11y/accessibility-20170105.html#wcag-a</meta>"#, .epubAccessibility, "1.0", "2.0", .a),
        (#"<link rel="dcterms:conformsTo" href="http://www.idpf.org/epub/a11y/accessibility-20170105.html#wcag-aa"/>"#, .epubAccessibility, "1.0", "2.0", .aa),
        (#"<link rel="dcterms:conformsTo" href="https://idpf.org/epub/a11y/accessibility-20170105.html#wcag-aaa"/>"#, .epubAccessibility, "1.0", "2.0", .aaa),
    ])
    func recognisedClaims(snippet: String, kind: ConformanceClaim.Kind, epub: String, wcag: String, level: ConformanceClaim.Level) throws {
        let claim = try #require(try Self.metadata(snippet).conformanceClaims.first)
        #expect(claim.kind == kind)
        #expect(claim.epubAccessibilityVersion == epub)
        #expect(claim.wcagVersion == wcag)
        #expect(claim.wcagLevel == level)
    }

    @Test("claims that are not EPUB Accessibility claims", arguments: [
        ("none", ConformanceClaim.Kind.none), ("EPUB Accessibility 1.1 - WCAG 2.2 Level AAAA", .malformed),
        ("EPUB Accessibility 1.0 - WCAG 2.0 Level A", .malformed), ("EPUB Accessibility 1.1 - WCAG 2.02 Level A", .malformed),
        ("https://daisy.org/info-help/guidance-training/standards/navigable-audio-only-epub3-guidelines/", .other),
    ])
    func otherClaims(value: String, kind: ConformanceClaim.Kind) throws {
        let claim = try #require(try Self.metadata(#"<meta property="dcterms:conformsTo">\#(value)</meta>"#).conformanceClaims.first)
        #expect(claim.kind == kind)
        #expect(claim.wcagLevel == nil)
    }

    @Test func certificationChainsFollowRefines() throws {
        let metadata = try Self.metadata("""
            <meta property="dcterms:conformsTo" id="c1">EPUB Accessibility 1.1 - WCAG 2.1 Level AA</meta>
            <meta property="dcterms:conformsTo" id="c2">EPUB Accessibility 1.1 - WCAG 2.2 Level A</meta>
            <meta property="a11y:certifiedBy" id="desk2" refines="#c2">Second Desk</meta>
            <meta property="a11y:certifiedBy" id="desk1" refines="#c1">First Desk</meta>
            <meta property="a11y:certifierCredential" refines="#desk1">Badge One</meta>
            <meta property="dcterms:date" refines="#desk1">2025-02-03</meta>
            <meta property="dcterms:date" refines="#c2">2024-01-01</meta>
            <link rel="a11y:certifierReport" refines="#desk2" href="../reports/two.html"/>
            """)
        #expect(metadata.conformanceClaims.count == 2)
        let byName = Dictionary(uniqueKeysWithValues: metadata.certifications.map { ($0.certifier.value, $0) })
        let first = try #require(byName["First Desk"])
        #expect(first.claimID == "c1")
        #expect(first.credentials.map(\.value) == ["Badge One"])
        #expect(first.dates.map(\.value) == ["2025-02-03"])
        #expect(first.reports.isEmpty)
        let second = try #require(byName["Second Desk"])
        #expect(second.claimID == "c2")
        #expect(second.dates.isEmpty)  // a date refining the claim is not the certifier's
        #expect(second.reports.map(\.value.path) == ["reports/two.html"])
        #expect(metadata.primaryClaim?.id == "c1")  // AA over A, same versions otherwise
    }

    @Test func loneCertifierBindsToTheOnlyClaimAndEPUB2BindsByOrder() throws {
        let epub3 = try Self.metadata("""
            <meta property="dcterms:conformsTo">EPUB Accessibility 1.1 - WCAG 2.2 Level AA</meta>
            <meta property="a11y:certifiedBy">Desk</meta>
            <meta property="a11y:certifierCredential">Cred</meta>
            """)
        #expect(epub3.certifications.first?.claimIndex == 0)
        #expect(epub3.certifications.first?.credentials.map(\.value) == ["Cred"])
        let epub2 = try Self.metadata("""
            <meta name="dcterms:conformsTo" content="http://www.idpf.org/epub/a11y/accessibility-20170105.html#wcag-a"/>
            <meta name="a11y:certifiedBy" content="One"/>
            <meta name="a11y:certifierReport" content="https://example.org/one"/>
            <meta name="dcterms:conformsTo" content="EPUB Accessibility 1.1 - WCAG 2.1 Level AA"/>
            <meta name="a11y:certifiedBy" content="Two"/>
            <meta name="a11y:certifierCredential" content="Cred Two"/>
            """, version: "2.0")
        #expect(epub2.certifications.map(\.claimIndex) == [0, 1])
        #expect(epub2.certifications.map { $0.reports.map(\.value.href) } == [["https://example.org/one"], []])
        #expect(epub2.certifications.map { $0.credentials.map(\.value) } == [[], ["Cred Two"]])
    }

    @Test("binding does not depend on writing order: extras before their certifier, certifier refining a link claim")
    func bindingIsOrderIndependent() throws {
        let metadata = try Self.metadata("""
            <meta property="dcterms:date" refines="#desk">2025-05-06</meta>
            <meta property="a11y:certifierCredential" refines="#desk">Badge</meta>
            <meta property="a11y:certifiedBy" id="desk" refines="#claim10">Desk</meta>
            <meta property="dcterms:conformsTo" id="claim11">EPUB Accessibility 1.1 - WCAG 2.1 Level A</meta>
            <link rel="dcterms:conformsTo" id="claim10" href="http://www.idpf.org/epub/a11y/accessibility-20170105.html#wcag-aa"/>
            """)
        let certification = try #require(metadata.certifications.first)
        #expect(certification.claimID == "claim10")
        #expect(certification.claimIndex.map { metadata.conformanceClaims[$0].provenance.form } == .link)
        #expect(certification.dates.map(\.value) == ["2025-05-06"])
        #expect(certification.credentials.map(\.value) == ["Badge"])
    }

    @Test func exemptionsPageBreakSourcesAndOtherProperties() throws {
        let metadata = try Self.metadata("""
            <meta property="a11y:exemption">eaa-microenterprise</meta>
            <meta property="pageBreakSource">urn:isbn:9780000000001</meta>
            <dc:source id="src">urn:isbn:9780000000002</dc:source>
            <meta property="source-of" refines="#src">pagination</meta>
            <meta property="a11y:pageBreakSource">urn:isbn:3</meta>
            <meta property="schema:version">2.0.1</meta>
            <meta property="schema:accessibilityControl">fullKeyboardControl</meta>
            <meta property="schema:accessibilityAPI">ARIA</meta>
            """)
        #expect(metadata.exemptions.map(\.value.canonical) == ["eaa-microenterprise"])
        #expect(metadata.pageBreakSources.map(\.form) == [.pageBreakSource, .dcSourceOfPagination, .wrongPrefix])
        #expect(metadata.pageBreakSources.map(\.value) == ["urn:isbn:9780000000001", "urn:isbn:9780000000002", "urn:isbn:3"])
        #expect(metadata.otherSchemaProperties.map(\.value) == ["2.0.1"])
        // Bibliographic schema.org properties are kept in the model but are not accessibility statements.
        #expect(!Vocabularies.isAccessibilityProperty("http://schema.org/version"))
        #expect(Vocabularies.isAccessibilityProperty("https://schema.org/accessibilityAPI"))
        #expect(metadata.accessibilityControls.first?.value.isKnown == true)
        #expect(metadata.accessibilityAPIs.first?.value.isDeprecated == true)
    }

    @Test func epub2UnprefixedPageBreakSource() throws {
        let metadata = try Self.metadata(#"<meta name="pageBreakSource" content="urn:isbn:1"/>"#, version: "2.0")
        #expect(metadata.pageBreakSources.map(\.value) == ["urn:isbn:1"])
    }

    @Test func emptyMetadata() throws {
        let metadata = try Self.metadata("")
        #expect(metadata.isEmpty)
        #expect(metadata.primaryClaim == nil)
    }
}
