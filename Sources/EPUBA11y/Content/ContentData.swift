import EPUBCore

/// The evidence a report shows besides findings (Ace's `data` and `properties`): every image
/// with its text alternatives, the headings outline across the spine, the media, and flags.
public struct ContentData: Sendable, Hashable, Codable {
    public struct Image: Sendable, Hashable, Codable {
        public let kind: ImageItem.Kind
        /// Container path of the image (or the src as written when it is external).
        public let src: String?
        public let alt: String?
        public let title: String?
        public let ariaLabel: String?
        public let describedBy: [String]
        public let details: [String]
        public let figcaption: String?
        public let roles: [String]
        public let location: SourceLocation
    }

    public struct Heading: Sendable, Hashable, Codable {
        public let level: Int?
        public let text: String
        public let inAside: Bool
        public let location: SourceLocation
    }

    public struct Media: Sendable, Hashable, Codable {
        public let kind: MediaItem.Kind
        public let sources: [String]
        public let controls: Bool
        public let autoplay: Bool
        public let trackKinds: [String]
        public let location: SourceLocation
    }

    public struct Flags: Sendable, Hashable, Codable {
        public let hasMathML: Bool
        public let hasPageBreaks: Bool
        public let hasFormElements: Bool
        public let hasScripts: Bool
        public let hasSVGContentDocuments: Bool
        public let hasManifestFallbacks: Bool
        public let hasBindings: Bool
        public let hasAudio: Bool
        public let hasVideo: Bool
        public let isFixedLayout: Bool
    }

    public let images: [Image]
    public let headings: [Heading]
    public let media: [Media]
    public let flags: Flags

    public init(publication: Publication, content: PublicationContent) {
        var images: [Image] = [], headings: [Heading] = [], media: [Media] = []
        for document in content.documents {
            images += document.images.map { image in
                Image(kind: image.kind, src: image.target?.path ?? image.src, alt: image.alt, title: image.title,
                      ariaLabel: image.ariaLabel ?? image.svgTitle, describedBy: image.ariaDescribedBy,
                      details: image.ariaDetails, figcaption: image.figcaption, roles: image.roles,
                      location: document.location(image.line))
            }
            headings += document.headings.map {
                Heading(level: $0.level, text: $0.text, inAside: $0.ancestry.inAside, location: document.location($0.line))
            }
            media += document.media.map {
                Media(kind: $0.kind, sources: $0.sources, controls: $0.controls, autoplay: $0.autoplay,
                      trackKinds: $0.tracks.map(\.kind), location: document.location($0.line))
            }
        }
        self.images = images
        self.headings = headings
        self.media = media
        let package = publication.package
        flags = Flags(
            hasMathML: content.hasMathML, hasPageBreaks: content.hasPageBreaks, hasFormElements: content.hasFormElements,
            hasScripts: content.hasScripts, hasSVGContentDocuments: content.hasSVGContentDocuments,
            hasManifestFallbacks: package.manifest.contains { $0.fallback != nil }, hasBindings: package.hasBindings,
            hasAudio: content.hasAudio, hasVideo: content.hasVideo, isFixedLayout: package.layout == .prePaginated)
    }
}
