extension RequirementCatalog {
    /// The WCAG rows: criteria EPUB Accessibility singles out or the rules test; Level A/AA. A
    /// row whose content type the book lacks (images, audio/video, forms, scripting, links) is
    /// not applicable, with that reason, as the EPUB Accessibility Techniques and WCAG's
    /// conformance model say: a criterion about content that is absent is satisfied.
    static let wcagRows: [Requirement] = [
        wcag("1.1.1", "Non-text content has a text alternative",
             rules: ["image-alt", "input-image-alt", "area-alt", "svg-img-alt", "role-img-alt", "image-cover-alt", "object-alt"],
             advice: ["image-alt-filename", "image-alt-empty-with-title", "image-role-presentation-alt", "image-longdesc", "math-alttext",
                      "image-alt-redundant", "image-alt-long", "image-alt-duplicate"],
             manual: ["Each text alternative conveys what its image conveys; decorative images are marked as such"],
             notApplicable: { $0.hasImages || $0.content.hasMathML ? nil : ReportMessage("evidence.na.no-images-mathml") }),
        wcag("1.2.1", "Prerecorded audio-only and video-only content has an alternative",
             manual: ["Audio-only content has a transcript; video-only content has a transcript or an audio track"],
             notApplicable: { $0.hasMedia ? nil : ReportMessage("evidence.na.no-media") }),
        wcag("1.2.2", "Prerecorded video has captions", rules: ["video-caption"],
             manual: ["Captions are accurate and synchronised"],
             notApplicable: { $0.content.hasVideo ? nil : ReportMessage("evidence.na.no-video") }),
        wcag("1.2.5", "Prerecorded video has audio description", level: "AA",
             manual: ["Visual information the soundtrack does not convey is described (audio description or a described track)"],
             notApplicable: { $0.content.hasVideo ? nil : ReportMessage("evidence.na.no-video") }),
        wcag("1.3.1", "Information and relationships are in the markup",
             rules: ["td-has-header", "td-headers-attr", "th-has-data-cells", "aria-reference-target"],
             advice: ["scope-attr-valid", "empty-table-header", "table-caption", "table-layout-semantics", "table-duplicate-name",
                      "heading-order", "empty-heading", "epub-heading-hierarchy", "document-has-heading", "heading-faked-by-markup",
                      "landmark-unique"],
             manual: ["Headings, lists and tables reflect the visual structure"]),
        wcag("1.3.2", "The reading order is meaningful",
             manual: ["The content order is meaningful, including across spreads in fixed layouts"]),
        wcag("1.4.1", "Colour is not the only visual means of conveying information", rules: ["link-in-text-block"],
             manual: ["Information conveyed by colour (in text, charts, states) is also conveyed by another visible means"]),
        wcag("1.4.2", "Audio that plays automatically can be controlled", rules: ["no-autoplay-audio"], advice: ["media-controls"],
             notApplicable: { $0.hasMedia ? nil : ReportMessage("evidence.na.no-media") }),
        // Met only when every run of visible text had a decidable, sufficient contrast; images of
        // text (which no CSS describes) stay for a person whenever there are content images, and
        // text that scripts add or restyle at load (the analysis reads the markup as written)
        // whenever a document has a script.
        wcag("1.4.3", "Text has sufficient contrast", level: "AA", rules: ["color-contrast"], advice: ["color-background-pairing"],
             manual: [contrastOfImagesOfText, contrastOfScriptedText],
             manualFor: { input in
                 var checks: [String] = []
                 if input.images.contains(where: { $0.purpose != .decorative && $0.purpose != .logo }) { checks.append(contrastOfImagesOfText) }
                 if input.content.hasScripts { checks.append(contrastOfScriptedText) }
                 return checks
             },
             evidence: { input in
                 let analysed = input.content.documents.compactMap(\.contrast)
                 guard !analysed.isEmpty else { return [] }
                 let total = TextContrast(countsOf: analysed)
                 return [ReportMessage("evidence.contrast", count: total.checkedRuns, ["sufficient": .number(total.sufficientRuns),
                                                                                    "documents": .message(ReportMessage("evidence.documents", count: analysed.count))])]
             }),
        // axe tags meta-viewport wcag144; reading systems zoom by their own means (docs/CALIBRATION.md), so it is advice.
        wcag("1.4.4", "Text can be resized", level: "AA", advice: ["meta-viewport"],
             manual: ["Text can be zoomed to 200% without loss of content or function in a reading system"]),
        wcag("1.4.5", "Images of text are avoided", level: "AA",
             manual: ["Text is not presented as images, except logos and where essential"],
             notApplicable: { input in
                 input.images.contains { $0.purpose != .logo && $0.purpose != .decorative } ? nil
                     : input.images.isEmpty ? ReportMessage("evidence.na.no-images")
                     : ReportMessage("evidence.na.only-logos")
             }),
        wcag("2.1.1", "Interactive content works from a keyboard",
             manual: ["Every function of scripted, form or embedded content can be operated from a keyboard"],
             notApplicable: { $0.hasInteractiveContent ? nil : ReportMessage("evidence.na.no-interactive") }),
        wcag("2.4.2", "Documents and the publication are titled", rules: ["document-title", "epub-title"]),
        wcag("2.4.4", "The purpose of each link is clear", rules: ["link-name"],
             manual: ["Link text, with its context, says where the link goes"],
             notApplicable: { $0.hasLinks ? nil : ReportMessage("evidence.na.no-links") }),
        wcag("2.4.5", "There is more than one way to reach content", level: "AA", rules: ["epub-toc"],
             manual: ["The table of contents and reading order together reach every document"]),
        wcag("2.4.6", "Headings and labels describe their topic", level: "AA", advice: ["empty-heading"],
             manual: ["Headings describe the content they introduce"],
             notApplicable: { $0.hasHeadings || $0.content.hasFormElements ? nil : ReportMessage("evidence.na.no-headings") }),
        wcag("3.1.1", "The language of each document is declared",
             rules: ["html-has-lang", "html-lang-valid", "epub-lang"], advice: ["html-xml-lang-mismatch"]),
        wcag("3.1.2", "Changes of language are marked", level: "AA", rules: ["valid-lang"],
             manual: ["Passages in another language carry lang/xml:lang"]),
        wcag("3.3.2", "Form controls have labels or instructions",
             manual: ["Every form control has a visible label or instructions"],
             notApplicable: { $0.content.hasFormElements ? nil : ReportMessage("evidence.na.no-forms") }),
        // duplicate-id is advice: WCAG 2.2 removed 4.1.1 Parsing; a referenced duplicate is graded serious by the rule.
        wcag("4.1.2", "Name, role and value are exposed", rules: ["link-name", "aria-prohibited-attr"],
             advice: ["duplicate-id", "aria-allowed-role", "aria-deprecated-role"]),
    ]

    static let contrastOfImagesOfText = "Images of text have a contrast ratio of at least 4.5:1 (3:1 for large text)"
    static let contrastOfScriptedText = "Text that the book's scripts add or restyle when a document loads has sufficient contrast (the analysis reads the markup and CSS as written)"

    private static func wcag(
        _ criterion: String, _ title: String, level: String = "A", rules: [String] = [], advice: [String] = [],
        manual: [String] = [], notApplicable: (@Sendable (AssessmentInput) -> ReportMessage?)? = nil,
        manualApplies: (@Sendable (AssessmentInput) -> Bool)? = nil, manualFor: (@Sendable (AssessmentInput) -> [String])? = nil,
        evidence: (@Sendable (AssessmentInput) -> [ReportMessage])? = nil
    ) -> Requirement {
        return Requirement("wcag-\(criterion)", .wcag, "\(criterion) \(title) (Level \(level))", level: .must,
                           reference: .wcag(criterion), rules: rules, advice: advice,
                           manual: manual, notApplicable: notApplicable, manualApplies: manualApplies, manualFor: manualFor, evidence: evidence)
    }
}
