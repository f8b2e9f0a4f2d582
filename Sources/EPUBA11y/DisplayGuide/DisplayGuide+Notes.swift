extension DisplayGuide {
    /// The publisher's summary, verbatim, in its language (the model resolves the summary's
    /// `xml:lang`, else the package's, else the first `dc:language`). Only the first summary is
    /// shown: EPUB Accessibility allows one, and repeating it is not a translation mechanism.
    static func accessibilitySummary(_ metadata: AccessibilityMetadata, in vocabulary: DisplayGuideVocabulary) -> [Statement] {
        guard let summary = metadata.summary, nonEmpty(summary.text) != nil else {
            return [Statement("accessibility-summary-no-metadata", in: vocabulary)]
        }
        return [Statement(id: "accessibility-summary", compact: summary.text, descriptive: summary.text,
                          language: summary.language)]
    }

    static let exemptionTokens: Set<String> = ["eaa-disproportionate-burden", "eaa-fundamental-alteration", "eaa-microenterprise"]

    static func legalConsiderations(_ metadata: AccessibilityMetadata, in vocabulary: DisplayGuideVocabulary) -> [Statement] {
        let exempt = metadata.exemptions.contains { exemptionTokens.contains($0.value.name) }
        return [Statement(exempt ? "legal-considerations-exempt" : "legal-considerations-no-metadata", in: vocabulary)]
    }

    /// Additional information in the W3C display order. `printPageNumbers` counts for page
    /// breaks (2.1). `ARIA` is the vocabulary token; the W3C XPaths test lowercase `aria`, and
    /// the model folds case, so both spellings arrive here as `ARIA`.
    static let additionalFeatures: [(features: [String], id: String)] = [
        (["pageBreakMarkers", "printPageNumbers"], "page-breaks"),
        (["ARIA"], "aria"),
        (["audioDescription"], "audio-descriptions"),
        (["braille"], "braille"),
        (["fullRubyAnnotations"], "full-ruby-annotations"),
        (["highContrastAudio"], "high-contrast-between-foreground-and-background-audio"),
        (["highContrastDisplay"], "high-contrast-between-text-and-background"),
        (["largePrint"], "large-print"),
        (["rubyAnnotations"], "ruby-annotations"),
        (["signLanguage"], "sign-language"),
        (["tactileGraphic"], "tactile-graphics"),
        (["tactileObject"], "tactile-objects"),
        (["ttsMarkup"], "text-to-speech-hinting"),
    ]

    /// No "no information" line exists for this field: when empty it has no statements.
    static func additionalInformation(_ metadata: AccessibilityMetadata, in vocabulary: DisplayGuideVocabulary) -> [Statement] {
        additionalFeatures.filter { $0.features.contains { metadata.hasFeature(AccessibilityFeature(rawValue: $0)) } }
            .map { Statement("additional-accessibility-information-" + $0.id, in: vocabulary) }
    }
}
