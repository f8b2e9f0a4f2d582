import EPUBCore

/// One comparison of what the book declares with what its content shows.
public struct ClaimCheck: Sendable, Hashable, Codable {
    /// How the content compares with the claim.
    public enum Status: String, Sendable, Hashable, Codable {
        /// The content supports the claim.
        case consistent
        /// The content shows the claim is wrong.
        case contradicted
        /// The content has something the metadata does not declare.
        case undeclared
        /// A person must decide.
        case needsReview = "needs-review"
    }

    /// Stable id of the comparison, e.g. `feature-alternativeText`.
    public let id: String
    /// What the book declares (or fails to declare), as written.
    public let claim: String
    /// Whether the content bears the claim out.
    public let status: Status
    /// What the content shows.
    public let evidence: String

    /// Every comparison that applies to the book, in a fixed order.
    static func all(_ input: AssessmentInput) -> [ClaimCheck] {
        checks.compactMap { $0(input) }
    }

    private static let imageAltRules: Set<String> = ["image-alt", "input-image-alt", "area-alt", "svg-img-alt", "role-img-alt"]

    private static let checks: [@Sendable (AssessmentInput) -> ClaimCheck?] = [
        { input in  // alternativeText
            guard input.metadata.hasFeature("alternativeText") else { return nil }
            let missing = input.failed(imageAltRules)
            return ClaimCheck(id: "feature-alternativeText", claim: "accessibilityFeature alternativeText",
                              status: missing.isEmpty ? .consistent : .contradicted,
                              evidence: missing.isEmpty ? "every image has a text alternative or is decorative"
                                  : "\(missing.count) image(s) lack a text alternative, first at \(missing[0].location?.description ?? "?")")
        },
        { input in  // tableOfContents
            guard input.metadata.hasFeature("tableOfContents") else { return nil }
            let toc = input.publication.navigationDocument?.toc ?? input.publication.ncx?.navMap
            let entries = toc?.entryCount ?? 0
            return ClaimCheck(id: "feature-tableOfContents", claim: "accessibilityFeature tableOfContents",
                              status: entries > 0 ? .consistent : .contradicted,
                              evidence: entries > 0 ? "the table of contents has \(entries) entries" : "there is no table of contents")
        },
        { input in  // pageNavigation
            guard input.metadata.hasFeature("pageNavigation") else { return nil }
            return ClaimCheck(id: "feature-pageNavigation", claim: "accessibilityFeature pageNavigation",
                              status: input.hasPageList ? .consistent : .contradicted,
                              evidence: input.hasPageList ? "a page list exists" : "there is no page list")
        },
        { input in  // pageBreakMarkers / printPageNumbers
            let declared = ["pageBreakMarkers", "printPageNumbers"].filter(input.metadata.hasFeature)
            guard let feature = declared.first else { return nil }
            let markers = input.content.documents.reduce(0) { $0 + $1.pageBreaks.count }
            return ClaimCheck(id: "feature-pageBreakMarkers", claim: "accessibilityFeature \(feature)",
                              status: markers > 0 || input.publication.ncx?.pageList != nil ? .consistent : .contradicted,
                              evidence: "\(markers) page break marker(s) in the content")
        },
        { input in  // MathML present or declared
            let declared = input.metadata.hasFeature("MathML") || input.metadata.hasFeature("MathML-chemistry")
            let count = input.content.documents.reduce(0) { $0 + $1.math.count }
            guard declared || count > 0 else { return nil }
            let status: Status = declared ? (count > 0 ? .consistent : .contradicted) : .undeclared
            return ClaimCheck(id: "feature-MathML", claim: declared ? "accessibilityFeature MathML" : "MathML not declared",
                              status: status, evidence: "\(count) MathML expression(s) in the content")
        },
        { input in  // accessMode visual vs images
            let images = input.content.documents.flatMap { document in
                document.images.filter { !$0.isDecorative && $0.kind != .svgImage }
            }
            guard !images.isEmpty, !input.metadata.accessModes.isEmpty else { return nil }
            let visual = input.metadata.hasAccessMode("visual")
            return ClaimCheck(id: "accessmode-visual", claim: visual ? "accessMode visual" : "accessMode without visual",
                              status: visual ? .consistent : .contradicted,
                              evidence: "\(images.count) non-decorative image(s) in the content")
        },
        { input in  // textual sufficiency vs images without alternatives
            guard input.metadata.accessModeSufficient.contains(where: { $0.isOnly("textual") }) else { return nil }
            let missing = input.failed(imageAltRules)
            return ClaimCheck(id: "sufficient-textual", claim: "accessModeSufficient textual",
                              status: missing.isEmpty ? .consistent : .contradicted,
                              evidence: missing.isEmpty ? "no image lacks a text alternative"
                                  : "\(missing.count) image(s) lack a text alternative, so text alone does not suffice")
        },
        { input in  // sound hazard vs autoplaying audio
            let noSound = input.metadata.hasHazard("noSoundHazard") || input.metadata.hasHazard("none")
            let autoplay = input.content.documents.flatMap(\.media).filter { $0.autoplay && !$0.muted }
            guard noSound, !autoplay.isEmpty else { return nil }
            return ClaimCheck(id: "hazard-sound", claim: "accessibilityHazard \(input.metadata.hasHazard("none") ? "none" : "noSoundHazard")",
                              status: .needsReview, evidence: "\(autoplay.count) audio/video element(s) play automatically with sound")
        },
        { input in  // displayTransformability in fixed layout
            guard input.metadata.hasFeature("displayTransformability"), input.publication.package.layout == .prePaginated else { return nil }
            return ClaimCheck(id: "feature-displayTransformability", claim: "accessibilityFeature displayTransformability",
                              status: .contradicted, evidence: "the publication is fixed layout (rendition:layout pre-paginated)")
        },
        { input in  // synchronizedAudioText needs media overlays
            guard input.metadata.hasFeature("synchronizedAudioText") else { return nil }
            let overlays = input.publication.package.manifest.contains { $0.mediaOverlay != nil }
            return ClaimCheck(id: "feature-synchronizedAudioText", claim: "accessibilityFeature synchronizedAudioText",
                              status: overlays ? .consistent : .contradicted,
                              evidence: overlays ? "content documents have media overlays" : "no manifest item has a media overlay")
        },
        { input in  // unlocked vs encryption
            guard input.metadata.hasFeature("unlocked") else { return nil }
            let locked = input.publication.ocf.encryptedResources.filter { !$0.isFontObfuscation }
            return ClaimCheck(id: "feature-unlocked", claim: "accessibilityFeature unlocked",
                              status: locked.isEmpty ? .consistent : .contradicted,
                              evidence: locked.isEmpty ? "no content is encrypted" : "\(locked.count) resource(s) are encrypted")
        },
        { input in  // WCAG level claim vs failing WCAG rules
            guard let claim = input.metadata.primaryClaim, let level = claim.wcagLevel else { return nil }
            let tags: Set<String> = level == .a ? ["wcag2a"] : ["wcag2a", "wcag2aa"]
            let failing = input.findings.filter { finding in
                finding.outcome == .failed && RuleRegistry.rule(id: finding.ruleID).map { !tags.isDisjoint(with: $0.description.tags) } == true
            }
            return ClaimCheck(id: "claim-wcag-level", claim: "dcterms:conformsTo \(claim.value)",
                              status: failing.isEmpty ? .consistent : .contradicted,
                              evidence: failing.isEmpty ? "no WCAG Level \(level.rawValue) rule failed"
                                  : "\(failing.count) finding(s) of WCAG Level \(level == .a ? "A" : "A/AA") rules failed (\(Set(failing.map(\.ruleID)).sorted().joined(separator: ", ")))")
        },
    ]
}
