import EPUBCore

/// `accessibilityFeature highContrastDisplay` against the contrast of the text, as the book's CSS
/// decides it. The term promises WCAG 1.4.6, enhanced contrast: 7:1, or 4.5:1 for large text
/// (Accessibility Vocabulary, W3C Package Metadata Authoring Guide). A reader with low vision
/// chooses the book for it (`docs/CALIBRATION.md`, "Contrast").
extension ClaimCheck {
    static let highContrastDisplay: @Sendable (AssessmentInput) -> ClaimCheck? = { input in
        let claim = AccessibilityFeature.highContrastDisplay
        guard input.metadata.hasFeature(claim), let unread = input.unreadContentNote else { return nil }
        let analysed = input.content.documents.filter { $0.failure == nil }.compactMap { document in
            document.contrast.map { (document.path, $0) }
        }
        let make = { (status: Status, impact: Impact, evidence: String, location: SourceLocation?) in
            ClaimCheck(id: "feature-highContrastDisplay", claim: "accessibilityFeature \(claim.rawValue)",
                       status: status, impact: impact, evidence: evidence + unread, location: location)
        }
        guard !analysed.isEmpty else {
            return make(.needsReview, .moderate, "the contrast of the text was not analysed", nil)
        }
        let total = TextContrast(countsOf: analysed.map(\.1))
        let runs = total.checkedRuns
        if let (path, failing) = analysed.first(where: { !$0.1.failures.isEmpty }), let sample = failing.failures.first {
            return make(.contradicted, .serious,
                        "\(total.insufficientRuns) of \(runs) text run(s) fall below even WCAG 1.4.3's minimum, first \(sample.foreground) on \(sample.background) "
                            + "(\(sample.ratio):1) at \(path):\(sample.line)", SourceLocation(path: path, line: sample.line))
        }
        if let (path, below) = analysed.first(where: { $0.1.firstBelowEnhanced != nil }), let sample = below.firstBelowEnhanced {
            return make(.contradicted, .moderate,
                        "\(total.belowEnhancedRuns) of \(runs) text run(s) fall below 1.4.6's enhanced contrast (7:1, 4.5:1 large), first \(sample.foreground) "
                            + "on \(sample.background) (\(sample.ratio):1) at \(path):\(sample.line)", SourceLocation(path: path, line: sample.line))
        }
        if total.undecidedRuns > 0 {
            return make(.needsReview, .moderate, "\(total.undecidedRuns) of \(runs) text run(s) have a contrast the CSS alone cannot decide; the others reach 7:1 (4.5:1 large)", nil)
        }
        // WCAG's F24 fails 1.4.6 as it fails 1.4.3: a colour set without its background (or the
        // reverse) reaches 7:1 on white, but not under a reader's dark or sepia theme.
        if let (path, unpaired) = analysed.first(where: { $0.1.unpairedRuns > 0 }), let sample = unpaired.unpaired.first {
            return make(.needsReview, .moderate,
                        "all \(runs) text run(s) reach 7:1 (4.5:1 when large) on white, but \(total.unpairedRuns) set their colour or background on one side "
                            + "only (WCAG F24), first at \(path):\(sample.line): under a reading system's theme their contrast is unknown",
                        SourceLocation(path: path, line: sample.line))
        }
        return make(.consistent, .moderate, "all \(runs) text run(s) reach 7:1 (4.5:1 when large)", nil)
    }
}
