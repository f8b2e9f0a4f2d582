import EPUBCore

/// What an audit shows that metadata can state, each fact with its evidence (`path:line`, counts),
/// computed once for a suggestion.
struct SuggestionEvidence {
    let documentCount: Int
    let isFixedLayout: Bool
    /// Content images (the guide's "content": not cover, logo, publisher matter or decorative).
    let contentImages: [ImagePurpose.Classified]
    let allImages: [ImagePurpose.Classified]
    /// Failed text-alternative findings.
    let missingAlt: [Finding]
    let media: [(ContentInventory, MediaItem)]
    let autoplay: [(ContentInventory, MediaItem)]
    /// Features the content proves: (term, reason, evidence).
    let provenFeatures: [(String, String, [String])]
    /// What the contrast of the text says of `highContrastDisplay`; nil when a content document
    /// was not read or not analysed, or there is no text.
    let enhancedContrast: EnhancedContrastEvidence?

    init(_ input: AssessmentInput) {
        let documents = input.content.documents.filter { $0.failure == nil }
        documentCount = documents.count
        isFixedLayout = input.publication.package.layout == .prePaginated
        allImages = input.images
        contentImages = input.images.filter { $0.purpose == .content }
        missingAlt = input.failed(ClaimCheck.imageAltRules)
        media = documents.flatMap { document in document.media.map { (document, $0) } }
        autoplay = media.filter { $0.1.autoplay && !$0.1.muted }
        provenFeatures = Self.features(input, documents: documents, missingAlt: missingAlt)
        enhancedContrast = EnhancedContrastEvidence(all: input.content.documents, read: documents)
    }

    var documentsNote: [String] { ["\(documentCount) content document(s) read"] }

    /// A fixed-layout book whose documents are mostly images may have no text.
    var textMayBeAbsent: Bool { isFixedLayout && allImages.count >= documentCount }

    var visualNote: [String]? {
        if let first = contentImages.first {
            return ["\(contentImages.count) content image(s), first \(first.image.kind.rawValue) at \(first.location)"]
        }
        if let (document, video) = media.first(where: { $0.1.kind == .video }) {
            return ["video at \(document.location(of: video))"]
        }
        return nil
    }

    var mediaNote: String? {
        guard let (document, first) = media.first else { return nil }
        return "\(media.count) audio/video element(s), first at \(document.location(of: first))"
    }

    var autoplayNote: String? {
        guard let (document, first) = autoplay.first else { return nil }
        return "\(autoplay.count) element(s) play automatically with sound, first at \(document.location(of: first))"
    }

    var imagesNote: [String] {
        allImages.isEmpty ? ["no image"] : ["\(allImages.count) image(s), none lacks a text alternative"]
    }

    var missingAltNote: [String] {
        missingAlt.prefix(3).map { "\($0.ruleID) at \($0.location?.description ?? "?")" }
            + (missingAlt.count > 3 ? ["… \(missingAlt.count) in all"] : [])
    }

    private static func features(_ input: AssessmentInput, documents: [ContentInventory], missingAlt: [Finding])
        -> [(String, String, [String])] {
        var proven: [(String, String, [String])] = []
        if !input.images.isEmpty, missingAlt.isEmpty {
            proven.append(("alternativeText", "every image has a text alternative or is marked decorative",
                           ["\(input.images.count) image(s) checked by the text-alternative rules, none failed"]))
        }
        // The same markup the longDescription claim check accepts as evidence.
        let described = ClaimCheck.longDescriptions(in: input.content)
        if let first = described.first {
            proven.append(("longDescription", "images are linked to longer descriptions (aria-describedby, aria-details, longdesc, or a details element)",
                           ["\(described.count) description link(s) or details element(s), first at \(first)"]))
        }
        let toc = input.publication.navigationDocument?.toc ?? input.publication.ncx?.navMap
        if let entries = toc?.entryCount, entries > 0 {
            proven.append(("tableOfContents", "the navigation has a table of contents", ["\(entries) entries"]))
        }
        if input.hasPageList {
            proven.append(("pageNavigation", "the navigation has a page list", ["page list present"]))
        }
        let breaks = documents.flatMap { document in document.pageBreaks.map { document.location(of: $0) } }
        if let first = breaks.first {
            proven.append(("pageBreakMarkers", "the content marks print page breaks", ["\(breaks.count) page break(s), first at \(first)"]))
        }
        let math = documents.flatMap { document in document.math.map { (document, $0) } }
        if let (document, first) = math.first {
            proven.append(("MathML", "the content has MathML", ["\(math.count) math element(s), first at \(document.location(of: first))"]))
            let described = math.filter { !($0.1.alttext ?? "").isEmpty || $0.1.hasAnnotationXML || !($0.1.ariaLabel ?? "").isEmpty }
            if described.count == math.count {
                proven.append(("describedMath", "every math element has a text description (alttext, aria-label or an annotation)",
                               ["\(math.count) of \(math.count) described"]))
            }
        }
        let headings = documents.reduce(0) { $0 + $1.headings.count }
        let headingFailures = input.failed(MetadataSuggester.headingRules)
        if headings > 0, headingFailures.isEmpty {
            proven.append(("structuralNavigation", "the headings form an outline with no failed heading rule",
                           ["\(headings) heading(s) in \(documents.filter { !$0.headings.isEmpty }.count) document(s)"]))
        }
        let coverage = MediaOverlayCoverage(publication: input.publication, content: input.content)
        if !coverage.narrated.isEmpty, coverage.silent.isEmpty {
            proven.append(("synchronizedAudioText", "media overlays narrate every linear content document",
                           ["\(coverage.narrated.count) document(s) narrated by \(coverage.overlayCount) overlay(s)"]))
        }
        return proven
    }
}
