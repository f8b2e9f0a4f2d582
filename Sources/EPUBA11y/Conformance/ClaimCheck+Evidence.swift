import EPUBCore

/// Features declared for content the book does not have: captions with no video, MathML with no
/// math, long descriptions with no description markup, page break markers with none. Each is
/// *unsupported* and moderate (`docs/CALIBRATION.md`, "Claims without evidence"): a reader who
/// filters by the feature is misled about the book, but misses nothing the content owes them.
///
/// None of these runs when no content document was read (a package-only audit): "no video in
/// the book" would then only say that nothing was looked at.
extension ClaimCheck {
    /// The check of one media feature: unsupported when the book has no media it could apply to.
    /// `captions` (deprecated), `closedCaptions`, `openCaptions` and `audioDescription` need
    /// video; `transcript` needs audio or video.
    static func mediaFeature(_ feature: AccessibilityFeature) -> @Sendable (AssessmentInput) -> ClaimCheck? {
        { input in
            guard input.metadata.hasFeature(feature), let unread = input.unreadContentNote else { return nil }
            let media = MediaEvidence(input)
            // Captions and audio description are about what a video shows or says; a transcript also serves audio.
            let needsVideo = feature != .transcript
            let supported = needsVideo ? media.hasVideo : media.hasVideo || media.hasAudio
            let evidence: ReportMessage
            if supported {
                evidence = media.message
            } else if media.hasAudio {
                evidence = ReportMessage("claim.media.no-video", ["media": .message(media.message), "feature": .value(feature.rawValue)])
            } else {
                evidence = ReportMessage("claim.media.none")
            }
            return ClaimCheck(id: "feature-\(feature.rawValue)", claim: "accessibilityFeature \(feature.rawValue)",
                              status: supported ? .consistent : .unsupported, impact: .moderate, evidence: evidence.unread(unread))
        }
    }

    /// `MathML` / `MathML-chemistry` declared with no MathML (unsupported), or MathML in the
    /// content but not declared (undeclared, minor: a reader who needs MathML misses it in a search).
    static let mathML: @Sendable (AssessmentInput) -> ClaimCheck? = { input in
        guard let unread = input.unreadContentNote else { return nil }
        let declared = [AccessibilityFeature.mathML, .mathMLChemistry].filter(input.metadata.hasFeature)
        let count = input.content.documents.reduce(0) { $0 + $1.math.count }
        guard !declared.isEmpty || count > 0 else { return nil }
        let first = input.content.documents.lazy.compactMap { document in document.math.first.map { document.location(of: $0) } }.first
        guard let feature = declared.first else {
            return ClaimCheck(id: "feature-MathML", claim: ReportMessage("claim.not-declared", ["feature": .value("MathML")]),
                              status: .undeclared, impact: .minor,
                              evidence: first.map { ReportMessage("claim.mathml.count.first", count: count, ["location": .value($0.description)]) }
                                  ?? ReportMessage("claim.mathml.count", count: count),
                              location: first)
        }
        return ClaimCheck(id: "feature-MathML", claim: "accessibilityFeature \(feature.rawValue)",
                          status: count > 0 ? .consistent : .unsupported, impact: .moderate,
                          evidence: (count > 0 ? ReportMessage("claim.mathml.count", count: count) : ReportMessage("claim.mathml.none")).unread(unread),
                          location: first)
    }

    /// `describedMath` with neither MathML nor images of math: the descriptions may sit in the
    /// alt text of math images, which markup cannot tell from other images, so `accessMode
    /// mathOnVisual` (the book's own word that it has such images) counts as evidence.
    static let describedMath: @Sendable (AssessmentInput) -> ClaimCheck? = { input in
        guard input.metadata.hasFeature(.describedMath), let unread = input.unreadContentNote else { return nil }
        let count = input.content.documents.reduce(0) { $0 + $1.math.count }
        let mathImages = input.metadata.accessModeNames.contains("mathOnVisual")
        let evidence = count > 0 ? ReportMessage("claim.mathml.count", count: count)
            : ReportMessage(mathImages ? "claim.described-math.images" : "claim.described-math.none")
        return ClaimCheck(id: "feature-describedMath", claim: "accessibilityFeature describedMath",
                          status: count > 0 || mathImages ? .consistent : .unsupported, impact: .moderate, evidence: evidence.unread(unread))
    }

    /// `longDescription` with no markup that links an image to a description: `aria-describedby`,
    /// `aria-details` or `longdesc` on an image, an image whose figure holds a `details` element
    /// (DAISY KB, *Extended descriptions*), `aria-describedby`/`aria-details` on a figure, or a
    /// `details` element with an id. A description reached by a plain link cannot be told
    /// apart from any other link, hence unsupported (look), never contradicted.
    static let longDescription: @Sendable (AssessmentInput) -> ClaimCheck? = { input in
        guard input.metadata.hasFeature(.longDescription), let unread = input.unreadContentNote else { return nil }
        let found = longDescriptions(in: input.content)
        let evidence = found.count > 0
            ? ReportMessage("claim.long-description.found", count: found.count, ["location": .value(found.first?.description ?? "?")])
            : ReportMessage("claim.long-description.none")
        return ClaimCheck(id: "feature-longDescription", claim: "accessibilityFeature longDescription",
                          status: found.count > 0 ? .consistent : .unsupported, impact: .moderate, evidence: evidence.unread(unread),
                          location: found.first)
    }

    /// The markup that links images to longer descriptions, counted, with the first place.
    static func longDescriptions(in content: PublicationContent) -> (count: Int, first: SourceLocation?) {
        var found: (count: Int, first: SourceLocation?) = (0, nil)
        for document in content.documents {
            let lines = document.images.filter {
                !$0.ariaDescribedBy.isEmpty || !$0.ariaDetails.isEmpty || $0.longdesc != nil || $0.figureHasDetails
            }.map(\.line)
                + document.idReferences.filter { $0.element == "figure" && ["aria-describedby", "aria-details"].contains($0.attribute) }.map(\.line)
                + document.ids.filter { $0.element == "details" }.map(\.line)
            guard let line = lines.min() else { continue }
            found = (found.count + lines.count, found.first ?? document.location(line))
        }
        return found
    }

    /// `pageBreakMarkers` / `printPageNumbers` with no page break in the content. An NCX page
    /// list counts: EPUB 2 books mark print pages there rather than in the content.
    static let pageBreakMarkers: @Sendable (AssessmentInput) -> ClaimCheck? = { input in
        let declared = ([.pageBreakMarkers, .printPageNumbers] as [AccessibilityFeature]).filter(input.metadata.hasFeature)
        guard let feature = declared.first, let unread = input.unreadContentNote else { return nil }
        let markers = input.content.documents.reduce(0) { $0 + $1.pageBreaks.count }
        let ncx = input.publication.ncx?.pageList != nil
        let evidence = markers > 0 ? ReportMessage("claim.page-breaks.count", count: markers)
            : ReportMessage(ncx ? "claim.page-breaks.ncx" : "claim.page-breaks.none")
        return ClaimCheck(id: "feature-pageBreakMarkers", claim: "accessibilityFeature \(feature.rawValue)",
                          status: markers > 0 || ncx ? .consistent : .unsupported, impact: .moderate, evidence: evidence.unread(unread))
    }
}

extension ClaimCheck {
    /// What audio and video the book has: `audio`/`video` elements, or audio/video files in the
    /// manifest (media reached through `object`, `embed`, `iframe` or a media overlay).
    struct MediaEvidence: Sendable {
        let audioElements: Int, videoElements: Int, audioFiles: Int, videoFiles: Int

        init(_ input: AssessmentInput) {
            let media = input.content.documents.flatMap(\.media)
            audioElements = media.filter { $0.kind == .audio }.count
            videoElements = media.filter { $0.kind == .video }.count
            let types = input.publication.package.manifest.map { $0.mediaType.lowercased() }
            audioFiles = types.filter { $0.hasPrefix("audio/") }.count
            videoFiles = types.filter { $0.hasPrefix("video/") }.count
        }

        var hasAudio: Bool { audioElements > 0 || audioFiles > 0 }
        var hasVideo: Bool { videoElements > 0 || videoFiles > 0 }

        /// "2 video element(s), 1 audio file(s) in the manifest".
        var message: ReportMessage {
            let parts = [(videoElements, "video-elements"), (audioElements, "audio-elements"),
                         (videoFiles, "video-files"), (audioFiles, "audio-files")]
                .filter { $0.0 > 0 }.map { ReportMessage("claim.media.\($0.1)", count: $0.0) }
            return parts.isEmpty ? ReportMessage("claim.media.nothing") : .verbatim(.list(parts))
        }
    }
}

extension AssessmentInput {
    /// Nil when no content document was read (package-only audit, or every document failed):
    /// the evidence checks cannot say what the content lacks. Otherwise the number of documents
    /// that could not be read, which the evidence then names (``ReportMessage/unread(_:)``).
    var unreadContentNote: Int? {
        let documents = content.documents
        let unread = documents.filter { $0.failure != nil }.count
        return unread < documents.count ? unread : nil
    }
}

extension ReportMessage {
    /// The evidence, followed by "(2 content document(s) could not be read)" when `unread` is not 0.
    func unread(_ unread: Int) -> ReportMessage {
        unread == 0 ? self : ReportMessage("claim.unread", count: unread, ["evidence": .message(self)])
    }
}
