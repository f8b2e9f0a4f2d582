/// The requirement table of the conformance report, in report order. WCAG rows come from a
/// fixed list (the criteria EPUB Accessibility singles out, and those the rules test) plus
/// any criterion a rule's tags name that the list lacks.
public enum RequirementCatalog {

    /// Every requirement in report order: discovery, reporting, page navigation, WCAG, EPUB techniques.
    public static let all: [Requirement] = discovery + reporting + pageNavigation + wcagRows + epub

    static let discovery: [Requirement] = [
        Requirement("discovery-accessmode", .discovery, "schema:accessMode declares the access modes", level12: .should,
                    reference: .epubA11y("confreq-schema-accessMode"), rules: ["metadata-accessmode"],
                    advice: ["metadata-accessmode-invalid"]),
        Requirement("discovery-accessibilityfeature", .discovery, "schema:accessibilityFeature lists the features",
                    reference: .epubA11y("confreq-schema-accessibilityFeature"), rules: ["metadata-accessibilityfeature"],
                    advice: ["metadata-accessibilityfeature-invalid", "metadata-deprecated-term"]),
        Requirement("discovery-accessibilityhazard", .discovery, "schema:accessibilityHazard declares the hazards",
                    reference: .epubA11y("confreq-schema-accessibilityHazard"),
                    rules: ["metadata-accessibilityhazard", "metadata-accessibilityhazard-invalid"]),
        Requirement("discovery-accessibilitysummary", .discovery, "schema:accessibilitySummary describes the publication",
                    level: .should, reference: .epubA11y("confreq-schema-accessibilitySummary"), rules: ["metadata-accessibilitysummary"],
                    advice: ["metadata-accessibilitysummary-quality"],
                    manual: ["The summary adds information, and names known shortcomings and hazards"]),
        Requirement("discovery-accessmodesufficient", .discovery, "schema:accessModeSufficient lists sufficient sets",
                    level: .should, level12: .must, reference: .epubA11y("confreq-schema-accessModeSufficient"),
                    rules: ["metadata-accessmodesufficient"],
                    advice: ["metadata-accessmodesufficient-invalid", "metadata-accessmodesufficient-textual"]),
        Requirement("discovery-metadata-form", .discovery, "Accessibility metadata is written in the form the EPUB version defines",
                    level: .should, reference: .epubA11y("sec-disc-package"), rules: [], advice: ["metadata-epub2-form"]),
    ]

    static let reporting: [Requirement] = [
        Requirement("conformance-claim", .conformanceReporting, "dcterms:conformsTo states the conformance claim",
                    reference: .epubA11y("sec-conf-reporting-pub"), rules: ["metadata-conformsto-invalid"],
                    advice: ["metadata-conformsto-superseded", "metadata-certifier-without-claim"],
                    check: { input in
                        input.metadata.conformanceClaims.isEmpty
                            ? [ReportMessage("evidence.no-claim")] : nil
                    }),
        Requirement("conformance-certifier", .conformanceReporting, "a11y:certifiedBy names who evaluated the claim",
                    reference: .epubA11y("sec-evaluator-name"), rules: ["metadata-certifiedby-missing"],
                    notApplicable: { $0.metadata.conformanceClaims.isEmpty ? ReportMessage("evidence.na.no-claim") : nil }),
        Requirement("conformance-credential-report", .conformanceReporting, "Certifier credentials and reports are usable",
                    level: .should, reference: .epubA11y("sec-conf-reporting"),
                    rules: ["metadata-certifierreport-unresolved", "metadata-exemption-invalid"],
                    advice: ["metadata-certification-date"],
                    notApplicable: { $0.metadata.certifications.isEmpty && $0.metadata.exemptions.isEmpty
                        ? ReportMessage("evidence.na.no-credential") : nil }),
    ]

    static let pageNavigation: [Requirement] = [
        Requirement("page-source", .pageNavigation, "The source of the pagination is identified",
                    reference: .epubA11y("sec-page-src-conf"), rules: ["epub-pagesource"],
                    advice: ["metadata-pagebreaksource-invalid"],
                    manual: ["If the page breaks reproduce a print edition, pageBreakSource identifies it"],
                    concern: .metadata, notApplicable: \.noPageNavigation),
        Requirement("page-list", .pageNavigation, "A page list links every page break",
                    reference: .epubA11y("sec-page-list-conf"),
                    rules: ["epub-pagelist-broken", "epub-pagelist-missing-pagebreak",
                            "metadata-accessibilityFeature-printPageNumbers-nopagelist"],
                    advice: ["epub-pagebreak-not-in-pagelist"],
                    notApplicable: \.noPageNavigation,
                    check: { input in
                        // Page navigation, once present, needs a page list (EPUB Accessibility 1.1 §4.2).
                        guard !input.hasPageList, input.content.hasPageBreaks else { return nil }
                        let markers = input.content.documents.reduce(0) { $0 + $1.pageBreaks.count }
                        return [ReportMessage("evidence.page-list.missing", count: markers)]
                    }),
        Requirement("page-markers", .pageNavigation, "Page break markers are named and declared",
                    level: .should, reference: .epubA11y("sec-page-break-conf"),
                    rules: ["pagebreak-label", "metadata-accessibilityFeature-printPageNumbers-nopagebreaks"],
                    advice: ["epub-pagebreak-in-heading"],
                    notApplicable: \.noPageNavigation),
    ]

    static let epub: [Requirement] = [
        Requirement("epub-well-formed", .epub, "The publication and its content documents are well-formed EPUB",
                    reference: .epubA11y("sec-epub-conf"), rules: ["not-well-formed", "epub-structure", "document-within-limits"]),
        Requirement("epub-toc", .epub, "A table of contents links the publication's structure",
                    reference: .epubA11yTechniques("toc-linear-order"), rules: ["epub-toc", "epub-toc-broken", "epub-toc-order"],
                    manual: ["The table of contents covers the major sections, at a useful depth"]),
        Requirement("epub-reading-order", .epub, "The reading order is logical and every document is reachable",
                    reference: .epubA11yTechniques("sec-epub"), rules: ["epub-nonlinear-reachable"], advice: ["epub-spine-reachable"],
                    manual: ["The spine order matches the logical reading order, across synthetic spreads too"]),
        // EPUB Accessibility 1.1 §5 (synchronized text-audio): overlays must conform to EPUB 3,
        // so a clip that cannot play or highlight is not met; durations and clip times only advise.
        Requirement("epub-media-overlays", .epub, "Media overlays play, point at the text and narrate page numbers as such",
                    reference: .epubA11y("sec-sync-text-audio"),
                    rules: ["epub-mediaoverlays-text", "epub-mediaoverlays-audio", "epub-mediaoverlays-reference",
                            "epub-pagelist-mediaoverlays"],
                    advice: ["epub-mediaoverlays-clip", "epub-mediaoverlays-duration"],
                    manual: ["The narration follows the reading order, and skippable and escapable structures are marked"],
                    notApplicable: { input in
                        input.content.overlays.isEmpty && !input.publication.package.manifest.contains { $0.mediaOverlay != nil }
                            ? ReportMessage("evidence.na.no-overlays") : nil
                    }),
        Requirement("epub-landmarks", .epub, "Landmarks identify the key sections", level: .should,
                    reference: .epubA11yTechniques("sec-epub"), advice: ["epub-landmarks"],
                    manual: ["The landmarks nav (EPUB 2: guide) points to the body matter and the table of contents"]),
        Requirement("epub-semantics", .epub, "Structural semantics are exposed to assistive technology", level: .should,
                    reference: .ariaAuthoring(),
                    advice: ["epub-type-has-matching-role", "aria-allowed-role", "aria-deprecated-role"]),
    ]
}
