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
        let make = { (status: Status, impact: Impact, evidence: ReportMessage, location: SourceLocation?) in
            ClaimCheck(id: "feature-highContrastDisplay", claim: "accessibilityFeature \(claim.rawValue)",
                       status: status, impact: impact, evidence: evidence.unread(unread), location: location)
        }
        guard !analysed.isEmpty else {
            return make(.needsReview, .moderate, ReportMessage("claim.contrast.not-analysed"), nil)
        }
        let total = TextContrast(countsOf: analysed.map(\.1))
        let runs = total.checkedRuns
        /// "#777777 on #ffffff (4.48:1) at OEBPS/c.xhtml:12" as arguments.
        let sampled = { (foreground: String, background: String, ratio: Double, path: String, line: Int) -> [String: ReportMessage.Argument] in
            ["foreground": .value(foreground), "background": .value(background), "ratio": .value("\(ratio)"),
             "location": .value("\(path):\(line)")]
        }
        if let (path, failing) = analysed.first(where: { !$0.1.failures.isEmpty }), let sample = failing.failures.first {
            return make(.contradicted, .serious,
                        ReportMessage("claim.contrast.insufficient", count: runs,
                                      sampled(sample.foreground, sample.background, sample.ratio, path, sample.line)
                                          .merging(["failing": .number(total.insufficientRuns)]) { $1 }),
                        SourceLocation(path: path, line: sample.line))
        }
        if let (path, below) = analysed.first(where: { $0.1.firstBelowEnhanced != nil }), let sample = below.firstBelowEnhanced {
            return make(.contradicted, .moderate,
                        ReportMessage("claim.contrast.below-enhanced", count: runs,
                                      sampled(sample.foreground, sample.background, sample.ratio, path, sample.line)
                                          .merging(["below": .number(total.belowEnhancedRuns)]) { $1 }),
                        SourceLocation(path: path, line: sample.line))
        }
        if total.undecidedRuns > 0 {
            return make(.needsReview, .moderate, ReportMessage("claim.contrast.undecided", count: runs, ["undecided": .number(total.undecidedRuns)]), nil)
        }
        // WCAG's F24 fails 1.4.6 as it fails 1.4.3: a colour set without its background (or the
        // reverse) reaches 7:1 on white, but not under a reader's dark or sepia theme.
        if let (path, unpaired) = analysed.first(where: { $0.1.unpairedRuns > 0 }), let sample = unpaired.unpaired.first {
            return make(.needsReview, .moderate,
                        ReportMessage("claim.contrast.unpaired", count: runs,
                                      ["unpaired": .number(total.unpairedRuns), "location": .value("\(path):\(sample.line)")]),
                        SourceLocation(path: path, line: sample.line))
        }
        return make(.consistent, .moderate, ReportMessage("claim.contrast.all", count: runs), nil)
    }
}
