import EPUBCore

/// The evidence a report shows besides findings (Ace's `data` and `properties`): every image
/// with its text alternatives, the headings outline across the spine, the media, and flags.
public struct ContentData: Sendable, Hashable, Codable {
    /// One image of the book and its text alternatives.
    public struct Image: Sendable, Hashable, Codable {
        /// `img`, SVG `image`, inline `svg`, `input type=image`, `area` or `role=img`.
        public let kind: ImageItem.Kind
        /// Container path of the image (or the src as written when it is external).
        public let src: String?
        /// nil: no `alt` attribute; "": empty (decorative); text otherwise.
        public let alt: String?
        /// The `title` attribute; nil when absent.
        public let title: String?
        /// `aria-label`, else the SVG `title` child; nil when neither exists.
        public let ariaLabel: String?
        /// Ids named by `aria-describedby`.
        public let describedBy: [String]
        /// Ids named by `aria-details`.
        public let details: [String]
        /// The enclosing figure's caption text; nil outside a captioned figure.
        public let figcaption: String?
        /// The `role` tokens.
        public let roles: [String]
        /// Content, or one of the kinds left out of the visual access mode (cover, publisher matter, logo, decorative).
        public let purpose: ImagePurpose
        /// File and line of the element, with its CFI and CSS pointers.
        public let location: SourceLocation
        /// The start tag as written (`StartTagMarkup`); nil in reports of earlier versions.
        public let html: String?
    }

    /// One heading of the outline across the spine.
    public struct Heading: Sendable, Hashable, Codable {
        /// 1–6; nil for `role=heading` without a valid `aria-level`.
        public let level: Int?
        /// Text plus image alternatives, whitespace-normalised.
        public let text: String
        /// True inside an `aside`.
        public let inAside: Bool
        /// File and line of the heading.
        public let location: SourceLocation
    }

    /// One `audio` or `video` element.
    public struct Media: Sendable, Hashable, Codable {
        /// Audio or video.
        public let kind: MediaItem.Kind
        /// `src` of the element and its `source` children, as written.
        public let sources: [String]
        /// Has the `controls` attribute.
        public let controls: Bool
        /// Has the `autoplay` attribute.
        public let autoplay: Bool
        /// The `kind` of each `track` child (`captions`, `subtitles`, ...).
        public let trackKinds: [String]
        /// File and line of the element, with its CFI and CSS pointers.
        public let location: SourceLocation
        /// The `track` children with their attributes; nil in reports of earlier versions.
        public let tracks: [MediaItem.Track]?
        /// The start tag as written; nil in reports of earlier versions.
        public let html: String?
    }

    /// One script, form control, iframe, embed, object, canvas, `epub:switch` or `epub:trigger`.
    public struct Embedded: Sendable, Hashable, Codable {
        /// Which element it is.
        public let kind: EmbeddedItem.Kind
        /// `src` (or `data` for `object`) as written; nil when absent.
        public let src: String?
        /// The element's `id`; nil when it has none.
        public let id: String?
        /// The `type` attribute; nil when absent.
        public let type: String?
        /// File and line of the element, with its CFI and CSS pointers.
        public let location: SourceLocation
        /// The start tag as written.
        public let html: String?
    }

    /// One content document: its path and `title` (reports list every document, failing or not).
    public struct Document: Sendable, Hashable, Codable {
        /// Container path.
        public let path: String
        /// Text of its `title`; nil when it has none.
        public let title: String?
    }

    /// One entry of the table of contents (the navigation document's `toc` nav, else the NCX),
    /// in document order; `depth` 1 for the top level. Flat, so no book can nest it deep enough to
    /// exhaust a recursive encoder.
    public struct TOCEntry: Sendable, Hashable, Codable {
        /// The entry's label.
        public let label: String
        /// Its `href` as written; nil for a heading without a link.
        public let href: String?
        /// 1 for the top level.
        public let depth: Int
    }

    /// Book-wide facts the conformance checks and reading systems care about.
    public struct Flags: Sendable, Hashable, Codable {
        /// Any document has MathML.
        public let hasMathML: Bool
        /// Any document has page break markers.
        public let hasPageBreaks: Bool
        /// Any document has a form or form control.
        public let hasFormElements: Bool
        /// Any document has a script.
        public let hasScripts: Bool
        /// The spine has an SVG content document.
        public let hasSVGContentDocuments: Bool
        /// Some manifest item has a `fallback`.
        public let hasManifestFallbacks: Bool
        /// The package has (deprecated) `bindings`.
        public let hasBindings: Bool
        /// Any document has an `audio` element.
        public let hasAudio: Bool
        /// Any document has a `video` element.
        public let hasVideo: Bool
        /// The book is fixed-layout (`pre-paginated`).
        public let isFixedLayout: Bool
    }

    /// The media overlays (read-aloud narration) and how much of the reading order they narrate.
    public struct MediaOverlays: Sendable, Hashable, Codable {
        /// Overlays in the book (readable or not).
        public let overlays: Int
        /// Linear spine documents a readable overlay narrates, in reading order.
        public let narratedDocuments: [String]
        /// Linear spine documents without narration, in reading order.
        public let silentDocuments: [String]
        /// Total length of the clips, in seconds; nil when some clip has no end (its length is the audio file's).
        public let narratedSeconds: Double?
    }

    /// How many entries each list left out past ``maxListEntries``.
    public struct Omitted: Sendable, Hashable, Codable {
        /// Images not listed.
        public var images = 0
        /// Headings not listed.
        public var headings = 0
        /// Audio and video elements not listed.
        public var media = 0
        /// Embedded elements not listed.
        public var embedded = 0
        /// Content documents not listed.
        public var documents = 0
        /// Table of contents entries not listed.
        public var tableOfContents = 0

        /// Nothing left out.
        public init() {}

        /// Whether every list is whole.
        public var isEmpty: Bool { self == Omitted() }
    }

    /// The most entries one list holds (``images``, ``headings``, ``media``, ``embedded``,
    /// ``documents``, ``tableOfContents``): a book of 200,000 headings within the parse limits
    /// made a 57 MB JSON report and a 376 MB peak while writing it. The largest lists of the
    /// shared corpus hold 2,014 entries (the Mahabharata's documents and table of contents), so
    /// the bound leaves real books whole; what it leaves out is counted in ``omitted``.
    public static let maxListEntries = 5_000

    /// Every image, in spine and document order (the first ``maxListEntries``).
    public let images: [Image]
    /// Every heading, in spine and document order (the first ``maxListEntries``).
    public let headings: [Heading]
    /// Every audio and video element, in spine and document order (the first ``maxListEntries``).
    public let media: [Media]
    /// Book-wide flags.
    public let flags: Flags
    /// The media overlays; nil when the book has none.
    public let mediaOverlays: MediaOverlays?
    /// Scripts, form controls, iframes, embeds, objects, canvases, `epub:switch` and `epub:trigger`, in
    /// spine and document order (the first ``maxListEntries``); nil in reports of earlier versions.
    public let embedded: [Embedded]?
    /// Every content document walked, in spine order (the first ``maxListEntries``); nil in reports of earlier versions.
    public let documents: [Document]?
    /// The table of contents (its first ``maxListEntries`` entries); nil when the book has none
    /// (or in reports of earlier versions).
    public let tableOfContents: [TOCEntry]?
    /// How many entries the lists left out past ``maxListEntries``; nil when every list is whole
    /// (and in reports of earlier versions).
    public let omitted: Omitted?

    /// Collects the data from the content inventories and the package of `publication`; `images`
    /// is their classification (``ImagePurpose/classify(_:package:)``), computed once by the audit.
    public init(publication: Publication, content: PublicationContent, images classified: [ImagePurpose.Classified]) {
        var images: [Image] = [], headings: [Heading] = [], media: [Media] = [], embedded: [Embedded] = []
        var omitted = Omitted()
        let purposes = ImagePurpose.purposes(of: classified, in: content)
        // Past the bound, entries are counted, not made: an image's start tag, a heading's
        // location cost a string each.
        for document in content.documents {
            let documentPurposes = purposes[document.path] ?? []
            for (index, image) in document.images.enumerated() {
                guard images.count < Self.maxListEntries else { omitted.images += document.images.count - index; break }
                images.append(Image(kind: image.kind, src: image.target?.path ?? image.src, alt: image.alt, title: image.title,
                                    ariaLabel: image.ariaLabel ?? image.svgTitle, describedBy: image.ariaDescribedBy,
                                    details: image.ariaDetails, figcaption: image.figcaption, roles: image.roles,
                                    purpose: documentPurposes.indices.contains(index) ? documentPurposes[index] : .content,
                                    location: document.location(of: image), html: image.position.flatMap(document.positions.startTag(of:))))
            }
            for (index, heading) in document.headings.enumerated() {
                guard headings.count < Self.maxListEntries else { omitted.headings += document.headings.count - index; break }
                headings.append(Heading(level: heading.level, text: heading.text, inAside: heading.ancestry.inAside,
                                        location: document.location(of: heading)))
            }
            for (index, item) in document.media.enumerated() {
                guard media.count < Self.maxListEntries else { omitted.media += document.media.count - index; break }
                media.append(Media(kind: item.kind, sources: item.sources, controls: item.controls, autoplay: item.autoplay,
                                   trackKinds: item.tracks.map(\.kind), location: document.location(of: item), tracks: item.tracks,
                                   html: item.position.flatMap(document.positions.startTag(of:))))
            }
            for (index, item) in document.embedded.enumerated() {
                guard embedded.count < Self.maxListEntries else { omitted.embedded += document.embedded.count - index; break }
                embedded.append(Embedded(kind: item.kind, src: item.src, id: item.id, type: item.type, location: document.location(of: item),
                                         html: item.position.flatMap(document.positions.startTag(of:))))
            }
        }
        self.images = images
        self.headings = headings
        self.media = media
        self.embedded = embedded
        documents = content.documents.prefix(Self.maxListEntries).map { Document(path: $0.path, title: $0.title) }
        omitted.documents = max(0, content.documents.count - Self.maxListEntries)
        let contents = Self.tableOfContents(publication)
        tableOfContents = contents?.entries
        omitted.tableOfContents = contents?.omitted ?? 0
        self.omitted = omitted.isEmpty ? nil : omitted
        let package = publication.package
        flags = Flags(
            hasMathML: content.hasMathML, hasPageBreaks: content.hasPageBreaks, hasFormElements: content.hasFormElements,
            hasScripts: content.hasScripts, hasSVGContentDocuments: content.hasSVGContentDocuments,
            hasManifestFallbacks: package.manifest.contains { $0.fallback != nil }, hasBindings: package.hasBindings,
            hasAudio: content.hasAudio, hasVideo: content.hasVideo, isFixedLayout: package.layout == .prePaginated)
        let coverage = MediaOverlayCoverage(publication: publication, content: content)
        mediaOverlays = coverage.overlayCount == 0 ? nil
            : MediaOverlays(overlays: coverage.overlayCount, narratedDocuments: coverage.narrated,
                            silentDocuments: coverage.silent, narratedSeconds: coverage.narratedSeconds)
    }

    /// The `toc` nav's entries, else the NCX's, flattened with their depths (iteratively: a
    /// book's nesting is bounded by the parse limits, not by this function's stack): the first
    /// ``maxListEntries``, and how many more there are.
    static func tableOfContents(_ publication: Publication) -> (entries: [TOCEntry], omitted: Int)? {
        let points = publication.navigationDocument?.toc?.points ?? publication.ncx?.navMap.points ?? []
        guard !points.isEmpty else { return nil }
        var entries: [TOCEntry] = [], omitted = 0
        var stack: [(point: NavigationPoint, depth: Int)] = points.reversed().map { ($0, 1) }
        while let (point, depth) = stack.popLast() {
            if entries.count < maxListEntries {
                entries.append(TOCEntry(label: point.label, href: point.href, depth: depth))
            } else {
                omitted += 1
            }
            stack += point.children.reversed().map { ($0, depth + 1) }
        }
        return (entries, omitted)
    }
}
