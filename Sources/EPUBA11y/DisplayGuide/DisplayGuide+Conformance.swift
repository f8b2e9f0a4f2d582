extension DisplayGuide {
    /// The conformance level, the certifier and the detailed claim (W3C techniques 2.1).
    ///
    /// The claim is the model's ``AccessibilityMetadata/primaryClaim`` (1.1+ strings before the
    /// 1.0 IRIs, then AAA > AA > A), which is what the W3C's ordered tests select. A
    /// `dcterms:conformsTo` that is not an EPUB Accessibility claim gives "cannot be
    /// determined" rather than "no information": the book does claim something.
    static func conformance(_ metadata: AccessibilityMetadata, in vocabulary: DisplayGuideVocabulary) -> [Statement] {
        let claim = metadata.primaryClaim
        var statements: [Statement] = []
        if let level = claim?.wcagLevel {
            statements.append(Statement(levelID(level), in: vocabulary))
        } else if metadata.conformanceClaims.contains(where: { $0.kind == .other || $0.kind == .malformed }) {
            statements.append(Statement("conformance-unknown-standard", in: vocabulary))
        } else {
            // The W3C shows nothing else without a claim, not even a certifier.
            return [Statement("conformance-no", in: vocabulary)]
        }

        let certification = certification(for: claim, in: metadata)
        if let name = nonEmpty(certification?.certifier.value) {
            statements.append(Statement("conformance-certifier", in: vocabulary, values: ["certifier": name]))
        }
        if let credential = nonEmpty(certification?.credentials.first?.value) {
            statements.append(Statement("conformance-certifier-credentials", in: vocabulary, values: ["certifier_credentials": credential],
                                        link: isWebURL(credential) ? credential : nil))
        }
        if let claim, let details = claimDetails(claim, in: vocabulary) {
            statements.append(details)
        }
        if let date = nonEmpty(certification?.dates.first?.value) {
            // As written, and an ISO 8601 date also in the locale's own form (issue #16).
            let shown = DisplayGuideDate.localized(date, locale: vocabulary.foundationLocale).map { "\(date) (\($0))" } ?? date
            statements.append(Statement("conformance-details-certification-info", in: vocabulary, values: ["certification_date": shown]))
        }
        if let report = nonEmpty(certification?.reports.first?.value.href) {
            statements.append(Statement("conformance-details-certifier-report", in: vocabulary, link: report))
        }
        return statements
    }

    static func levelID(_ level: ConformanceClaim.Level) -> String {
        switch level {
        case .aaa: "conformance-aaa"
        case .aa: "conformance-aa"
        case .a: "conformance-a"
        }
    }

    /// The certification of the claim shown. The W3C XPath takes a certifier that refines an
    /// EPUB Accessibility claim or refines nothing; the model has already resolved `refines`
    /// (and EPUB 2's positional binding) into `claimIndex`, so: the certifier bound to the
    /// claim, else the single certifier that is tied to no claim by `refines`.
    static func certification(for claim: ConformanceClaim?, in metadata: AccessibilityMetadata) -> Certification? {
        if let claim, let index = metadata.conformanceClaims.firstIndex(of: claim),
           let bound = metadata.certifications.first(where: { $0.claimIndex == index }) {
            return bound
        }
        let unbound = metadata.certifications.filter { $0.claimIndex == nil || $0.certifier.provenance.refines == nil }
        return unbound.count == 1 ? unbound[0] : nil
    }

    /// "This publication claims to meet EPUB Accessibility 1.1 WCAG 2.2 Level AA", composed from
    /// the fragment strings in each wording.
    static func claimDetails(_ claim: ConformanceClaim, in vocabulary: DisplayGuideVocabulary) -> Statement? {
        guard let epubVersion = claim.epubAccessibilityVersion, let wcagVersion = claim.wcagVersion,
              let level = claim.wcagLevel else { return nil }
        let epub = versionFragment("conformance-details-epub-accessibility-", epubVersion, model: "1.1", in: vocabulary)
        let wcag = versionFragment("conformance-details-wcag-", wcagVersion, model: "2.2", in: vocabulary)
        let levelText = vocabulary.text("conformance-details-level-" + level.rawValue.lowercased())
        let text = vocabulary.text("conformance-details-claim").filling(
            compact: ["epub_accessibility": epub.compact, "wcag_version": wcag.compact, "wcag_level": levelText.compact],
            descriptive: ["epub_accessibility": epub.descriptive, "wcag_version": wcag.descriptive,
                          "wcag_level": levelText.descriptive])
        return Statement(id: "conformance-details-claim", compact: text.compact, descriptive: text.descriptive)
    }

    /// The fragment of a version (`1.1` → `conformance-details-epub-accessibility-1-1`). The W3C
    /// has fragments for EPUB Accessibility 1.0/1.1 and WCAG 2.0–2.2 only and would print
    /// nothing for a newer version the model accepts (EPUB Accessibility 1.2, WCAG 2.3); the
    /// wording of `model` with the version swapped in says more than a gap.
    static func versionFragment(_ prefix: String, _ version: String, model: String, in vocabulary: DisplayGuideVocabulary) -> DisplayGuideText {
        let id = prefix + version.replacing(".", with: "-")
        if let text = vocabulary.textIfPresent(id) {
            return text
        }
        let modelText = vocabulary.text(prefix + model.replacing(".", with: "-"))
        return DisplayGuideText(compact: modelText.compact.replacing(model, with: version),
                                descriptive: modelText.descriptive.replacing(model, with: version))
    }

    static func nonEmpty(_ value: String?) -> String? {
        guard let value, !value.allSatisfy(\.isWhitespace) else { return nil }
        return value
    }

    /// Only a web URL is worth a link; a credential is usually a name or a badge text.
    static func isWebURL(_ value: String) -> Bool {
        let lowercased = value.lowercased()
        return (lowercased.hasPrefix("https://") || lowercased.hasPrefix("http://")) && !value.contains(" ")
    }
}
