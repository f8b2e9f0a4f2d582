import EPUBCore
import Foundation

/// Why an image is in the book: content a reader must perceive, or one of the kinds the W3C
/// Package Metadata Authoring Guide (Check 2) leaves out when deciding whether the book needs
/// the `visual` access mode: the cover, publisher matter and logos, decorative images.
public enum ImagePurpose: String, Sendable, Hashable, Codable, CaseIterable {
    /// Carries information the reader must be able to access.
    case content
    /// The cover: the manifest `cover-image`, `epub:type="cover"` or `role="doc-cover"`, or
    /// an image on the cover page.
    case cover
    /// On the title page, half-title, imprint, colophon, copyright page or in front matter.
    case publisherMatter = "publisher-matter"
    /// A publisher or imprint logo: `z3998:publisher-logo`, a text alternative naming a logo,
    /// or the same picture as an image already known to be publisher matter.
    case logo
    /// Marked decorative: empty `alt`, `role` presentation/none, or `aria-hidden`.
    case decorative

    /// One image of a document and its purpose.
    public struct Classified: Sendable, Hashable {
        /// Container path of the document holding the image.
        public let path: String
        /// Position of the image in its document's `images`.
        public let index: Int
        /// The image as the inventory recorded it.
        public let image: ImageItem
        /// Its purpose.
        public let purpose: ImagePurpose
        /// What decided the purpose, for evidence (`epub:type="imprint"`, `manifest cover-image`, ...).
        public let reason: String

        /// The image's place, as `path:line`.
        public var location: SourceLocation { SourceLocation(path: path, line: image.line) }
    }

    /// Every image of `content` with its purpose, in reading order. SVG `image` elements inside an
    /// inline `svg` are left out: their island is the image a reader perceives (``purposes(of:in:)``
    /// gives them their island's purpose).
    public static func classify(_ content: PublicationContent, package: PackageDocument) -> [Classified] {
        let coverTargets = coverImages(package)
        var classified: [(item: Classified, picture: String?)] = []
        var matterPictures: Set<String> = []
        for document in content.documents {
            // Only the strong signs: "first spine item with one image" alone is too weak to drop an
            // image from the visual count (the reachability rule adds `linear="no"` to it).
            let coverPage = coverPageReason(document, coverTargets: coverTargets, isFirstInSpine: false) != nil
            for (index, image) in document.images.enumerated() {
                if image.kind == .svgImage, !document.isSVG, SVGIslands.owningSVG(of: index, in: document.images) != nil {
                    continue
                }
                let (purpose, reason) = decide(image, in: document, index: index, coverTargets: coverTargets, coverPage: coverPage)
                let picture = picture(of: image, in: document, index: index)
                if purpose != .content, purpose != .decorative, let picture { matterPictures.insert(picture) }
                classified.append((Classified(path: document.path, index: index, image: image, purpose: purpose, reason: reason), picture))
            }
        }
        // The same picture as a logo or imprint image elsewhere is that logo again (a publisher
        // mark repeated at chapter ends, say): judged after every document is seen.
        return classified.map { item, picture in
            guard item.purpose == .content, let picture, matterPictures.contains(picture) else { return item }
            return Classified(path: item.path, index: item.index, image: item.image, purpose: .logo,
                              reason: "the same picture (\(picture)) is used as publisher matter elsewhere")
        }
    }

    /// Container paths of the manifest's `cover-image` items.
    public static func coverImages(_ package: PackageDocument) -> Set<String> {
        Set(package.manifest.filter { $0.hasProperty("cover-image") }.compactMap(\.path))
    }

    /// Why `document` is the cover page, or nil: it shows the manifest cover image, is marked
    /// `epub:type="cover"` or `role="doc-cover"`, or it is the first spine item and holds a single
    /// image and no heading text. Image purposes and reachability grading both ask this.
    public static func coverPageReason(_ document: ContentInventory, coverTargets: Set<String>, isFirstInSpine: Bool) -> String? {
        if document.images.contains(where: { $0.target?.path.map(coverTargets.contains) == true }) { return "it shows the manifest cover-image" }
        if document.semantics.contains(where: { $0.epubTypes.contains("cover") || $0.roles.contains("doc-cover") }) {
            return "it is marked epub:type=\"cover\" or role=\"doc-cover\""
        }
        let pictures = document.images.filter { $0.kind != .svgImage || document.isSVG }
        if isFirstInSpine, pictures.count == 1, document.headings.allSatisfy({ $0.text.allSatisfy(\.isWhitespace) }) {
            return "the first spine item holds only an image"
        }
        return nil
    }

    private static func decide(_ image: ImageItem, in document: ContentInventory, index: Int,
                               coverTargets: Set<String>, coverPage: Bool) -> (ImagePurpose, String) {
        let pictures = [image.target?.path] + SVGIslands.images(ofIslandAt: index, in: document.images).map { $0.target?.path }
        if pictures.contains(where: { $0.map(coverTargets.contains) == true }) { return (.cover, "the manifest cover-image") }
        if image.roles.contains("doc-cover") { return (.cover, "role=\"doc-cover\"") }
        if coverPage { return (.cover, "on the cover page") }
        if let matter = image.ancestry.publisherMatter {
            switch matter {
            case "cover", "doc-cover": return (.cover, "inside \(describe(matter))")
            case "z3998:publisher-logo": return (.logo, describe(matter))
            default: return (.publisherMatter, "inside \(describe(matter))")
            }
        }
        if image.isDecorative { return (.decorative, "marked decorative") }
        if namesLogo(image) { return (.logo, "its text alternative or file name names a logo") }
        return (.content, "a non-decorative image in the body of the work")
    }

    private static func describe(_ token: String) -> String {
        token.hasPrefix("doc-") ? "role=\"\(token)\"" : "epub:type=\"\(token)\""
    }

    /// "logo" as a word in the alternative, the title or the file name.
    private static func namesLogo(_ image: ImageItem) -> Bool {
        let texts = [image.alt, image.ariaLabel, image.title, image.svgTitle, image.fileName]
        return texts.contains { text in
            guard let text = text?.lowercased() else { return false }
            return text.split(whereSeparator: { !$0.isLetter }).contains { $0 == "logo" || $0 == "logotype" }
        }
    }

    /// The picture an image shows, by container path (for an inline `svg`, its first `image`); nil when unknown.
    private static func picture(of image: ImageItem, in document: ContentInventory, index: Int) -> String? {
        if let path = image.target?.path { return path }
        guard image.kind == .svg else { return nil }
        return SVGIslands.images(ofIslandAt: index, in: document.images).first?.target?.path
    }

    /// The purpose of every image of every document, by document path and position in its
    /// `images`; an SVG `image` inside an inline `svg` has its island's purpose.
    public static func purposes(of classified: [Classified], in content: PublicationContent) -> [String: [ImagePurpose]] {
        var byDocument: [String: [Int: ImagePurpose]] = [:]
        for item in classified { byDocument[item.path, default: [:]][item.index] = item.purpose }
        var result: [String: [ImagePurpose]] = [:]
        for document in content.documents {
            let known = byDocument[document.path] ?? [:]
            var island: ImagePurpose?
            result[document.path] = document.images.indices.map { index in
                if let purpose = known[index] {
                    if document.images[index].kind == .svg { island = purpose }
                    return purpose
                }
                return island ?? .content
            }
        }
        return result
    }
}
