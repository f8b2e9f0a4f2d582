import EPUBCore

/// The comparisons, each with the impact of a wrong claim (`docs/CALIBRATION.md`, "Verdicts").
extension ClaimCheck {
    static let checks: [@Sendable (AssessmentInput) -> ClaimCheck?] = [
        { input in  // alternativeText: a reader who needs text alternatives chose the book for them
            guard input.metadata.hasFeature(.alternativeText) else { return nil }
            let missing = input.failed(imageAltRules)
            return ClaimCheck(id: "feature-alternativeText", claim: "accessibilityFeature alternativeText",
                              status: missing.isEmpty ? .consistent : .contradicted, impact: .serious,
                              evidence: missing.isEmpty ? ReportMessage("claim.alt.all")
                                  : ReportMessage("claim.alt.missing", count: missing.count, ["location": .value(missing[0].location?.description ?? "?")]),
                              location: missing.first?.location)
        },
        { input in  // tableOfContents
            guard input.metadata.hasFeature(.tableOfContents) else { return nil }
            let toc = input.publication.navigationDocument?.toc ?? input.publication.ncx?.navMap
            let entries = toc?.entryCount ?? 0
            return ClaimCheck(id: "feature-tableOfContents", claim: "accessibilityFeature tableOfContents",
                              status: entries > 0 ? .consistent : .contradicted, impact: .serious,
                              evidence: entries > 0 ? ReportMessage("claim.toc.entries", count: entries) : ReportMessage("claim.toc.none"))
        },
        { input in  // pageNavigation: a student citing print pages relies on it
            guard input.metadata.hasFeature(.pageNavigation) else { return nil }
            return ClaimCheck(id: "feature-pageNavigation", claim: "accessibilityFeature pageNavigation",
                              status: input.hasPageList ? .consistent : .contradicted, impact: .serious,
                              evidence: ReportMessage(input.hasPageList ? "claim.page-list.exists" : "claim.page-list.none"))
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
                              evidence: missing.isEmpty ? ReportMessage("claim.textual.all")
                                  : ReportMessage("claim.textual.missing", count: missing.count, ["location": .value(missing[0].location?.description ?? "?")]),
                              location: missing.first?.location)
        },
        { input in  // sound hazard vs autoplaying audio
            let noSound = input.metadata.hasHazard(.noSoundHazard) || input.metadata.hasHazard(.none)
            let autoplay = input.content.documents.flatMap(\.media).filter { $0.autoplay && !$0.muted }
            guard noSound, !autoplay.isEmpty else { return nil }
            return ClaimCheck(id: "hazard-sound", claim: "accessibilityHazard \(input.metadata.hasHazard(.none) ? "none" : "noSoundHazard")",
                              status: .needsReview, impact: .moderate,
                              evidence: ReportMessage("claim.sound.autoplay", count: autoplay.count))
        },
        { input in  // displayTransformability in fixed layout: zoom may still work, so not serious
            guard input.metadata.hasFeature(.displayTransformability), input.publication.package.layout == .prePaginated else { return nil }
            return ClaimCheck(id: "feature-displayTransformability", claim: "accessibilityFeature displayTransformability",
                              status: .contradicted, impact: .moderate,
                              evidence: ReportMessage("claim.fixed-layout"))
        },
        synchronizedAudioText,
        { input in  // unlocked vs encryption: assistive technology cannot read locked content
            guard input.metadata.hasFeature(.unlocked) else { return nil }
            let locked = input.publication.ocf.encryptedResources.filter { !$0.isFontObfuscation }
            return ClaimCheck(id: "feature-unlocked", claim: "accessibilityFeature unlocked",
                              status: locked.isEmpty ? .consistent : .contradicted, impact: .serious,
                              evidence: locked.isEmpty ? ReportMessage("claim.unlocked.none") : ReportMessage("claim.unlocked.encrypted", count: locked.count))
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
        let claim = accessModeClaim("visual", declared: visual)
        let excluded = Dictionary(grouping: images.filter { $0.purpose != .content }, by: \.purpose)
            .sorted { $0.key.rawValue < $1.key.rawValue }.map { ReportMessage("claim.image-purpose.\($0.key.rawValue)", count: $0.value.count) }
        // "…; not counted: 2 logo": the images the guide leaves out, after what was counted.
        let leftOut = { (evidence: ReportMessage) in
            excluded.isEmpty ? evidence : ReportMessage("claim.visual.not-counted", ["evidence": .message(evidence), "excluded": .list(excluded)])
        }
        if let first = content.first {
            let what = ReportMessage("claim.visual.images", count: content.count,
                                     ["kind": .value(first.image.kind.rawValue), "location": .value(first.location.description)])
            return ClaimCheck(id: "accessmode-visual", claim: claim,
                              status: visual ? .consistent : .contradicted, impact: .serious, evidence: leftOut(what),
                              location: first.location)
        }
        if let (document, video) = videos.first {
            return ClaimCheck(id: "accessmode-visual", claim: claim,
                              status: visual ? .consistent : .contradicted, impact: .serious,
                              evidence: ReportMessage("claim.visual.videos", count: videos.count,
                                                      ["location": .value(document.location(of: video).description)]),
                              location: document.location(of: video))
        }
        // Only images the guide leaves out: nothing requires the visual mode.
        return ClaimCheck(id: "accessmode-visual", claim: claim,
                          status: .consistent, impact: .minor, evidence: leftOut(ReportMessage("claim.visual.no-content-image")))
    }

    /// `accessMode <mode>` as declared, or our "accessMode without <mode>" when it is not.
    static func accessModeClaim(_ mode: String, declared: Bool) -> ReportMessage {
        declared ? .verbatim(.value("accessMode \(mode)")) : ReportMessage("claim.access-mode-without", ["mode": .value(mode)])
    }

    /// accessMode lacks `auditory` while the content has audio or video. Whether the sound
    /// carries information (not mood music) only a person can tell, so never contradicted.
    static let auditoryAccessMode: @Sendable (AssessmentInput) -> ClaimCheck? = { input in
        let media = input.content.documents.flatMap { document in document.media.map { (document, $0) } }
        guard let (document, first) = media.first, !input.metadata.accessModes.isEmpty else { return nil }
        let auditory = input.metadata.hasAccessMode(.auditory)
        return ClaimCheck(id: "accessmode-auditory", claim: accessModeClaim("auditory", declared: auditory),
                          status: auditory ? .consistent : .needsReview, impact: .moderate,
                          evidence: ReportMessage(auditory ? "claim.auditory.media" : "claim.auditory.media.undeclared", count: media.count,
                                                  ["location": .value(document.location(of: first).description)]),
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
        let evidence: ReportMessage
        if let first {
            evidence = ReportMessage("claim.wcag.failed", count: failing.count, [
                "levels": .value(level == .a ? "A" : "A/AA"), "rules": .value(Set(failing.map(\.ruleID)).sorted().joined(separator: ", ")),
                "impact": .message(ReportMessage("impact." + worst.rawValue)), "rule": .value(first.ruleID),
                "location": first.location.map { .value($0.description) } ?? .message(ReportMessage("claim.wcag.package")),
            ])
        } else {
            evidence = ReportMessage("claim.wcag.none-failed", ["level": .value(level.rawValue)])
        }
        return ClaimCheck(id: "claim-wcag-level", claim: "dcterms:conformsTo \(claim.value)",
                          status: failing.isEmpty ? .consistent : .contradicted, impact: worst,
                          evidence: evidence, location: first?.location)
    }
}
