import EPUBCore

extension ClaimCheck {
    /// `synchronizedAudioText` against the media overlays (claims vs evidence). A reader who needs
    /// narration chose the book for it, so a claim with no overlay at all is a serious contradiction.
    /// Overlays that narrate only part of the linear spine need a person: front matter, a title page
    /// or the navigation document are often left silent on purpose. Overlays that are not declared
    /// hide the feature from the reader who looks for it (minor). EPUB 2 has no media overlays.
    static let synchronizedAudioText: @Sendable (AssessmentInput) -> ClaimCheck? = { input in
        guard !input.publication.package.isEPUB2 else { return nil }
        let declared = input.metadata.hasFeature(.synchronizedAudioText)
        if input.content.documents.isEmpty {
            // Package-only audit: nothing was walked, so only the manifest can speak.
            guard declared else { return nil }
            let attached = input.publication.package.manifest.contains { $0.mediaOverlay != nil }
            return ClaimCheck(id: "feature-synchronizedAudioText", claim: "accessibilityFeature synchronizedAudioText",
                              status: attached ? .consistent : .contradicted, impact: .serious,
                              evidence: ReportMessage(attached ? "claim.overlays.attached" : "claim.overlays.none-attached"))
        }
        let coverage = MediaOverlayCoverage(publication: input.publication, content: input.content)
        let claim: ReportMessage = declared ? .verbatim(.value("accessibilityFeature synchronizedAudioText"))
            : ReportMessage("claim.not-declared", ["feature": .value("synchronizedAudioText")])
        let id = "feature-synchronizedAudioText"
        guard declared || !coverage.narrated.isEmpty else { return nil }
        if coverage.narrated.isEmpty {
            let evidence = input.content.overlays.isEmpty
                ? ReportMessage("claim.overlays.none")
                : ReportMessage("claim.overlays.none-narrates", count: input.content.overlays.count)
            return ClaimCheck(id: id, claim: claim, status: .contradicted, impact: .serious, evidence: evidence)
        }
        let narrated = ReportMessage("claim.overlays.narrated", count: coverage.narrated.count + coverage.silent.count,
                                     ["narrated": .number(coverage.narrated.count)])
        if !declared {
            return ClaimCheck(id: id, claim: claim, status: .undeclared, impact: .minor, evidence: narrated)
        }
        if coverage.coversSpine {
            return ClaimCheck(id: id, claim: claim, status: .consistent, impact: .minor, evidence: narrated)
        }
        let listed = coverage.silent.prefix(5).joined(separator: ", ") + (coverage.silent.count > 5 ? ", …" : "")
        return ClaimCheck(id: id, claim: claim, status: .needsReview, impact: .moderate,
                          evidence: ReportMessage("claim.overlays.partial", ["narrated": .message(narrated), "documents": .value(listed)]),
                          location: coverage.silent.first.map { SourceLocation(path: $0) })
    }
}
