extension RequirementCatalog {
    /// The WCAG rows: criteria EPUB Accessibility singles out or the rules test; Level A/AA.
    static let wcagRows: [Requirement] = [
        wcag("1.1.1", "Non-text content has a text alternative",
             rules: ["image-alt", "input-image-alt", "area-alt", "svg-img-alt", "role-img-alt", "image-cover-alt"],
             advice: ["image-alt-filename", "image-alt-empty-with-title", "image-role-presentation-alt", "image-longdesc", "math-alttext"],
             manual: ["Each text alternative conveys what its image conveys; decorative images are marked as such"],
             applies: { $0.hasImages || $0.content.hasMathML }),
        wcag("1.2.2", "Prerecorded video has captions", rules: ["video-caption"],
             manual: ["Captions are accurate and synchronised"], applies: { $0.content.hasVideo }),
        wcag("1.3.1", "Information and relationships are in the markup",
             rules: ["td-has-header", "td-headers-attr", "th-has-data-cells", "aria-reference-target"],
             advice: ["scope-attr-valid", "empty-table-header", "table-caption", "table-layout-semantics", "table-duplicate-name",
                      "heading-order", "empty-heading", "epub-heading-hierarchy", "document-has-heading"],
             manual: ["Headings, lists and tables reflect the visual structure"]),
        wcag("1.3.2", "The reading order is meaningful",
             manual: ["The content order is meaningful, including across spreads in fixed layouts"]),
        wcag("1.4.2", "Audio that plays automatically can be controlled", rules: ["no-autoplay-audio"], advice: ["media-controls"],
             applies: \.hasMedia),
        wcag("1.4.3", "Text has sufficient contrast", level: "AA",
             manual: ["Text and images of text have a contrast ratio of at least 4.5:1 (3:1 for large text)"]),
        wcag("1.4.5", "Images of text are avoided", level: "AA",
             manual: ["Text is not presented as images, except logos and where essential"], applies: \.hasImages),
        wcag("2.4.2", "Documents and the publication are titled", rules: ["document-title", "epub-title"]),
        wcag("2.4.4", "The purpose of each link is clear", rules: ["link-name"],
             manual: ["Link text, with its context, says where the link goes"]),
        wcag("2.4.5", "There is more than one way to reach content", level: "AA", rules: ["epub-toc"],
             manual: ["The table of contents and reading order together reach every document"]),
        wcag("2.4.6", "Headings and labels describe their topic", level: "AA", advice: ["empty-heading"],
             manual: ["Headings describe the content they introduce"]),
        wcag("3.1.1", "The language of each document is declared",
             rules: ["html-has-lang", "html-lang-valid", "epub-lang"], advice: ["html-xml-lang-mismatch"]),
        wcag("3.1.2", "Changes of language are marked", level: "AA", rules: ["valid-lang"],
             manual: ["Passages in another language carry lang/xml:lang"]),
        // duplicate-id is advice: WCAG 2.2 removed 4.1.1 Parsing; a referenced duplicate is graded serious by the rule.
        wcag("4.1.2", "Name, role and value are exposed", rules: ["link-name"],
             advice: ["duplicate-id", "aria-allowed-role", "aria-deprecated-role"]),
    ]

    /// The WCAG 2.2 anchors of the criteria above.
    static let slugs: [String: String] = [
        "1.1.1": "non-text-content", "1.2.2": "captions-prerecorded", "1.3.1": "info-and-relationships",
        "1.3.2": "meaningful-sequence", "1.4.2": "audio-control", "1.4.3": "contrast-minimum", "1.4.5": "images-of-text",
        "2.4.2": "page-titled", "2.4.4": "link-purpose-in-context", "2.4.5": "multiple-ways", "2.4.6": "headings-and-labels",
        "3.1.1": "language-of-page", "3.1.2": "language-of-parts", "4.1.2": "name-role-value",
    ]

    private static func wcag(
        _ criterion: String, _ title: String, level: String = "A", rules: [String] = [], advice: [String] = [],
        manual: [String] = [], applies: (@Sendable (AssessmentInput) -> Bool)? = nil
    ) -> Requirement {
        return Requirement("wcag-\(criterion)", .wcag, "\(criterion) \(title) (Level \(level))", level: .must,
                           reference: "https://www.w3.org/TR/WCAG22/#" + (slugs[criterion] ?? ""), rules: rules, advice: advice,
                           manual: manual, applies: applies)
    }
}
