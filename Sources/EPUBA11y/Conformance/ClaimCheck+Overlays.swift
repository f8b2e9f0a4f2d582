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
                              evidence: attached ? "content documents name media overlays (not walked)" : "no manifest item has a media overlay")
        }
        let coverage = MediaOverlayCoverage(publication: input.publication, content: input.content)
        let claim = declared ? "accessibilityFeature synchronizedAudioText" : "synchronizedAudioText not declared"
        let id = "feature-synchronizedAudioText"
        guard declared || !coverage.narrated.isEmpty else { return nil }
        if coverage.narrated.isEmpty {
            let evidence = input.content.overlays.isEmpty
                ? "no manifest item is a media overlay"
                : "\(input.content.overlays.count) media overlay(s), but none narrates a linear spine document"
            return ClaimCheck(id: id, claim: claim, status: .contradicted, impact: .serious, evidence: evidence)
        }
        let narrated = "\(coverage.narrated.count) of \(coverage.narrated.count + coverage.silent.count) linear spine document(s) have a media overlay"
        if !declared {
            return ClaimCheck(id: id, claim: claim, status: .undeclared, impact: .minor, evidence: narrated)
        }
        if coverage.coversSpine {
            return ClaimCheck(id: id, claim: claim, status: .consistent, impact: .minor, evidence: narrated)
        }
        let listed = coverage.silent.prefix(5).joined(separator: ", ") + (coverage.silent.count > 5 ? ", …" : "")
        return ClaimCheck(id: id, claim: claim, status: .needsReview, impact: .moderate,
                          evidence: "\(narrated); without one: \(listed) (front matter is often not narrated)",
                          location: coverage.silent.first.map { SourceLocation(path: $0) })
    }
}
