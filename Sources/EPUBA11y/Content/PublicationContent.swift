import EPUBCore
import Foundation

/// The inventories of every content document of a publication, in reading order.
public struct PublicationContent: Sendable, Hashable, Codable {
    /// One inventory per spine content document, in spine order.
    public let documents: [ContentInventory]
    /// Every media overlay (SMIL) of the manifest, in manifest order (see ``/EPUBCore/Publication/mediaOverlayItems``).
    public let overlays: [MediaOverlayDocument]
    /// The navigation documents outside the spine (``/EPUBCore/Publication/navigationDocumentsOutsideSpine``),
    /// walked as content is: the rules that judge markup see them (``RuleDescription/readsNavigationDocuments``);
    /// what the book is made of (``documents``, the data, the suggested metadata) does not count them.
    public let navigation: [ContentInventory]

    /// Content made of `documents`, `overlays` and `navigation`; empty for package-only runs.
    public init(documents: [ContentInventory], overlays: [MediaOverlayDocument] = [], navigation: [ContentInventory] = []) {
        self.documents = documents
        self.overlays = overlays
        self.navigation = navigation
    }

    /// Reads reports written before overlays or navigation documents were walked, which have no such keys.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        documents = try container.decode([ContentInventory].self, forKey: .documents)
        overlays = try container.decodeIfPresent([MediaOverlayDocument].self, forKey: .overlays) ?? []
        navigation = try container.decodeIfPresent([ContentInventory].self, forKey: .navigation) ?? []
    }

    /// Walks every spine content document once, then every media overlay once, `concurrency` at a
    /// time; the libxml2 tree of each is freed as soon as its inventory exists.
    /// `analyzesContrast`: follow each document's CSS cascade and judge the contrast of its text
    /// (``ContentInventory/contrast``); off, the walk costs what it did before.
    public static func walk(_ publication: Publication, concurrency: Int? = nil, analyzesContrast: Bool = true) async -> PublicationContent {
        let width = concurrency ?? ProcessInfo.processInfo.activeProcessorCount
        // One cache for the whole book: a sheet linked by 200 chapters is read and parsed once.
        let styleSheets = analyzesContrast ? CSSStyleSheets(container: publication.container) : nil
        // Each document's builder becomes its inventory in the task that walked it, so a book of
        // 2,000 documents never holds 2,000 builders' working state at once, and the inventory
        // gives back the room its lists grew into.
        let makeBuilder: @Sendable (ManifestItem) -> ContentInventoryBuilder = { item in
            ContentInventoryBuilder(path: item.path ?? item.href, mediaType: item.mediaType, styleSheets: styleSheets)
        }
        let finish: @Sendable (ContentDocumentResult<ContentInventoryBuilder>) -> ContentInventory = { result in
            var inventory = result.walker.finishedInventory
            inventory.releaseUnusedCapacity()
            inventory.indexIDs()
            switch result.outcome {
            case .success(let report): inventory.parse = report
            case .failure(let error):
                // A document stopped for its cost (or a cancellation) stops wherever the clock
                // says: what it had gathered differs from run to run, so none of it is kept.
                if error.kind.leftUnchecked { inventory = ContentInventory(path: inventory.path, mediaType: inventory.mediaType) }
                inventory.failure = error
            }
            return inventory
        }
        let documents = await publication.walkContentDocuments(concurrency: width, makeWalker: makeBuilder, finish: finish)
        let navigation = await publication.walkItems(publication.navigationDocumentsOutsideSpine, recovery: .html,
                                                     concurrency: width, makeWalker: makeBuilder, finish: finish)
        // EPUB 2 has no media overlays: a SMIL item there is a foreign resource, not narration.
        let overlays = publication.package.isEPUB2 ? [] : await publication.readMediaOverlays(concurrency: width)
        return PublicationContent(documents: documents, overlays: overlays, navigation: navigation)
    }

    /// The inventory of the document at container path `path`; nil when it is not in the spine.
    public func document(at path: String) -> ContentInventory? {
        documents.first { $0.path == path }
    }

    /// ids of each document, for resolving fragment links across the book.
    public var idsByDocument: [String: Set<String>] {
        // `init(documents:)` is public and a path may repeat there (a walk lists each once):
        // uniqueKeysWithValues would trap on the repeat, so the ids of both are kept.
        Dictionary(documents.map { ($0.path, $0.idSet) }, uniquingKeysWith: { $0.union($1) })
    }

    /// True when any document has MathML.
    public var hasMathML: Bool { documents.contains { !$0.math.isEmpty } }
    /// True when any document has page break markers.
    public var hasPageBreaks: Bool { documents.contains { !$0.pageBreaks.isEmpty } }
    /// True when any document has a script.
    public var hasScripts: Bool { documents.contains { $0.embedded.contains { $0.kind == .script } } }
    /// True when any document has a form or a form control.
    public var hasFormElements: Bool {
        documents.contains { $0.embedded.contains { [.form, .input, .select, .textarea, .button].contains($0.kind) } }
    }
    /// True when the spine has an SVG content document.
    public var hasSVGContentDocuments: Bool { documents.contains(where: \.isSVG) }
    /// True when any document has an `audio` element.
    public var hasAudio: Bool { documents.contains { $0.media.contains { $0.kind == .audio } } }
    /// True when the book has a media overlay (readable or not).
    public var hasMediaOverlays: Bool { !overlays.isEmpty }
    /// True when any document has a `video` element.
    public var hasVideo: Bool { documents.contains { $0.media.contains { $0.kind == .video } } }
}
