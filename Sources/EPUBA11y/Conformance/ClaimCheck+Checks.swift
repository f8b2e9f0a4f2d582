import EPUBCore

/// The comparisons, each with the impact of a wrong claim (`docs/CALIBRATION.md`, "Verdicts").
extension ClaimCheck {
    static let checks: [@Sendable (AssessmentInput) -> ClaimCheck?] = [
        { input in  // alternativeText: a reader who needs text alternatives chose the book for them
            guard input.metadata.hasFeature(.alternativeText) else { return nil }
            let missing = input.failed(imageAltRules)
            return ClaimCheck(id: "feature-alternativeText", claim: "accessibilityFeature alternativeText",
                              status: missing.isEmpty ? .consistent : .contradicted, impact: .serious,
                              evidence: missing.isEmpty ? "every image has a text alternative or is decorative"
                                  : "\(missing.count) image(s) lack a text alternative, first at \(missing[0].location?.description ?? "?")",
                              location: missing.first?.location)
        },
        { input in  // tableOfContents
            guard input.metadata.hasFeature(.tableOfContents) else { return nil }
            let toc = input.publication.navigationDocument?.toc ?? input.publication.ncx?.navMap
            let entries = toc?.entryCount ?? 0
            return ClaimCheck(id: "feature-tableOfContents", claim: "accessibilityFeature tableOfContents",
                              status: entries > 0 ? .consistent : .contradicted, impact: .serious,
                              evidence: entries > 0 ? "the table of contents has \(entries) entries" : "there is no table of contents")
        },
        { input in  // pageNavigation: a student citing print pages relies on it
            guard input.metadata.hasFeature(.pageNavigation) else { return nil }
            return ClaimCheck(id: "feature-pageNavigation", claim: "accessibilityFeature pageNavigation",
                              status: input.hasPageList ? .consistent : .contradicted, impact: .serious,
                              evidence: input.hasPageList ? "a page list exists" : "there is no page list")
        },
        highContrastDisplay,
        // Features without evidence in the content (ClaimCheck+Evidence.swift).
        pageBreakMarkers,
        mathML,
        describedMath,
        longDescription,
        mediaFeature(AccessibilityFeature(rawValue: "captions")), mediaFeature(.closedCaptions), mediaFeature(.openCaptions),
        mediaFeature(.audioDescription), mediaFeature(.transcript),
        visualAccessMode,
        auditoryAccessMode,
        { input in  // textual sufficiency vs images without alternatives: a blind reader relies on it
            guard input.metadata.accessModeSufficient.contains(where: { $0.isOnly(AccessMode.textual.rawValue) }) else { return nil }
            let missing = input.failed(imageAltRules)
            return ClaimCheck(id: "sufficient-textual", claim: "accessModeSufficient textual",
                              status: missing.isEmpty ? .consistent : .contradicted, impact: .serious,
                              evidence: missing.isEmpty ? "no image lacks a text alternative"
                                  : "\(missing.count) image(s) lack a text alternative, so text alone does not suffice (first at \(missing[0].location?.description ?? "?"))",
                              location: missing.first?.location)
        },
        { input in  // sound hazard vs autoplaying audio
            let noSound = input.metadata.hasHazard(.noSoundHazard) || input.metadata.hasHazard(.none)
            let autoplay = input.content.documents.flatMap(\.media).filter { $0.autoplay && !$0.muted }
            guard noSound, !autoplay.isEmpty else { return nil }
            return ClaimCheck(id: "hazard-sound", claim: "accessibilityHazard \(input.metadata.hasHazard(.none) ? "none" : "noSoundHazard")",
                              status: .needsReview, impact: .moderate,
                              evidence: "\(autoplay.count) audio/video element(s) play automatically with sound")
        },
        { input in  // displayTransformability in fixed layout: zoom may still work, so not serious
            guard input.metadata.hasFeature(.displayTransformability), input.publication.package.layout == .prePaginated else { return nil }
            return ClaimCheck(id: "feature-displayTransformability", claim: "accessibilityFeature displayTransformability",
                              status: .contradicted, impact: .moderate,
                              evidence: "the publication is fixed layout (rendition:layout pre-paginated)")
        },
        synchronizedAudioText,
        { input in  // unlocked vs encryption: assistive technology cannot read locked content
            guard input.metadata.hasFeature(.unlocked) else { return nil }
            let locked = input.publication.ocf.encryptedResources.filter { !$0.isFontObfuscation }
            return ClaimCheck(id: "feature-unlocked", claim: "accessibilityFeature unlocked",
                              status: locked.isEmpty ? .consistent : .contradicted, impact: .serious,
                              evidence: locked.isEmpty ? "no content is encrypted" : "\(locked.count) resource(s) are encrypted")
        },
        wcagLevel,
    ]

    /// accessMode lacks `visual` while the work has content images: cover, publisher matter,
    /// logos and decorative images do not count (W3C Package Metadata Authoring Guide, Check 2).
    static let visualAccessMode: @Sendable (AssessmentInput) -> ClaimCheck? = { input in
        let images = input.images
        let content = images.filter { $0.purpose == .content }
        let videos = input.content.documents.flatMap { document in document.media.filter { $0.kind == .video }.map { (document, $0) } }
        guard !images.isEmpty || !videos.isEmpty, !input.metadata.accessModes.isEmpty else { return nil }
        let visual = input.metadata.hasAccessMode(.visual)
        let excluded = Dictionary(grouping: images.filter { $0.purpose != .content }, by: \.purpose)
            .sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.value.count) \($0.key.rawValue)" }
        let leftOut = excluded.isEmpty ? "" : "; not counted: " + excluded.joined(separator: ", ")
        if let first = content.first {
            let what = "\(content.count) content image(s), first \(first.image.kind.rawValue) at \(first.location)"
            return ClaimCheck(id: "accessmode-visual", claim: visual ? "accessMode visual" : "accessMode without visual",
                              status: visual ? .consistent : .contradicted, impact: .serious, evidence: what + leftOut,
                              location: first.location)
        }
        if let (document, video) = videos.first {
            return ClaimCheck(id: "accessmode-visual", claim: visual ? "accessMode visual" : "accessMode without visual",
                              status: visual ? .consistent : .contradicted, impact: .serious,
                              evidence: "\(videos.count) video(s), first at \(document.location(of: video))",
                              location: document.location(of: video))
        }
        // Only images the guide leaves out: nothing requires the visual mode.
        return ClaimCheck(id: "accessmode-visual", claim: visual ? "accessMode visual" : "accessMode without visual",
                          status: .consistent, impact: .minor, evidence: "no content image" + leftOut)
    }

    /// accessMode lacks `auditory` while the content has audio or video. Whether the sound
    /// carries information (not mood music) only a person can tell, so never contradicted.
    static let auditoryAccessMode: @Sendable (AssessmentInput) -> ClaimCheck? = { input in
        let media = input.content.documents.flatMap { document in document.media.map { (document, $0) } }
        guard let (document, first) = media.first, !input.metadata.accessModes.isEmpty else { return nil }
        let auditory = input.metadata.hasAccessMode(.auditory)
        return ClaimCheck(id: "accessmode-auditory", claim: auditory ? "accessMode auditory" : "accessMode without auditory",
                          status: auditory ? .consistent : .needsReview, impact: .moderate,
                          evidence: "\(media.count) audio/video element(s), first at \(document.location(of: first))"
                              + (auditory ? "" : ": declare auditory unless the sound carries no information (mood music)"),
                          location: document.location(of: first))
    }

    /// A WCAG conformance claim vs failed findings of WCAG rules at its level; the claim's
    /// impact is the worst of those findings, so moderate failures do not fail the metadata.
    static let wcagLevel: @Sendable (AssessmentInput) -> ClaimCheck? = { input in
        guard let claim = input.metadata.primaryClaim, let level = claim.wcagLevel else { return nil }
        let tags: Set<String> = level == .a ? ["wcag2a"] : ["wcag2a", "wcag2aa"]
        let failing = input.findings.filter { finding in
            finding.outcome == .failed && RuleRegistry.rule(id: finding.ruleID).map { !tags.isDisjoint(with: $0.description.tags) } == true
        }
        let worst = failing.map(\.impact).max() ?? .minor
        let first = failing.first { $0.impact == worst }
        return ClaimCheck(id: "claim-wcag-level", claim: "dcterms:conformsTo \(claim.value)",
                          status: failing.isEmpty ? .consistent : .contradicted, impact: worst,
                          evidence: failing.isEmpty ? "no WCAG Level \(level.rawValue) rule failed"
                              : "\(failing.count) finding(s) of WCAG Level \(level == .a ? "A" : "A/AA") rules failed (\(Set(failing.map(\.ruleID)).sorted().joined(separator: ", "))), worst \(worst.rawValue)"
                                  + (first.map { ": \($0.ruleID) at \($0.location?.description ?? "the package")" } ?? ""),
                          location: first?.location)
    }
}
