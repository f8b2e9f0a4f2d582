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
    /// inline `svg` are left out: their island is the image a reader perceives (``purposes(_:package:)``
    /// gives them their island's purpose).
    public static func classify(_ content: PublicationContent, package: PackageDocument) -> [Classified] {
        let coverTargets = Set(package.manifest.filter { $0.hasProperty("cover-image") }.compactMap(\.path))
        var classified: [Classified] = []
        var matterPictures: Set<String> = []
        for document in content.documents {
            // A document is the cover page when its only image is the manifest cover image.
            let coverPage = document.images.count == 1 && (document.images[0].target?.path).map(coverTargets.contains) == true
            for (index, image) in document.images.enumerated() {
                if image.kind == .svgImage, !document.isSVG, SVGIslands.owningSVG(of: index, in: document.images) != nil {
                    continue
                }
                let (purpose, reason) = decide(image, in: document, index: index, coverTargets: coverTargets, coverPage: coverPage)
                if purpose != .content, purpose != .decorative, let picture = picture(of: image, in: document, index: index) {
                    matterPictures.insert(picture)
                }
                classified.append(Classified(path: document.path, index: index, image: image, purpose: purpose, reason: reason))
            }
        }
        // The same picture as a logo or imprint image elsewhere is that logo again (a publisher
        // mark repeated at chapter ends, say): judged after every document is seen.
        return classified.map { item in
            guard item.purpose == .content, let document = content.document(at: item.path),
                  let picture = picture(of: item.image, in: document, index: item.index), matterPictures.contains(picture) else { return item }
            return Classified(path: item.path, index: item.index, image: item.image, purpose: .logo,
                              reason: "the same picture (\(picture)) is used as publisher matter elsewhere")
        }
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
    public static func purposes(_ content: PublicationContent, package: PackageDocument) -> [String: [ImagePurpose]] {
        var byDocument: [String: [Int: ImagePurpose]] = [:]
        for item in classify(content, package: package) { byDocument[item.path, default: [:]][item.index] = item.purpose }
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
